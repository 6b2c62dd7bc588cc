import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectionCap, descriptorLimit, reservedDescriptors } from './connectionCap';

/** A /proc/<pid>/limits file with this soft limit of open files. */
function limitsFile(soft: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'limits-')), 'limits');
  writeFileSync(
    path,
    [
      'Limit                     Soft Limit           Hard Limit           Units     ',
      'Max processes             96365                96365                processes ',
      `Max open files            ${soft.padEnd(20)} 524288               files     `,
      'Max locked memory         8388608              8388608              bytes     ',
    ].join('\n'),
  );
  return path;
}

describe('the connection cap', () => {
  it('reads the soft limit of open files, and nothing where there is none', () => {
    expect(descriptorLimit(limitsFile('1500'))).toBe(1500);
    expect(descriptorLimit(limitsFile('unlimited'))).toBeUndefined();
    expect(descriptorLimit('/nonexistent/limits')).toBeUndefined();
    // This process's own (Linux, where the tests run).
    expect(descriptorLimit()).toBeGreaterThan(0);
  });

  it('keeps a tenth of the limit, at least 256, for the database, files and ops', () => {
    expect(reservedDescriptors(1024)).toBe(256);
    expect(reservedDescriptors(65_536)).toBe(6554);
  });

  it('is what the limit leaves unless MAX_CONNECTIONS says less', () => {
    expect(connectionCap(1500, undefined)).toMatchObject({ total: 1244, lowered: false });
    expect(connectionCap(1500, undefined).message).toBe(
      'connections: at most 1244 (file descriptor limit 1500, 256 kept for the database, files and the ops listener)',
    );
    expect(connectionCap(1500, 1000)).toMatchObject({ total: 1000, lowered: false });
  });

  it('lowers a MAX_CONNECTIONS that would leave too little, and says how to allow it', () => {
    const cap = connectionCap(1500, 1500);
    expect(cap).toMatchObject({ total: 1244, lowered: true });
    expect(cap.message).toBe(
      'MAX_CONNECTIONS=1500 leaves too few of the 1500 file descriptors (ulimit -n) for the database, files and the ops listener (256): capping connections at 1244; raise the limit (LimitNOFILE= in a systemd unit) to allow 1500',
    );
  });

  it('refuses to start on a limit that leaves too few connections', () => {
    expect(() => connectionCap(300, undefined)).toThrow(
      /^refusing to start: the file descriptor limit \(ulimit -n\) is 300, which leaves fewer than 64 connections/,
    );
  });

  it('without a known limit, caps only at MAX_CONNECTIONS', () => {
    expect(connectionCap(undefined, undefined).total).toBeUndefined();
    expect(connectionCap(undefined, 500).total).toBe(500);
  });
});
