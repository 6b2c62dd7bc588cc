import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { htmlSafeJson } from '@gold/config';
import { KeptPages, STAND_INS, type PageLoadValues } from './keptPages';

/** A page as the shell draws it: the view in the registry's JSON, the captcha in a field and in props. */
const draw = ({ view, captcha, captchaProof }: PageLoadValues) =>
  [
    '<!doctype html><html><head><script type="application/json" id="registry">',
    `{"remotes":{"home":"1.0.0"},"view":${htmlSafeJson(view)},"started":"home@1.0.0"}</script>`,
    '<style>',
    '.card{color:gold}'.repeat(400),
    '</style></head><body>',
    `<div data-island-props="{&quot;captcha&quot;:&quot;${captcha}&quot;}">`,
    `<input readonly value="${captcha}"/><input type="hidden" name="captchaProof" value="${captchaProof}"/>`,
    '<p>Sell your gold at the best market rate</p>'.repeat(200),
    '</div></body></html>',
  ].join('');

const load = (n: number): PageLoadValues => ({
  view: `view-token-${n}.`.padEnd(120, String(n % 10)),
  captcha: `Ab${n}`.padEnd(6, 'x').slice(0, 6),
  captchaProof: `proof-${n}`.padEnd(80, 'p'),
});

/** The page's answer once its forms are made (they are made off the event loop). */
async function keptAnswer(pages: KeptPages, values: PageLoadValues, accept: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const answer = pages.answer('home', values, accept);
    if (answer) return answer;
    await sleep(10);
  }
  throw new Error('the page was never kept');
}

/** What the browser reads: the answer decoded, the view's slot's padding dropped as JSON does. */
const readAs = (body: Buffer, encoding?: string) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body)
    .toString()
    .replace(/(?<="view":"[^"]*")\s+/, '');

describe('KeptPages', () => {
  it('answers each page load with its own tokens in the page drawn once, in the encoding asked for', async () => {
    const pages = new KeptPages(2 ** 20);
    expect(pages.answer('home', load(1), 'br')).toBeUndefined();
    pages.keep('home', draw(STAND_INS), draw(load(1)), load(1));
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await keptAnswer(pages, load(2), accept);
      expect(answer.encoding).toBe(encoding);
      expect(readAs(answer.body, answer.encoding)).toBe(draw(load(2)));
    }
    expect(pages.size().pages).toBe(1);
  });

  it('draws for itself a page load whose token does not fit its slot', async () => {
    const pages = new KeptPages(2 ** 20);
    pages.keep('home', draw(STAND_INS), draw(load(1)), load(1));
    await keptAnswer(pages, load(2), 'br');
    expect(pages.answer('home', { ...load(3), view: 'v'.repeat(400) }, 'br')).toBeUndefined();
    expect(pages.answer('home', { ...load(3), captcha: 'abc' }, 'br')).toBeUndefined();
  });

  it('never keeps a page its stand-ins do not draw the same as the page load’s values', async () => {
    const pages = new KeptPages(2 ** 20);
    // A page that shows the captcha otherwise than as it is (spaced out) cannot be spliced.
    const spaced = (values: PageLoadValues) =>
      draw(values).replace('<p>', `<p>${values.captcha.split('').join(' ')}`);
    pages.keep('home', spaced(STAND_INS), spaced(load(1)), load(1));
    await sleep(300);
    expect(pages.answer('home', load(2), 'br')).toBeUndefined();
  });
});
