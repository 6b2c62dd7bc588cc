import { describe, expect, it } from 'vitest';
import { formatIndianDate, formatInr } from './formatInr';

describe('formatInr', () => {
  it('groups digits the Indian way with paise', () => {
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(formatInr(7150)).toBe('₹7,150.00');
    expect(formatInr(10000000)).toBe('₹1,00,00,000.00');
  });
});

describe('formatIndianDate', () => {
  it('prints dd/MM/yyyy in India time', () => {
    expect(formatIndianDate('2025-03-04T20:00:00Z')).toBe('05/03/2025');
    expect(formatIndianDate(new Date('2025-12-31T10:00:00Z'))).toBe('31/12/2025');
  });
});
