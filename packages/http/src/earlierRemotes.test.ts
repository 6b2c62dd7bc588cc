import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptPayload, encryptPayload } from '@gold/cipher';
import { defaultPublicConfig } from '@gold/config';
import { postEncrypted, postMultipart } from './index';

const key = defaultPublicConfig.aesKey;
const identity = (value: unknown) => value;
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A remote version built before `@gold/http/client` existed calls these through `@gold/http`.
describe('the calls a remote built before the client split finds in @gold/http (with a stubbed fetch)', () => {
  it('postEncrypted sends the encrypted payload and decrypts the answer', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      expect(decryptPayload((JSON.parse(String(init.body)) as { data: string }).data, key)).toEqual(
        { weight: 10 },
      );
      return answer({ flag: 1, message: 'ok', data: encryptPayload({ price: 72000 }, key) });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(
      postEncrypted('goldRate/calculate/add', { weight: 10 }, identity),
    ).resolves.toEqual({
      flag: 1,
      message: 'ok',
      data: { price: 72000 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/goldRate/calculate/add');
  });

  it('postMultipart sends the encrypted payload and the files as a form', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const form = init.body as FormData;
      expect(decryptPayload(String(form.get('data')), key)).toEqual({ name: 'Asha' });
      expect(form.get('certificate')).toBeInstanceOf(Blob);
      return answer({ flag: 1, message: 'Thank you', data: null });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'debug').mockImplementation(() => {});
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    await expect(
      postMultipart('franchise/enquiry/add', { name: 'Asha' }, { certificate: file }, identity),
    ).resolves.toMatchObject({
      flag: 1,
      message: 'Thank you',
    });
  });
});
