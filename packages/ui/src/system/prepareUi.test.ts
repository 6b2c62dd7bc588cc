import { beforeEach, describe, expect, it, vi } from 'vitest';

// The system is made once per module instance: each test takes a fresh one.
const freshSystemModule = () => import('./system');

describe('prepareUi', () => {
  beforeEach(() => vi.resetModules());

  it('makes the system in steps, pausing between them, and the same system is used after', async () => {
    const { prepareUi, siteSystem } = await freshSystemModule();
    const pause = vi.fn(() => Promise.resolve());
    await prepareUi(pause);
    expect(pause).toHaveBeenCalledTimes(13);
    const system = siteSystem();
    await prepareUi(pause);
    expect(pause).toHaveBeenCalledTimes(13);
    expect(siteSystem()).toBe(system);
    expect(system.css({ color: 'brand.500' })).toEqual({ color: 'var(--chakra-colors-brand-500)' });
  });

  it('gives a render that comes during a pause the system at once, and then stops', async () => {
    const { prepareUi, siteSystem } = await freshSystemModule();
    let rendered: ReturnType<typeof siteSystem> | undefined;
    let pauses = 0;
    await prepareUi(async () => {
      pauses += 1;
      rendered ??= siteSystem();
    });
    expect(pauses).toBe(1);
    expect(siteSystem()).toBe(rendered);
    expect(rendered?.tokens.allTokens.length).toBeGreaterThan(100);
  });
});
