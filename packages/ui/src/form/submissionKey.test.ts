import { describe, expect, it } from 'vitest';
import { newSubmissionKey, submissionFingerprint } from './submissionKey';

const file = (name: string, content: string, lastModified = 1) =>
  new File([content], name, { type: 'application/pdf', lastModified });

describe("a submission's key and fingerprint", () => {
  it('makes keys of 32 hex digits, a new one each time', () => {
    const keys = Array.from({ length: 50 }, newSubmissionKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(50);
  });

  it('tells apart the same values with another file, by name, size or date, but not the same file', () => {
    const values = { name: 'Meena' };
    const same = submissionFingerprint([values, file('a.pdf', 'x')]);
    expect(submissionFingerprint([values, file('a.pdf', 'x')])).toBe(same);
    for (const other of [file('b.pdf', 'x'), file('a.pdf', 'xy'), file('a.pdf', 'x', 2), null])
      expect(submissionFingerprint([values, other])).not.toBe(same);
    expect(submissionFingerprint([{ name: 'Meena.' }, file('a.pdf', 'x')])).not.toBe(same);
  });
});
