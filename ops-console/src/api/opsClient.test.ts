import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/rows';
import { callOps, OpsError, remotePath } from './opsClient';

describe('callOps', () => {
  it('sends the bearer token, the actor and a JSON body, without cookies', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { ok: true }));
    const answer = await callOps(
      { token: 'secret-token', actor: 'meena' },
      'POST',
      '/ops/registry/calculator/promote',
      { revision: 4 },
      fetchImpl,
    );
    expect(answer).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/ops/registry/calculator/promote');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toEqual({
      Authorization: 'Bearer secret-token',
      'X-Ops-Actor': 'meena',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({ revision: 4 });
  });

  it('names no actor when the operator gave none: the server records the token’s name', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, {}));
    await callOps({ token: 't' }, 'GET', '/ops/registry', undefined, fetchImpl);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ Authorization: 'Bearer t' });
    expect(init.body).toBeUndefined();
  });

  it('throws the server’s refusal text with its status: 401, 429, 409 and 400 details', async () => {
    const refusal = (status: number, body: unknown): Promise<OpsError> =>
      callOps({ token: 't' }, 'GET', '/ops/registry', undefined, async () =>
        jsonResponse(status, body),
      ).then(
        () => Promise.reject(new Error('no refusal')),
        (error: unknown) => error as OpsError,
      );
    const wrong = await refusal(401, { error: 'a valid ops token is required' });
    expect(wrong).toBeInstanceOf(OpsError);
    expect([wrong.status, wrong.describe()]).toEqual([401, 'a valid ops token is required']);
    const throttled = await refusal(429, { error: 'too many failed ops attempts: retry in 42 s' });
    expect(throttled.describe()).toBe('too many failed ops attempts: retry in 42 s');
    const invalid = await refusal(400, { error: 'the request is not valid', details: ['a', 'b'] });
    expect(invalid.describe()).toBe('the request is not valid: a; b');
    const bare = await refusal(502, 'not json');
    expect(bare.describe()).toBe('the server answered 502');
  });

  it('says when no server answered at all', async () => {
    const error = await callOps({ token: 't' }, 'GET', '/ops/registry', undefined, async () => {
      throw new TypeError('Failed to fetch');
    }).then(
      () => Promise.reject(new Error('no refusal')),
      (e: unknown) => e as OpsError,
    );
    expect([error.status, error.message]).toEqual([
      0,
      'the server did not answer (Failed to fetch)',
    ]);
  });

  it('escapes the remote in a path', () => {
    expect(remotePath('calc/../x', 'abort')).toBe('/ops/registry/calc%2F..%2Fx/abort');
  });
});
