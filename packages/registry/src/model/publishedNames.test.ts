import { describe, expect, it } from 'vitest';
import { isSafeFileName, isStrictSemver, nameProblems } from './publishedNames';

describe('isStrictSemver', () => {
  it('takes versions as Semantic Versioning writes them, prerelease and build parts included', () => {
    for (const version of [
      '1.2.3',
      '0.0.0',
      '10.20.30',
      '1.2.3-rc.1',
      '1.2.3-alpha-b.0',
      '1.2.3+build.5',
      '1.2.3-rc.1+sha.abc-1',
    ])
      expect(isStrictSemver(version), version).toBe(true);
  });

  it('refuses paths, markup, loose spellings and what is too long', () => {
    for (const version of [
      '../home/x',
      '1.2.3/../../x',
      '1.2',
      'v1.2.3',
      '=1.2.3',
      ' 1.2.3',
      '1.2.3 ',
      '01.2.3',
      '1.2.3-01',
      '1.2.3-rc..1',
      '1.2.3"><script>',
      "1.2.3-a'b",
      '1.2.3\n',
      '1.2.3-%2e%2e',
      `1.2.3-${'a'.repeat(60)}`,
      '',
    ])
      expect(isStrictSemver(version), version).toBe(false);
  });
});

describe('isSafeFileName', () => {
  it('takes the names builds have', () => {
    for (const name of [
      'remoteEntry.js',
      'static/js/826.f2379d0bd3.js',
      '__federation_expose_CalculatorPage.7056cbecdc.js',
      'a~b/.well-known.js',
    ])
      expect(isSafeFileName(name), name).toBe(true);
  });

  it('refuses absolute URLs and paths, scheme-relative names, "..", quotes and control characters', () => {
    for (const name of [
      'http://127.0.0.1:9/secret',
      '//127.0.0.1:9/secret',
      '/etc/passwd',
      '../x.js',
      'a/../../x.js',
      'a/./x.js',
      '..',
      'a//b.js',
      'a/',
      'x.js"onload="alert(1)',
      "x.js'",
      'x.js\u0000',
      'x\r\nSet-Cookie: a=b',
      'a\\b.js',
      'x.js?y',
      'x.js#y',
      '%2e%2e/x.js',
      'a b.js',
      '',
      `${'a'.repeat(201)}`,
    ])
      expect(isSafeFileName(name), name).toBe(false);
  });
});

describe('nameProblems', () => {
  it('names each refused part of a manifest, control characters shown escaped', () => {
    expect(nameProblems({ version: '1.0.0', entryFile: 'remoteEntry.js' })).toEqual([]);
    expect(nameProblems({ version: '../home/x', entryFile: 'x.js"\u0007' })).toEqual([
      'version "../home/x" is not a semantic version like 1.2.3, 1.2.3-rc.1 or 1.2.3+build.5 (at most 64 characters)',
      'entry file "x.js\\"\\u0007" is not a relative file name of letters, digits, ".", "_", "-" and "~" in folders joined by "/" (no "..", at most 200 characters)',
    ]);
  });
});
