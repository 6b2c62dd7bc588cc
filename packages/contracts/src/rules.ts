import * as z from 'zod/mini';
import { messages } from './messages';
import { plainText, type TextLines } from './text';

/** Patterns of spec section 5. */
export const patterns = {
  personName: /^[A-Za-z\s.]+$/,
  /** The enquiry form's name: letters, spaces (not other whitespace) and dots. */
  enquiryName: /^[A-Za-z .]+$/,
  mobileNumber: /^\d{10}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  grams: /^\d+(\.\d{1,2})?$/,
  digits: /^\d+$/,
} as const;

/** Upper bounds that keep huge input out of the database; generous for any real value. */
export const maxLengths = {
  name: 100,
  /** Ten digits exactly (the pattern), no country code. */
  mobileNumber: 10,
  email: 254,
  city: 60,
  grams: 10,
  digits: 12,
  message: 2000,
} as const;

/**
 * A required text field: 'required' when empty, 'Invalid' when its characters (see plainText), the
 * pattern or the length fail.
 */
export function requiredText(pattern: RegExp, maxLength: number, lines: TextLines = 'single') {
  return z
    .string(messages.fieldRequired)
    .check(
      z.minLength(1, messages.fieldRequired),
      plainText(lines),
      z.maxLength(maxLength, messages.fieldInvalid),
      z.regex(pattern, messages.fieldInvalid),
    );
}

/**
 * A text field the visitor may leave empty or out: 'Invalid' when its characters (see plainText),
 * the pattern or the length fail; never 'required'.
 */
export function optionalText(pattern: RegExp, maxLength: number, lines: TextLines = 'single') {
  return z.optional(
    z
      .string(messages.fieldInvalid)
      .check(
        plainText(lines),
        z.maxLength(maxLength, messages.fieldInvalid),
        z.regex(pattern, messages.fieldInvalid),
      ),
  );
}

export const personName = () => requiredText(patterns.personName, maxLengths.name);
export const mobileNumber = () => requiredText(patterns.mobileNumber, maxLengths.mobileNumber);
export const emailAddress = () => requiredText(patterns.email, maxLengths.email);
export const wholeNumber = () => requiredText(patterns.digits, maxLengths.digits);
