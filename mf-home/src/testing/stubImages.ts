import { vi } from 'vitest';

/** What a test sees of an image the code under test created. */
export interface StubImage {
  src: string;
  fetchPriority: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/** Replaces `Image` (jsdom never loads images); returns the list the created images go into. */
export function stubImages(): StubImage[] {
  const created: StubImage[] = [];
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      fetchPriority = 'auto';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        created.push(this);
      }
    },
  );
  return created;
}
