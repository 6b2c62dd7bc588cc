import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptPayload, encryptPayload } from '@gold/cipher';
import { defaultPublicConfig } from '@gold/config';
import { postEncrypted } from './client';
import { HttpError } from './httpError';
import { inFlightRequestsAtom, siteStore } from './loading';

const key = defaultPublicConfig.aesKey;
const identity = (value: unknown) => value;

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('postEncrypted (with a stubbed fetch: a unit test of the client alone)', () => {
  it('sends the encrypted payload in {data} and decrypts the answer', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const sent = JSON.parse(String(init.body)) as { data: string };
      expect(decryptPayload(sent.data, key)).toEqual({ pageSize: 5 });
      return answer({ flag: 1, message: 'ok', data: encryptPayload({ total: 3 }, key) });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const result = await postEncrypted('goldRate/view', { pageSize: 5 }, identity);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/goldRate/view');
    expect(result).toEqual({ flag: 1, message: 'ok', data: { total: 3 } });
  });

  it('returns flag and message untouched when the server says no', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ flag: 0, message: 'No rate today', data: null })),
    );
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(postEncrypted('goldRate/view', {}, identity)).resolves.toEqual({
      flag: 0,
      message: 'No rate today',
      data: null,
    });
  });

  it('throws HttpError with the status for a non-envelope error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(postEncrypted('branch/getAll', {}, identity)).rejects.toMatchObject({
      status: 502,
    });
  });

  it('reads a refusal (4xx envelope) as a flag-0 answer with its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ flag: 0, message: 'File type not acceptable', data: null }, 400)),
    );
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(postEncrypted('franchise/enquiry/add', {}, identity)).resolves.toMatchObject({
      flag: 0,
      message: 'File type not acceptable',
    });
  });

  it('throws HttpError for a server failure (5xx) even when it carries an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ flag: 0, message: 'Something broke', data: null }, 503)),
    );
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(postEncrypted('goldRate/calculate/add', {}, identity)).rejects.toMatchObject({
      status: 503,
    });
  });

  it('throws HttpError 0 when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = await postEncrypted('branch/getAll', {}, identity).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(0);
  });

  it('counts the request in flight while it runs and writes one debug line', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const pending = postEncrypted('goldRate/view', {}, identity);
    expect(siteStore.get(inFlightRequestsAtom)).toBe(1);
    release(answer({ flag: 1, message: '', data: null }));
    await pending;
    expect(siteStore.get(inFlightRequestsAtom)).toBe(0);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(String(debug.mock.calls[0]?.[0])).toMatch(/POST \/api\/goldRate\/view -> 200/);
  });

  it('adds the XSRF header from the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D1';
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      answer({ flag: 1, message: '', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await postEncrypted('inquiry/add', {}, identity);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('abc=1');
  });
});
