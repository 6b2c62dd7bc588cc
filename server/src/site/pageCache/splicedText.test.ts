import { randomBytes, randomInt } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SplicedText } from './splicedText';

/** A page-like text: markup and words in no fixed order, with non-ASCII in it (the rupee sign, Tamil). */
function pageLike(length: number): string {
  const words = ['<div class="card">', '₹', 'தங்கம்', '</div>', 'captcha', '"view":', 'gold', '<p>'];
  let text = '';
  while (text.length < length)
    text += `${words[randomInt(words.length)]} ${randomInt(100_000).toLocaleString('en-IN')} `;
  return text;
}

const token = (width: number) => randomBytes(width).toString('base64url').slice(0, width);

describe('SplicedText', () => {
  it('reads back, in brotli and gzip, as the text with each request’s values in its slots', async () => {
    const parts = [pageLike(40_000), `" ,${pageLike(500)}`, `</span>${pageLike(80_000)}`];
    const widths = [120, 6];
    const text = await SplicedText.make(parts, widths);
    expect(text.encodings().sort()).toEqual(['br', 'gzip']);
    for (let round = 0; round < 20; round += 1) {
      const values = widths.map(token);
      const expected = parts.map((part, index) => part + (values[index] ?? '')).join('');
      expect(text.withValues(values)?.toString()).toBe(expected);
      expect(
        brotliDecompressSync(text.withValues(values, 'br') ?? Buffer.alloc(0)).toString(),
      ).toBe(expected);
      expect(gunzipSync(text.withValues(values, 'gzip') ?? Buffer.alloc(0)).toString()).toBe(
        expected,
      );
    }
  });

  it('costs a few bytes per slot beyond the text compressed whole', async () => {
    const parts = [pageLike(60_000), `"${pageLike(60_000)}`];
    const text = await SplicedText.make(parts, [200]);
    const value = token(200);
    const whole = await SplicedText.make([parts[0] + value + parts[1]], []);
    const spliced = text.withValues([value], 'br')?.length ?? Infinity;
    // The slot's value is sent as it is (200 bytes) where the whole text compresses it.
    expect(spliced).toBeLessThan((whole.withValues([], 'br')?.length ?? 0) + 200 + 64);
  });

  it('takes no value of another width, and no other number of values', async () => {
    const text = await SplicedText.make(['<p>', '</p>'], [6]);
    expect(text.withValues(['abcde'], 'br')).toBeUndefined();
    expect(text.withValues(['abcdefg'])).toBeUndefined();
    expect(text.withValues([])).toBeUndefined();
    expect(text.withValues(['₹1234'])).toBeUndefined(); // six characters, eight bytes
    expect(text.withValues(['abcdef'])?.toString()).toBe('<p>abcdef</p>');
  });

  it('has no brotli form where a part after a slot is too short to end its stored block', async () => {
    const text = await SplicedText.make(['<p>', '<'], [6]);
    expect(text.encodings()).toEqual(['gzip']);
    expect(text.withValues(['abcdef'], 'br')).toBeUndefined();
    expect(gunzipSync(text.withValues(['abcdef'], 'gzip') ?? Buffer.alloc(0)).toString()).toBe(
      '<p>abcdef<',
    );
  });

  it('reads back where the text repeats in a short cycle, as brotli codes it in copies at its last distances', async () => {
    const cycle = '<li>₹ 6,450</li>'.repeat(4000);
    const text = await SplicedText.make([cycle, `</li>${cycle}`], [40]);
    for (const value of ['v'.repeat(40), token(40)]) {
      const expected = `${cycle}${value}</li>${cycle}`;
      for (const encoding of text.encodings()) {
        const sent = text.withValues([value], encoding) ?? Buffer.alloc(0);
        const read = encoding === 'br' ? brotliDecompressSync(sent) : gunzipSync(sent);
        expect(read.toString()).toBe(expected);
      }
    }
    expect(text.encodings()).toContain('gzip');
  });
});
