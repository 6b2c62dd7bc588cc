import { describe, expect, it } from 'vitest';
import { generalEnquirySchema } from './index';
import { textProblem, textProblems } from './text';
import { issuesOf } from './testing/schemaIssues';

describe('textProblem', () => {
  it.each([
    ['Meena Kumari', 'single', null],
    ['Tamil அ and an emoji 😀', 'single', null],
    ['a\u0000b', 'single', textProblems.nul],
    ['a\u0000b', 'multi', textProblems.nul],
    ['\uD800', 'single', textProblems.loneSurrogate],
    ['a\uDC00b', 'multi', textProblems.loneSurrogate],
    ['😀\uDE00', 'single', textProblems.loneSurrogate],
    ['line\n', 'single', textProblems.lineBreak],
    ['\rline', 'single', textProblems.lineBreak],
    ['a\r\nb', 'single', textProblems.lineBreak],
    ['line one\nline two', 'multi', null],
    ['line one\r\nline two\r\n', 'multi', null],
    ['line one\rline two', 'multi', textProblems.bareCarriageReturn],
    ['ends with CR\r', 'multi', textProblems.bareCarriageReturn],
  ] as const)('%j (%s line) -> %s', (text, lines, problem) => {
    expect(textProblem(text, lines)).toBe(problem);
  });
});

describe('a refusal for its characters', () => {
  it("is the forms' 'Invalid', with the problem in params for the API's answer", () => {
    const enquiry = {
      name: 'Meena',
      mobileNumber: '9876543210',
      preferredTime: 'Any time',
      message: 'hello \uD800',
    };
    expect(issuesOf(generalEnquirySchema, enquiry)).toEqual([
      expect.objectContaining({
        path: ['message'],
        code: 'custom',
        message: 'Invalid',
        params: { problem: textProblems.loneSurrogate },
      }),
    ]);
  });
});
