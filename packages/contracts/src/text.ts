import * as z from 'zod/mini';
import { messages } from './messages';

/** A one-line field (every field but a message), or one that may hold several lines. */
export type TextLines = 'single' | 'multi';

/** How a refusal names each problem. */
export const textProblems = {
  nul: 'holds a NUL character',
  loneSurrogate: 'holds a lone surrogate (half of a UTF-16 pair), which is not text',
  lineBreak: 'holds a line break (CR or LF)',
  bareCarriageReturn: 'holds a CR that is not followed by LF',
} as const;

/**
 * Why `text` cannot be stored as the visitor's words, or null. PostgreSQL refuses NUL in text; a
 * lone surrogate has no UTF-8 form, so it would be stored as U+FFFD; a line break in a one-line
 * field (or a CR alone in a message) would start a new line or record in whatever later reads it.
 */
export function textProblem(text: string, lines: TextLines = 'single'): string | null {
  if (text.includes('\u0000')) return textProblems.nul;
  // With the u flag a pair is one code point, so only a lone surrogate is a \p{Cs}.
  if (/\p{Cs}/u.test(text)) return textProblems.loneSurrogate;
  if (lines === 'single' && /[\r\n]/.test(text)) return textProblems.lineBreak;
  if (lines === 'multi' && /\r(?!\n)/.test(text)) return textProblems.bareCarriageReturn;
  return null;
}

/**
 * The check of {@link textProblem} for a zod string: its message is the forms' 'Invalid', and the
 * problem itself is in the issue's `params.problem`, for the API's answer.
 */
export function plainText(lines: TextLines = 'single') {
  return z.superRefine<string>((text, context) => {
    const problem = textProblem(text, lines);
    if (problem !== null) {
      context.issues.push({
        code: 'custom',
        message: messages.fieldInvalid,
        input: text,
        params: { problem },
      });
    }
  });
}
