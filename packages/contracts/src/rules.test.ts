import { describe, expect, it } from 'vitest';
import { messages } from './index';
import {
  emailAddress,
  maxLengths,
  mobileNumber,
  optionalText,
  patterns,
  personName,
  requiredText,
  wholeNumber,
} from './rules';
import { valueMessages } from './testing/schemaIssues';

const { fieldRequired: REQUIRED, fieldInvalid: INVALID } = messages;

describe('requiredText', () => {
  const letters = requiredText(/^[a-z]+$/, 5);

  it('accepts text that fits the pattern and the length', () => {
    expect(valueMessages(letters, 'abc')).toEqual([]);
    expect(letters.parse('abcde')).toBe('abcde');
  });

  it("reports 'required' first for empty text", () => {
    const found = valueMessages(letters, '');
    expect(found[0]).toBe(REQUIRED);
    expect(found).toContain(REQUIRED);
  });

  it("reports only 'required' when the value is missing", () => {
    expect(valueMessages(letters, undefined)).toEqual([REQUIRED]);
    expect(valueMessages(letters, null)).toEqual([REQUIRED]);
  });

  it("reports only 'Invalid' when the pattern fails", () => {
    expect(valueMessages(letters, 'ab1')).toEqual([INVALID]);
  });

  it("reports 'Invalid' one character past the maximum length, never 'required'", () => {
    expect(valueMessages(letters, 'abcde')).toEqual([]);
    const found = valueMessages(letters, 'abcdef');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((message) => message === INVALID)).toBe(true);
  });
});

describe('optionalText', () => {
  const letters = optionalText(/^[a-z]*$/, 5);

  it('accepts text that fits, empty text, and no value at all', () => {
    for (const value of ['abc', 'abcde', '', undefined])
      expect(valueMessages(letters, value), String(value)).toEqual([]);
  });

  it("reports only 'Invalid', never 'required', for text that fails or a value that is not text", () => {
    for (const value of ['ab1', 'abcdef', 'ab\ncd', null, 5, ['abc']])
      expect(valueMessages(letters, value), JSON.stringify(value)).toEqual([INVALID]);
  });
});

describe('patterns of spec section 5', () => {
  it('personName: letters, whitespace and dots only', () => {
    for (const ok of [
      'Meena',
      'S. Meena',
      'Dr. Ravi Kumar',
      'ravi  kumar',
      'Ravi\tKumar',
      'A',
      '.',
    ]) {
      expect(patterns.personName.test(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'Meena2',
      '2',
      'R2D2',
      'Meena-Kumari',
      "O'Neil",
      'meena@mail',
      'Meena_K',
      'Meena,',
    ]) {
      expect(patterns.personName.test(bad), bad).toBe(false);
    }
  });

  it('enquiryName: letters, spaces and dots only (no other whitespace)', () => {
    for (const ok of ['Meena', 'S. Meena', 'Dr. Ravi Kumar', 'ravi  kumar', 'A']) {
      expect(patterns.enquiryName.test(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'Meena2',
      'Meena-Kumari',
      "O'Neil",
      'Ravi\tKumar',
      'Ravi\nKumar',
      'Ravi\u00a0Kumar',
    ]) {
      expect(patterns.enquiryName.test(bad), bad).toBe(false);
    }
  });

  it('mobileNumber: exactly 10 digits', () => {
    expect(patterns.mobileNumber.test('9876543210')).toBe(true);
    expect(patterns.mobileNumber.test('0000000000')).toBe(true);
    for (const bad of [
      '987654321',
      '98765432101',
      '98765abcde',
      '+919876543',
      '98765 4321',
      '9876-54321',
      '',
    ]) {
      expect(patterns.mobileNumber.test(bad), bad).toBe(false);
    }
    // Digits of other scripts are not the ASCII digits the API expects.
    expect(patterns.mobileNumber.test('٩٨٧٦٥٤٣٢١٠')).toBe(false);
  });

  it('email: the standard e-mail shape', () => {
    for (const ok of [
      'meena@example.com',
      'first.last+gold@mail.example.co.in',
      'USER_1%x@EXAMPLE.IN',
      'a-b@c-d.org',
    ]) {
      expect(patterns.email.test(ok), ok).toBe(true);
    }
    for (const bad of [
      'meena',
      'meena@',
      '@example.com',
      'meena@example',
      'meena@example.c',
      'meena@.com',
      'meena example@mail.com',
      'meena@exa mple.com',
      'meena@@example.com',
      'meena@example.com ',
      'meena@example.c0m',
    ]) {
      expect(patterns.email.test(bad), bad).toBe(false);
    }
  });

  it('grams: a number with optional 1 to 2 decimals', () => {
    for (const ok of ['10', '10.5', '10.25', '0.5', '1', '100.00']) {
      expect(patterns.grams.test(ok), ok).toBe(true);
    }
    for (const bad of [
      '10.255',
      '.5',
      '10.',
      '',
      '-5',
      '+5',
      '1e3',
      '10,5',
      ' 10',
      '10 ',
      '10.2.5',
      'ten',
    ]) {
      expect(patterns.grams.test(bad), bad).toBe(false);
    }
  });

  it('digits: digits only', () => {
    for (const ok of ['0', '5', '250000', '0012']) {
      expect(patterns.digits.test(ok), ok).toBe(true);
    }
    for (const bad of ['', '5.5', '-5', '5a', ' 5', '5 ', '1,00,000', '1e5', 'five']) {
      expect(patterns.digits.test(bad), bad).toBe(false);
    }
  });
});

describe('field rules', () => {
  it.each([
    ['personName', personName(), 'Meena', 'Meena2'],
    ['mobileNumber', mobileNumber(), '9876543210', '987654321'],
    ['emailAddress', emailAddress(), 'meena@example.com', 'meena@example'],
    ['wholeNumber', wholeNumber(), '250000', '2.5'],
  ] as const)(
    "%s: valid, 'required' when empty, 'Invalid' when the pattern fails",
    (_, rule, good, bad) => {
      expect(valueMessages(rule, good)).toEqual([]);
      expect(valueMessages(rule, '')[0]).toBe(REQUIRED);
      expect(valueMessages(rule, undefined)).toEqual([REQUIRED]);
      expect(valueMessages(rule, bad)).toEqual([INVALID]);
    },
  );

  it('personName: up to maxLengths.name characters', () => {
    expect(valueMessages(personName(), 'a'.repeat(maxLengths.name))).toEqual([]);
    expect(valueMessages(personName(), 'a'.repeat(maxLengths.name + 1))).toEqual([INVALID]);
  });

  it('mobileNumber: 9 and 11 digits are Invalid, 10 are fine', () => {
    expect(valueMessages(mobileNumber(), '987654321')).toEqual([INVALID]);
    expect(valueMessages(mobileNumber(), '9876543210')).toEqual([]);
    const eleven = valueMessages(mobileNumber(), '98765432101');
    expect(eleven.length).toBeGreaterThan(0);
    expect(eleven.every((message) => message === INVALID)).toBe(true);
  });

  it('emailAddress: up to maxLengths.email characters', () => {
    const domain = '@example.com';
    const longest = 'a'.repeat(maxLengths.email - domain.length) + domain;
    expect(longest).toHaveLength(maxLengths.email);
    expect(valueMessages(emailAddress(), longest)).toEqual([]);
    expect(valueMessages(emailAddress(), `a${longest}`)).toEqual([INVALID]);
  });

  it('wholeNumber: up to maxLengths.digits digits', () => {
    expect(valueMessages(wholeNumber(), '9'.repeat(maxLengths.digits))).toEqual([]);
    expect(valueMessages(wholeNumber(), '9'.repeat(maxLengths.digits + 1))).toEqual([INVALID]);
  });
});
