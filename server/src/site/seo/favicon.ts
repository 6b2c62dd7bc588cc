/** Path of the site's icon; linked from every page, so browsers do not ask for /favicon.ico. */
export const FAVICON_PATH = '/favicon.svg';

/** The gold diamond of the top navigation on the brand's dark gold. */
export const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="6" fill="#3a2a03"/>' +
  '<path d="M16 4 28 16 16 28 4 16z" fill="#e6c45c"/>' +
  '</svg>';
