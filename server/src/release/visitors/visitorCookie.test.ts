import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../../platform/security/signedToken';
import { BUCKET_COOKIE, newVisitorCookie, readVisitor, visitorOf } from './visitorCookie';

const signer = new TokenSigner('k'.repeat(32));

async function site() {
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  app.get('/', (request, reply) => reply.send(visitorOf(request, reply, signer)));
  return app;
}

describe('the visitor cookie', () => {
  it('keeps a visitor this server signed, on every visit', async () => {
    const app = await site();
    const first = await app.inject('/');
    const cookie = first.cookies.find((c) => c.name === BUCKET_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const again = await app.inject({ url: '/', cookies: { [BUCKET_COOKIE]: cookie.value } });
    expect(again.json()).toEqual(first.json());
    expect(again.cookies).toEqual([]);
  });

  it('replaces a bucket the client made up, changed or brought from another key', async () => {
    const app = await site();
    const { cookie } = newVisitorCookie(signer, '192.0.2.1');
    const [body, mac] = cookie.split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), bucket: 0 }),
    ).toString('base64url');
    const strangers = [
      '0',
      '42',
      `${changed}.${mac}`,
      newVisitorCookie(new TokenSigner('j'.repeat(32)), '192.0.2.1').cookie,
    ];
    for (const value of strangers) {
      expect(readVisitor(signer, value)).toBeUndefined();
      const answer = await app.inject({ url: '/', cookies: { [BUCKET_COOKIE]: value } });
      const fresh = answer.cookies.find((c) => c.name === BUCKET_COOKIE);
      expect(readVisitor(signer, fresh?.value)).toEqual(answer.json());
    }
  });

  it("gives a new visitor its network's bucket, and spreads networks over the hundred", async () => {
    const app = await site();
    const from = async (remoteAddress: string) =>
      (await app.inject({ url: '/', remoteAddress })).json<{ bucket: number; net: string }>();
    const one = await from('198.51.100.7');
    expect(await from('198.51.100.7')).toMatchObject({ bucket: one.bucket, net: '198.51.100.7' });
    // Any address of one IPv6 /64 is that network.
    const phone = await from('2001:db8:0:7::1');
    expect(await from('2001:db8:0:7:ffff::2')).toMatchObject({ bucket: phone.bucket });
    const buckets = Array.from(
      { length: 5000 },
      (_, i) => newVisitorCookie(signer, `10.${i >> 8}.${i & 255}.1`).visitor.bucket,
    );
    expect(new Set(buckets).size).toBe(100);
    // About one in twenty networks is in a 5 % canary, as many visitors are.
    const inCanary = buckets.filter((bucket) => bucket < 5).length / buckets.length;
    expect(inCanary).toBeGreaterThan(0.04);
    expect(inCanary).toBeLessThan(0.06);
  });
});
