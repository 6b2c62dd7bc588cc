import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingFiles } from './buildSnapshot';

const folders: string[] = [];

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gold-bench-test-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('missing files of a copied build', () => {
  it('finds the scripts a shell page names but its folder lacks', () => {
    const dir = build({
      'index.html':
        '<script defer src="/shell/main.1a2b.js"></script><script src="/shell/gone.3c4d.js"></script>',
      'main.1a2b.js': '',
    });
    expect(missingFiles(dir)).toEqual(['gone.3c4d.js']);
  });

  it('finds the chunks a federation manifest names but its folder lacks', () => {
    const manifest = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js' },
        buildInfo: { buildName: '@gold/mf-home' },
      },
      exposes: [
        { path: './HomePage', assets: { js: { sync: ['613.aa.js', '662.bb.js'], async: [] } } },
      ],
    };
    const dir = build({
      'mf-manifest.json': JSON.stringify(manifest),
      'remoteEntry.js': '',
      '613.aa.js': '',
    });
    expect(missingFiles(dir)).toEqual(['662.bb.js']);
  });

  it('passes a complete build', () => {
    expect(
      missingFiles(
        build({ 'index.html': '<script src="/shell/main.js"></script>', 'main.js': '' }),
      ),
    ).toEqual([]);
  });
});
