import { describe, expect, it } from 'vitest';
import { evictionChoice, type EvictionCandidate } from './evictionChoice';

/** A candidate named for the test; an idle one of a one-connection address unless told. */
const held = (name: string, facts: Partial<EvictionCandidate> = {}) => ({
  name,
  addressHolds: 1,
  newcomersAddress: false,
  busy: 0,
  moving: false,
  ...facts,
});

const chosen = (...candidates: ReturnType<typeof held>[]) => evictionChoice(candidates)?.name;

describe('which connection the cap closes for a newcomer', () => {
  it('never an upload moving bytes while an idle or slow connection is held, however few its address holds', () => {
    const upload = held('upload', { busy: 1, moving: true });
    expect(chosen(upload, held('idle'))).toBe('idle');
    expect(chosen(upload, held('slow body', { busy: 1 }))).toBe('slow body');
    expect(
      chosen(
        held('upload of a crowd', { busy: 1, moving: true, addressHolds: 60 }),
        upload,
        held('idle'),
      ),
    ).toBe('idle');
    // Only moving ones left: the address holding the most loses one.
    expect(chosen(upload, held('crowd', { busy: 1, moving: true, addressHolds: 3 }))).toBe('crowd');
  });

  it('among the rest: the address holding the most, the newcomer’s own on a tie, idle before busy, the oldest first', () => {
    expect(chosen(held('one'), held('of many', { addressHolds: 5, busy: 1 }))).toBe('of many');
    expect(
      chosen(
        held('other', { addressHolds: 2 }),
        held('own', { addressHolds: 2, newcomersAddress: true }),
      ),
    ).toBe('own');
    expect(chosen(held('waiting', { busy: 1 }), held('idle'))).toBe('idle');
    expect(chosen(held('oldest'), held('newer'))).toBe('oldest');
    expect(chosen()).toBeUndefined();
  });
});
