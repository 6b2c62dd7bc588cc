/**
 * The inner HTML of an element whose content React leaves as the server sent it: never a new
 * object, so that React, comparing it by reference, never writes the element's content.
 */
export const KEEP_CONTENT = { __html: '' };
