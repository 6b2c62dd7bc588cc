// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SUBMIT_WHEN_LIVE_ATTRIBUTE } from '@gold/page-scripts/formPost';
import { sentBack } from './sentBack';

const page = [
  '<form noValidate="" action="/website/partner" method="post"><input name="name"/></form>',
  '<form noValidate="" action="/website/Calculator" method="post"><input name="name"/></form>',
].join('');

/** The values a form of `html` was marked with, as the page's loader reads them. */
function markedValues(html: string, action: string): unknown {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const form = document.querySelector(`form[action="${action}"]`);
  const marked = form?.getAttribute(SUBMIT_WHEN_LIVE_ATTRIBUTE);
  return marked === null || marked === undefined ? undefined : JSON.parse(marked);
}

describe('a form sent back', () => {
  it('is the form that posts to the action, marked with the values it was posted with', () => {
    const values = { name: 'Meena "M" <Devi> & co' };
    const html = sentBack(page, { action: '/website/Calculator', values });
    expect(markedValues(html, '/website/Calculator')).toEqual(values);
    expect(markedValues(html, '/website/partner')).toBeUndefined();
    // Nothing else of the page changes.
    expect(html.replace(/ data-submit-when-live="[^"]*"/, '')).toBe(page);
  });

  it('leaves a page without that form as it was', () => {
    expect(sentBack(page, { action: '/website/elsewhere', values: { name: 'x' } })).toBe(page);
  });
});
