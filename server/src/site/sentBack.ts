import { escapeHtml } from '@gold/page-data';
import { SUBMIT_WHEN_LIVE_ATTRIBUTE } from '@gold/page-scripts/formPost';

/** A form posted to the server, which sends it back: its action, and the values it was sent with. */
export interface SentForm {
  action: string;
  values: Readonly<Record<string, string>>;
}

/**
 * `html` with the form that posts to `form.action` marked as sent back with `form.values`: the
 * page's loader puts each value into the field of its name as if the visitor had typed it (a
 * value the HTML drew would give way to the form's own at hydration), and its code submits the
 * form again once live, which says what was wrong.
 */
export function sentBack(html: string, form: SentForm): string {
  const opening = '<form';
  const actionAttribute = `action="${escapeHtml(form.action)}"`;
  let start = html.indexOf(opening);
  while (start >= 0 && !html.slice(start, html.indexOf('>', start)).includes(actionAttribute))
    start = html.indexOf(opening, start + opening.length);
  if (start < 0) return html;
  const values = escapeHtml(JSON.stringify(form.values));
  const at = start + opening.length;
  return `${html.slice(0, at)} ${SUBMIT_WHEN_LIVE_ATTRIBUTE}="${values}"${html.slice(at)}`;
}
