import { describe, expect, it } from 'vitest';
import { siteSystem, siteSystemWithoutGlobalStyles } from './system';

const tokenNames = () => new Set(siteSystem().tokens.allTokens.map((token) => token.name));

describe('siteSystem', () => {
  it('has the palettes the pages name, the brand gold, and the status colours built on them', () => {
    const names = tokenNames();
    for (const name of [
      'colors.gray.100',
      'colors.yellow.300',
      'colors.red.700',
      'colors.orange.600',
      'colors.green.600',
      'colors.blue.500',
      'colors.brand.500',
      'colors.fg.error',
      'colors.bg.success',
      'colors.border.warning',
      'colors.fg.info',
      'colors.yellow.solid',
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('leaves out the palettes no page names', () => {
    const names = [...tokenNames()];
    for (const palette of ['teal', 'cyan', 'purple', 'pink']) {
      expect(names.filter((name) => name.startsWith(`colors.${palette}.`))).toEqual([]);
    }
  });
});

describe('the global styles', () => {
  it('are computed when first asked for, not when the system is made (patches/ keeps Chakra so)', () => {
    const global = Object.getOwnPropertyDescriptor(siteSystem(), '_global');
    expect(global?.get).toBeTypeOf('function');
    expect(siteSystem()._global.length).toBeGreaterThan(0);
  });

  it('are none in the system for a page that brings them, which is otherwise the same', () => {
    const full = siteSystem();
    const lean = siteSystemWithoutGlobalStyles();
    expect(lean._global).toEqual([]);
    expect(lean.css({ color: 'brand.500' })).toEqual(full.css({ color: 'brand.500' }));
    expect(lean.tokens).toBe(full.tokens);
    expect(siteSystemWithoutGlobalStyles()).toBe(lean);
  });
});
