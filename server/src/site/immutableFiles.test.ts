import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chosenForm, ImmutableFiles } from './immutableFiles';

let root: string;
const script = 'export const rates = [18, 22, 24];\n'.repeat(200);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'held-files-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'main.0123456789.js'), script);
  writeFileSync(join(root, 'tiny.js'), 'x');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('files held in memory', () => {
  it('holds a file with its brotli and gzip forms, made once, and keeps serving it from memory', async () => {
    const files = new ImmutableFiles(1024 * 1024);
    const file = await files.get(root, 'assets/main.0123456789.js');
    expect(file?.type).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(file?.br ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(gunzipSync(file?.gzip ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(file?.br?.length).toBeLessThan(script.length / 10);
    // The disk changing (or failing) afterwards changes nothing: the same bytes are sent.
    rmSync(join(root, 'assets'), { recursive: true });
    expect(await files.get(root, 'assets/main.0123456789.js')).toBe(file);
    expect(files.heldBytes()).toBe(
      (file?.body.length ?? 0) + (file?.br?.length ?? 0) + (file?.gzip?.length ?? 0),
    );
  });

  it('sends a tiny file as it is, and has nothing for a missing file or a path out of its folder', async () => {
    const files = new ImmutableFiles(1024 * 1024);
    const tiny = await files.get(root, 'tiny.js');
    expect(tiny?.br).toBeUndefined();
    expect(tiny?.gzip).toBeUndefined();
    expect(await files.get(root, 'assets/missing.js')).toBeUndefined();
    expect(await files.get(root, 'assets')).toBeUndefined();
    writeFileSync(join(root, '..', 'outside-held-files.js'), 'secret');
    expect(await files.get(join(root, 'assets'), '../tiny.js')).toBeUndefined();
    expect(await files.get(root, '../outside-held-files.js')).toBeUndefined();
    rmSync(join(root, '..', 'outside-held-files.js'));
  });

  it('lets the least recently asked file go first once over its room', async () => {
    for (const name of ['a', 'b', 'c']) writeFileSync(join(root, `${name}.txt`), name.repeat(3000));
    // Each file with its two small compressed forms takes a little over 3,000 bytes.
    const files = new ImmutableFiles(14_000);
    const a = await files.get(root, 'a.txt');
    await files.get(root, 'b.txt');
    await files.get(root, 'a.txt');
    await files.get(root, 'c.txt');
    await files.get(root, 'b.txt');
    // a was asked after b, so b left when c came; b is read again, a is still the one held.
    expect(await files.get(root, 'a.txt')).toBe(a);
    expect(files.heldBytes()).toBeLessThanOrEqual(14_000);
  });
});

describe('the form sent', () => {
  const file = {
    body: Buffer.from('body'),
    br: Buffer.from('br'),
    gzip: Buffer.from('gz'),
    type: 'text/plain',
    etag: '"x"',
  };

  it('is brotli, then gzip, as the browser accepts them, else the file as it is', () => {
    expect(chosenForm(file, 'gzip, deflate, br')).toEqual({ body: file.br, encoding: 'br' });
    expect(chosenForm(file, 'gzip')).toEqual({ body: file.gzip, encoding: 'gzip' });
    expect(chosenForm(file, 'br;q=0, gzip;q=0.5')).toEqual({ body: file.gzip, encoding: 'gzip' });
    expect(chosenForm(file, 'identity')).toEqual({ body: file.body });
    expect(chosenForm(file, undefined)).toEqual({ body: file.body });
    expect(chosenForm({ ...file, br: undefined }, 'br')).toEqual({ body: file.body });
  });
});
