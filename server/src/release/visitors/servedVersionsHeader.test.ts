import { describe, expect, it } from 'vitest';
import type { ResolvedRegistry } from '@gold/registry';
import { servedVersionsHeader } from './servedVersionsHeader';

describe('the served versions header', () => {
  it('names each remote version the page runs with its channel, A to Z', () => {
    const target = (version: string, channel: 'stable' | 'canary' | 'override') =>
      ({
        version,
        channel,
        entry: '',
        integrity: '',
      }) as unknown as ResolvedRegistry['remotes']['home'];
    const registry = {
      remotes: {
        home: target('1.0.0', 'stable'),
        calculator: target('1.1.0', 'canary'),
        partner: target('2.0.0-rc.1', 'override'),
      },
    } as unknown as ResolvedRegistry;
    expect(servedVersionsHeader(registry)).toBe(
      'calculator@1.1.0 canary, home@1.0.0 stable, partner@2.0.0-rc.1 override',
    );
  });
});
