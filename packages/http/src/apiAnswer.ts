/** A decrypted answer: flag 1 means success; data is null when the server sent none. */
export interface ApiAnswer<T> {
  flag: number;
  message: string;
  data: T | null;
}

/** Validates decrypted data; a zod schema's `parse` fits. */
export type Parse<T> = (value: unknown) => T;
