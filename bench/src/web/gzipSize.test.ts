import { describe, expect, it } from 'vitest';
import { gzipSize } from './gzipSize';

describe('gzip size', () => {
  it('counts the gzip header and trailer: an empty body is 20 bytes', () => {
    expect(gzipSize(new Uint8Array(0))).toBe(20);
  });

  it('measures text and its bytes alike', () => {
    const script = 'export const rates = { karat22: 7150 };\n'.repeat(50);
    expect(gzipSize(script)).toBe(gzipSize(new TextEncoder().encode(script)));
  });

  it('shrinks repetitive minified code many times over', () => {
    const script = 'function a(){return 1}'.repeat(1000);
    expect(gzipSize(script)).toBeLessThan(script.length / 20);
  });
});
