import { describe, expect, it } from 'vitest';
import { rateView } from '@gold/page-data';
import { perGram, rateCarats } from './rateFormat';

const formatRatePerGram = (rupees: number) =>
  perGram(rateView({ karat18: rupees, karat22: rupees, karat24: rupees }).karat22);

describe('formatRatePerGram', () => {
  it('prints rupees per gram with Indian digit grouping and paise', () => {
    expect(formatRatePerGram(7150)).toBe('₹7,150.00 / gram');
    expect(formatRatePerGram(5850.5)).toBe('₹5,850.50 / gram');
    expect(formatRatePerGram(712345.05)).toBe('₹7,12,345.05 / gram');
    expect(formatRatePerGram(10000000)).toBe('₹1,00,00,000.00 / gram');
  });

  it('keeps two decimals for a rate given to the paisa', () => {
    expect(formatRatePerGram(7800.35)).toBe('₹7,800.35 / gram');
    expect(formatRatePerGram(0.5)).toBe('₹0.50 / gram');
  });
});

describe('rateCarats', () => {
  it('cycles through 18K, 22K and 24K in that order', () => {
    expect(rateCarats.map((carat) => carat.label)).toEqual(['18K', '22K', '24K']);
    expect(rateCarats.map((carat) => carat.key)).toEqual(['karat18', 'karat22', 'karat24']);
  });
});
