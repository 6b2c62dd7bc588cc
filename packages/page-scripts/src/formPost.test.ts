// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineJsonScript } from '@gold/config';
import { takeEarlyClicks } from './earlyClicks';
import { takeLeftField } from './earlyFields';
import {
  CAPTCHA_ENTRY_ATTRIBUTE,
  CAPTCHA_ENTRY_NAME,
  CAPTCHA_SHOWN_ATTRIBUTE,
  SUBMIT_WHEN_LIVE_ATTRIBUTE,
} from './formPost';
import { SCRIPTS_AFTER_PAINT_ID, SCRIPTS_AFTER_PAINT_LOADER } from './index';

/**
 * A page as the server sends it, with its loader run: a calculator-like form that posts (or not),
 * its captcha `aB3xY9`; `sentBack` marks it as the server sends back a post it could not answer.
 */
function load({ posts = true, sentBack }: { posts?: boolean; sentBack?: object } = {}) {
  const marked = sentBack
    ? ` ${SUBMIT_WHEN_LIVE_ATTRIBUTE}="${JSON.stringify(sentBack).replaceAll('"', '&quot;')}"`
    : '';
  document.body.innerHTML = `<form noValidate${posts ? ' method="post" action="/website/Calculator"' : ''}${marked}>
    <input name="name" required>
    <select name="goldCarat" required><option value="">Select</option><option value="22">22K</option></select>
    <input disabled ${CAPTCHA_SHOWN_ATTRIBUTE} value="aB3xY9">
    <input name="${CAPTCHA_ENTRY_NAME}" ${CAPTCHA_ENTRY_ATTRIBUTE} value="">
    <button type="submit">Calculate</button>
  </form>${inlineJsonScript(SCRIPTS_AFTER_PAINT_ID, {
    entry: { href: '/shell/main.js', integrity: 'sha384-entry' },
    preloads: [],
    start: 'interaction',
  })}`;
  new Function(SCRIPTS_AFTER_PAINT_LOADER.code)();
  const form = document.querySelector('form') as HTMLFormElement;
  // Heard where the browser would post the form; jsdom cannot, so it is stopped here.
  const posted = vi.fn<(event: Event) => void>((event) => event.preventDefault());
  form.addEventListener('submit', posted);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) field(name).value = value;
  };
  const submit = form.querySelector('button') as HTMLButtonElement;
  return { form, posted, field, fill, submit };
}

const complete = { name: 'Meena', goldCarat: '22', [CAPTCHA_ENTRY_NAME]: 'aB3xY9' };

let stop: ReturnType<typeof vi.fn>;
beforeEach(() => {
  takeEarlyClicks();
  stop = vi.fn();
  vi.stubGlobal('stop', stop);
});
afterEach(() => vi.unstubAllGlobals());

describe('a form submitted before its code came', () => {
  it('goes to the server at once where it posts, its captcha entered and its fields filled; the downloads are stopped for it', () => {
    const { posted, fill, submit } = load();
    fill(complete);
    submit.click();
    expect(posted).toHaveBeenCalledOnce();
    expect(stop).toHaveBeenCalledOnce();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it.each([
    ['its captcha entry differs (case counts)', { [CAPTCHA_ENTRY_NAME]: 'ab3xy9' }],
    ['a required field is empty', { name: '' }],
    ['the carat is unselected', { goldCarat: '' }],
  ])('waits for its code where %s, which then says what is wrong', (_case, change) => {
    const { posted, fill, submit } = load();
    fill({ ...complete, ...change });
    submit.click();
    expect(posted).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
    expect(takeEarlyClicks()).toEqual([submit]);
  });

  it('waits for its code where the form does not post, however complete', () => {
    const { posted, fill, submit } = load({ posts: false });
    fill(complete);
    submit.click();
    expect(posted).not.toHaveBeenCalled();
    expect(takeEarlyClicks()).toEqual([submit]);
  });
});

describe('a form the server sent back', () => {
  it('holds again what was posted, each field taken as filled and left, and is submitted once its code takes the page', () => {
    const { field, submit } = load({ sentBack: complete });
    expect(field('name').value).toBe('Meena');
    expect(field('goldCarat').value).toBe('22');
    expect(field(CAPTCHA_ENTRY_NAME).value).toBe('aB3xY9');
    expect(takeLeftField(field('name'))).toBe(true);
    expect(takeEarlyClicks()).toEqual([submit]);
  });

  it('puts back nothing into a field it does not have', () => {
    const { form } = load({ sentBack: { city: 'Chennai', name: 'Meena' } });
    expect(form.elements.namedItem('city')).toBeNull();
    expect((form.elements.namedItem('name') as HTMLInputElement).value).toBe('Meena');
  });
});
