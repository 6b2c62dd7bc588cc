import { describe, expect, it } from 'vitest';
import { maxLengths } from '@gold/contracts';
import { fundInRupees } from './fundInRupees';

describe('fundInRupees', () => {
  it('groups whole rupees in lakhs and crores, without paise', () => {
    expect(fundInRupees('0')).toBe('₹0');
    expect(fundInRupees('500')).toBe('₹500');
    expect(fundInRupees('5000')).toBe('₹5,000');
    expect(fundInRupees('1250000')).toBe('₹12,50,000');
    expect(fundInRupees('25000000')).toBe('₹2,50,00,000');
    expect(fundInRupees('9'.repeat(maxLengths.digits))).toBe('₹9,99,99,99,99,999');
  });

  it('reads the number typed, leading zeros and all', () => {
    expect(fundInRupees('0012500')).toBe('₹12,500');
  });

  it('says nothing for an empty field or one the form refuses', () => {
    for (const typed of [undefined, '', '12.5', '1,00,000', '-5', '5a', ' 5', '9'.repeat(13)])
      expect(fundInRupees(typed), String(typed)).toBeUndefined();
  });

  it('writes what Intl writes for whole rupees in en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    for (let digits = 1; digits <= maxLengths.digits; digits++) {
      const amount = Math.floor(Math.random() * 10 ** digits);
      expect(fundInRupees(String(amount))).toBe(intl.format(amount));
    }
  });
});
