import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, captchaMatches, generateCaptcha } from './index';

describe('captcha constants (spec sections 5, 9)', () => {
  it('is 6 characters long', () => {
    expect(CAPTCHA_LENGTH).toBe(6);
  });

  it('draws from the 62 letters and digits, each once', () => {
    expect(CAPTCHA_ALPHABET).toHaveLength(62);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(62);
    expect([...CAPTCHA_ALPHABET].sort().join('')).toBe(
      '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
    );
  });
});

describe('generateCaptcha with an injected random source', () => {
  it('asks the source six times for an index below 62', () => {
    const bounds: number[] = [];
    generateCaptcha((bound) => {
      bounds.push(bound);
      return 0;
    });
    expect(bounds).toEqual([62, 62, 62, 62, 62, 62]);
  });

  it('turns the indexes into alphabet characters, in order', () => {
    const draws = [0, 25, 26, 51, 52, 61];
    expect(generateCaptcha(() => draws.shift() ?? Number.NaN)).toBe('AZaz09');
  });

  it('gives different captchas for different draws', () => {
    let next = 0;
    const counting = () => next++;
    expect(generateCaptcha(counting)).toBe('ABCDEF');
    expect(generateCaptcha(counting)).toBe('GHIJKL');
    expect(generateCaptcha(() => 61)).toBe('999999');
  });
});

describe('generateCaptcha with the default (crypto) source', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives 6 characters of the alphabet every time', () => {
    for (let i = 0; i < 2000; i += 1) {
      expect(generateCaptcha()).toMatch(/^[A-Za-z0-9]{6}$/);
    }
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => generateCaptcha()));
    expect(seen.size).toBeGreaterThan(995);
  });

  it('is roughly uniform over the 62 characters', () => {
    const counts = new Map<string, number>([...CAPTCHA_ALPHABET].map((c) => [c, 0]));
    const captchas = 10_000;
    for (let i = 0; i < captchas; i += 1) {
      for (const c of generateCaptcha()) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (captchas * CAPTCHA_LENGTH) / 62; // about 968
    let chiSquare = 0;
    for (const [c, count] of counts) {
      // Each count has a standard deviation near 31; 25 % is about 8 of them.
      expect(count, c).toBeGreaterThan(expected * 0.75);
      expect(count, c).toBeLessThan(expected * 1.25);
      chiSquare += (count - expected) ** 2 / expected;
    }
    // 61 degrees of freedom: 130 is exceeded by chance about once in a million runs.
    // A plain `byte % 62` (no rejection) favours 8 characters by 25 % and lands far above 300.
    expect(chiSquare).toBeLessThan(130);
  });

  it('skips random bytes of 248 and above, so no character is favoured', () => {
    const bytes = [248, 255, 0, 61, 247, 62, 123, 185];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      new Uint8Array(array.buffer, array.byteOffset, 1)[0] = bytes.shift() ?? 0;
      return array;
    });
    // 248 and 255 are skipped; then 0, 61, 247 % 62 = 61, 62 % 62 = 0, 123 % 62 = 61, 185 % 62 = 61.
    expect(generateCaptcha()).toBe('A99A99');
    expect(bytes).toEqual([]);
  });
});

describe('captchaMatches (case-sensitive)', () => {
  const shown = 'aB3dE9';

  it('accepts exactly what was shown', () => {
    expect(captchaMatches(shown, 'aB3dE9')).toBe(true);
    expect(captchaMatches('000000', '000000')).toBe(true);
  });

  it('refuses the same text in another case', () => {
    expect(captchaMatches(shown, 'ab3de9')).toBe(false);
    expect(captchaMatches(shown, 'AB3DE9')).toBe(false);
    expect(captchaMatches(shown, 'Ab3dE9')).toBe(false);
    expect(captchaMatches('ABCDEF', 'abcdef')).toBe(false);
  });

  it('refuses empty, partial, longer, padded and reordered entries', () => {
    for (const entered of ['', 'aB3dE', 'aB3dE99', ' aB3dE9', 'aB3dE9 ', 'B3dE9a', 'aB3dF9']) {
      expect(captchaMatches(shown, entered), JSON.stringify(entered)).toBe(false);
    }
  });

  it('matches a generated captcha only in its own case', () => {
    const draws = [49, 24, 59, 36, 16, 54]; // x Y 7 k Q 2
    const captcha = generateCaptcha(() => draws.shift() ?? 0);
    expect(captcha).toBe('xY7kQ2');
    expect(captchaMatches(captcha, 'xY7kQ2')).toBe(true);
    expect(captchaMatches(captcha, 'XY7KQ2')).toBe(false);
    expect(captchaMatches(captcha, 'xy7kq2')).toBe(false);
  });
});
