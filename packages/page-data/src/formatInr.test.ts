import { describe, expect, it } from 'vitest';
import { formatIndianDate, formatInr } from './formatInr';

const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

describe('formatInr', () => {
  it('groups digits the Indian way with paise', () => {
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(formatInr(7150)).toBe('₹7,150.00');
    expect(formatInr(10000000)).toBe('₹1,00,00,000.00');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(999.999)).toBe('₹1,000.00');
  });

  it('writes what Intl writes for en-IN rupees, rounding included', () => {
    const amounts = [
      1.005, 2.675, 0.5, 0.004, 0.005, 99.995, 1234.565, -7150.5, -0.001, -0, 1e-7, 0.0049999,
      123456789012.34, 9999999999999.99,
    ];
    for (let i = 0; i < 2000; i++)
      amounts.push(Math.round(Math.random() * 10 ** (2 + (i % 11))) / 10 ** (i % 4));
    for (const amount of amounts)
      expect(formatInr(amount), String(amount)).toBe(intlRupees.format(amount));
  });
});

describe('formatIndianDate', () => {
  it('prints dd/MM/yyyy in India time', () => {
    expect(formatIndianDate('2025-03-04T20:00:00Z')).toBe('05/03/2025');
    expect(formatIndianDate(new Date('2025-12-31T10:00:00Z'))).toBe('31/12/2025');
    expect(formatIndianDate('2025-12-31T18:30:00Z')).toBe('01/01/2026');
    expect(formatIndianDate('2025-12-31T18:29:59.999Z')).toBe('31/12/2025');
  });

  it('writes what Intl writes for India time, on any day from 1970 to 2100', () => {
    const end = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const date = new Date(Math.floor(Math.random() * end));
      expect(formatIndianDate(date), date.toISOString()).toBe(intlDate.format(date));
    }
  });

  it('refuses a date that is not one, as Intl does', () => {
    expect(() => formatIndianDate('not a date')).toThrow(RangeError);
  });
});
