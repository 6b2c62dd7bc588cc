import { describe, expect, it, vi } from 'vitest';
import { OpsError } from '@gold/ops-client';
import type { PlannedChange } from './planChange';
import { runChange } from './runChange';

function change(send: PlannedChange['send']): PlannedChange {
  return {
    remote: 'calculator',
    kind: 'promote',
    title: 'Promote calculator 1.1.0',
    lines: [],
    revision: 4,
    confirmLabel: 'Promote',
    doneText: 'calculator: 1.1.0 promoted, stable for everyone',
    send,
  };
}
const credentials = { token: 't' };

describe('runChange', () => {
  it('sends the change and reloads, then says it is done', async () => {
    const send = vi.fn(async () => ({
      remote: 'calculator' as const,
      stable: '1.1.0',
      canary: null,
      revision: 5,
    }));
    const reload = vi.fn(async () => 5);
    const outcome = await runChange(change(send), credentials, 'looks good', reload);
    expect(send).toHaveBeenCalledWith(credentials, 'looks good');
    expect(reload).toHaveBeenCalledOnce();
    expect(outcome).toEqual({
      kind: 'done',
      message: 'calculator: 1.1.0 promoted, stable for everyone',
      revision: 5,
    });
  });

  it('on a 409 after which the revision moved: someone else changed it, and the view reloaded', async () => {
    const refused = new OpsError(409, 'calculator changed since you read it (revision 4, now 5)');
    const reload = vi.fn(async () => 5);
    const outcome = await runChange(
      change(async () => Promise.reject(refused)),
      credentials,
      undefined,
      reload,
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(outcome.kind).toBe('conflict');
    expect(outcome.message).toMatch(/^Someone else changed calculator in the meantime/);
    expect(outcome.message).toContain('you confirmed revision 4, it is now 5');
  });

  it('on a 409 without another change (already stable), the server’s words', async () => {
    const refused = new OpsError(409, 'calculator@1.1.0 is already stable');
    const outcome = await runChange(
      change(async () => Promise.reject(refused)),
      credentials,
      undefined,
      async () => 4,
    );
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'calculator: calculator@1.1.0 is already stable',
    });
  });

  it('shows any other refusal in the server’s words, and a refused token signs out', async () => {
    const invalid = new OpsError(400, 'the request is not valid', ['ramp: too long']);
    expect(
      await runChange(
        change(async () => Promise.reject(invalid)),
        credentials,
        undefined,
        async () => 4,
      ),
    ).toEqual({ kind: 'refused', message: 'calculator: the request is not valid: ramp: too long' });
    const revoked = new OpsError(401, 'a valid ops token is required');
    expect(
      await runChange(
        change(async () => Promise.reject(revoked)),
        credentials,
        undefined,
        async () => 4,
      ),
    ).toEqual({ kind: 'signed-out', message: 'a valid ops token is required' });
  });
});
