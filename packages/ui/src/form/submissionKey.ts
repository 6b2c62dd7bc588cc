/**
 * A new idempotency key for one submission: 32 hex digits from the browser's random source
 * (`crypto.randomUUID` needs a secure context, which a page on a LAN address is not).
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What tells one submission's content from another's: its values, a file by name, size, type and date. */
export function submissionFingerprint(content: unknown): string {
  return JSON.stringify(content, (_name, value: unknown) =>
    value instanceof Blob
      ? {
          name: value instanceof File ? value.name : '',
          size: value.size,
          type: value.type,
          lastModified: value instanceof File ? value.lastModified : 0,
        }
      : value,
  );
}
