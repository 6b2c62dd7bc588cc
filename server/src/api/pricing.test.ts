import { describe, expect, it } from 'vitest';
import { MAX_EXACT_PAISE, formatPaise, priceInPaise, toHundredths } from './pricing';

describe('priceInPaise', () => {
  it('prices 10.25 g at 7150.00 as exactly 73287.50 rupees', () => {
    expect(formatPaise(priceInPaise('10.25', '7150.00'))).toBe('73287.50');
  });

  it('has none of the binary floating-point drift of grams x rate', () => {
    // 0.29 * 100 is 28.999999999999996 and 4.35 * 100 is 434.99999999999994 in doubles.
    expect(formatPaise(priceInPaise('0.29', '100'))).toBe('29.00');
    expect(formatPaise(priceInPaise('4.35', '100.00'))).toBe('435.00');
    expect(formatPaise(priceInPaise('8.2', '7150.15'))).toBe('58631.23');
  });

  it('rounds half a paisa up, where rounding the double would go down', () => {
    // 0.30 * 7150.15 = 2145.045 exactly, but 2145.0449999999996 as a double.
    expect(formatPaise(priceInPaise('0.30', '7150.15'))).toBe('2145.05');
    expect(formatPaise(priceInPaise('0.01', '0.50'))).toBe('0.01');
    expect(formatPaise(priceInPaise('0.01', '0.49'))).toBe('0.00');
  });

  it('stays exact for amounts beyond the safe integers of a double', () => {
    expect(priceInPaise('9999999999', '1000000.00')).toBe(999_999_999_900_000_000n);
    expect(priceInPaise('9999999999', '1000000.00') > MAX_EXACT_PAISE).toBe(true);
  });
});

describe('toHundredths', () => {
  it('reads whole numbers and one or two decimals', () => {
    expect(toHundredths('7')).toBe(700n);
    expect(toHundredths('7.5')).toBe(750n);
    expect(toHundredths('7.05')).toBe(705n);
    expect(toHundredths('0.00')).toBe(0n);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '1.005', '-1', '1e3', ' 1', '1.', '.5', 'abc']) {
      expect(() => toHundredths(bad), bad).toThrow(RangeError);
    }
  });
});

describe('formatPaise', () => {
  it('writes two decimals', () => {
    expect(formatPaise(0n)).toBe('0.00');
    expect(formatPaise(5n)).toBe('0.05');
    expect(formatPaise(7328750n)).toBe('73287.50');
  });
});
