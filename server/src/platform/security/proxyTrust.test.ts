import { apiPaths } from '@gold/contracts';
import { loadServerConfig } from '@gold/config/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFastify } from '../../app';
import { openSiteTestApp, type SiteTestApp } from '../../testing/siteTestApp';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../testing/testApi';
import {
  encodeForm,
  franchiseForm,
  letterTag,
  validEnquiry,
  xsrfHeaders,
} from '../../testing/requestFixtures';

/** The address the client appears to have, by TRUST_PROXY, the connection's peer and the header. */
async function clientAddress(trust: string, peer: string, forwardedFor?: string) {
  const app = newFastify(loadServerConfig({ TRUST_PROXY: trust }), false);
  app.get('/ip', (request) => request.ip);
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const answer = await app.inject({ url: '/ip', remoteAddress: peer, headers });
  await app.close();
  return answer.body;
}

describe('the client address', () => {
  it('is the entry our proxy appended with TRUST_PROXY=1, whatever the client wrote before it', async () => {
    expect(await clientAddress('1', '10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('1', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('1', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('is the entry N from the right with N hops', async () => {
    const chain = '1.2.3.4, 203.0.113.9, 10.0.0.1';
    expect(await clientAddress('2', '10.0.0.2', chain)).toBe('203.0.113.9');
    expect(await clientAddress('3', '10.0.0.2', chain)).toBe('1.2.3.4');
  });

  it('is the first address outside the listed proxies, and the peer when the peer is not one', async () => {
    const chain = '1.2.3.4, 203.0.113.9, 10.0.0.1';
    expect(await clientAddress('10.0.0.0/8', '10.0.0.2', chain)).toBe('203.0.113.9');
    expect(await clientAddress('10.0.0.2', '10.0.0.2', chain)).toBe('10.0.0.1');
    expect(await clientAddress('10.0.0.0/8', '198.51.100.1', chain)).toBe('198.51.100.1');
  });

  it('is the peer without TRUST_PROXY', async () => {
    expect(await clientAddress('', '10.0.0.2', '203.0.113.9')).toBe('10.0.0.2');
  });
});

const OPS_TOKEN = 'test-ops-token-0123456789';
/** The load balancer in front: every connection comes from it. */
const PROXY = '10.0.0.2';

let site: SiteTestApp;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  site = await openSiteTestApp({ env: { OPS_TOKEN, TRUST_PROXY: '1' } });
  ({ app } = site);
  key = site.config.public.aesKey;
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => site?.close(), DATABASE_HOOK_TIMEOUT_MS);

/** A request through our one proxy from `client`, which wrote `forged` before the proxy appended it. */
const through = (client: string, forged: string) => ({
  remoteAddress: PROXY,
  headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
});

describe('behind one proxy (TRUST_PROXY=1), with forged X-Forwarded-For entries', () => {
  it('limits 25 enquiries of one client to 20, though each names another address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const { body, contentType } = await encodeForm(
        franchiseForm(validEnquiry(letterTag(i + 1)), key),
      );
      const { remoteAddress, headers } = through('203.0.113.9', `192.0.2.${i}, 198.18.0.${i}`);
      const answer = await app.inject({
        method: 'POST',
        url: `/api/${apiPaths.franchiseEnquiry}`,
        remoteAddress,
        headers: { ...headers, ...xsrfHeaders, 'content-type': contentType },
        body,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  const registry = (client: string, forged: string, token: string) => {
    const { remoteAddress, headers } = through(client, forged);
    return app.inject({
      method: 'GET',
      url: '/ops/registry',
      remoteAddress,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };

  it('paces wrong ops tokens on the real address, whatever address each names', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await registry('198.51.100.20', `192.0.2.${i}`, `wrong-a${i}`)).statusCode);
    // Ten wrong tokens, and the one a second checked once paced.
    expect(statuses.slice(0, 11)).toEqual(Array.from({ length: 11 }, () => 401));
    expect(statuses.slice(11)).toEqual(Array.from({ length: 29 }, () => 429));
  });

  it("never charges the operator's address with attempts that name it", async () => {
    const operator = '192.0.2.200';
    for (let i = 0; i < 40; i += 1) await registry('198.51.100.30', operator, `wrong-b${i}`);
    // The operator's own mistyped token is checked (401), not paced (429); the right one works.
    expect((await registry(operator, '', 'mistyped')).statusCode).toBe(401);
    expect((await registry(operator, '', OPS_TOKEN)).statusCode).toBe(200);
    expect((await registry('198.51.100.30', operator, 'wrong-again')).statusCode).toBe(429);
  });
});
