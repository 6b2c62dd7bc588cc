import { describe, expect, it } from 'vitest';
import { startedIn } from './pglite';

describe("the embedded database thread's start", () => {
  it('is its ready message, not the import reports of node --watch on the same port', () => {
    expect(startedIn({ 'watch:import': ['file:///app/pgliteWorker.mjs'] })).toBeUndefined();
    expect(startedIn({ id: 1, ok: true, value: null })).toBeUndefined();
    expect(startedIn(null)).toBeUndefined();
    expect(startedIn({ ready: true })).toEqual({ ready: true });
    const failed = { ready: false, error: { name: 'Error', message: 'disk full' } };
    expect(startedIn(failed)).toEqual(failed);
  });
});
