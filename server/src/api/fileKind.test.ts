import { describe, expect, it } from 'vitest';
import { detectFileKind, kindOfFileName } from './fileKind';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectFileKind', () => {
  it('knows PNG, JPEG and PDF by their magic numbers', () => {
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe('jpeg');
    expect(detectFileKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
  });

  it('refuses other files, including near misses and short heads', () => {
    expect(detectFileKind(new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull();
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(detectFileKind(bytes())).toBeNull();
  });
});

describe('kindOfFileName', () => {
  it('maps the accepted extensions, in any case', () => {
    expect(kindOfFileName('cert.PNG')).toBe('png');
    expect(kindOfFileName('cert.jpg')).toBe('jpeg');
    expect(kindOfFileName('cert.final.jpeg')).toBe('jpeg');
    expect(kindOfFileName('cert.pdf')).toBe('pdf');
  });

  it('gives null for other names', () => {
    expect(kindOfFileName('cert.exe')).toBeNull();
    expect(kindOfFileName('cert.png.exe')).toBeNull();
    expect(kindOfFileName('pdf')).toBeNull();
  });
});
