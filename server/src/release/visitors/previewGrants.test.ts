import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../../platform/security/signedToken';
import { previewLink, readPreviewGrant, signPreviewGrant } from './previewGrants';

describe('preview grants', () => {
  const signer = new TokenSigner('k'.repeat(32));
  const now = Date.parse('2026-11-27T12:00:00Z');
  const grant = {
    id: 'pv-0123456789ab',
    remote: 'calculator' as const,
    version: '1.2.0',
    expiresAt: now + 60_000,
  };

  it('gives back a grant this key signed, until it expires', () => {
    const token = signPreviewGrant(signer, grant);
    expect(readPreviewGrant(signer, token, now)).toEqual(grant);
    expect(readPreviewGrant(signer, token, now + 59_999)).toEqual(grant);
    expect(readPreviewGrant(signer, token, now + 60_000)).toBeUndefined();
  });

  it('refuses a forged grant: another key, or the payload changed to another version or remote', () => {
    const token = signPreviewGrant(signer, grant);
    expect(readPreviewGrant(new TokenSigner('j'.repeat(32)), token, now)).toBeUndefined();
    const [, mac] = token.split('.');
    for (const payload of [
      { i: grant.id, r: 'calculator', v: '1.3.0', e: grant.expiresAt },
      { i: grant.id, r: 'home', v: '1.2.0', e: grant.expiresAt },
      { i: grant.id, r: 'calculator', v: '1.2.0', e: grant.expiresAt + 3_600_000 },
      { i: 'pv-another', r: 'calculator', v: '1.2.0', e: grant.expiresAt },
    ]) {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      expect(readPreviewGrant(signer, `${body}.${mac}`, now)).toBeUndefined();
    }
  });

  it('refuses a token signed for another purpose, and payloads that are no grant', () => {
    const asView = signer.sign('view', { r: 'calculator', v: '1.2.0', e: grant.expiresAt });
    expect(readPreviewGrant(signer, asView, now)).toBeUndefined();
    for (const payload of [
      // Signed before grants had ids: one that could not be revoked.
      { r: 'calculator', v: '1.2.0', e: grant.expiresAt },
      { i: grant.id, r: 'nowhere', v: '1.2.0', e: grant.expiresAt },
      { r: 'calculator', v: 12, e: grant.expiresAt },
      { r: 'calculator', v: '1.2.0', e: 'never' },
      'calculator@1.2.0',
      null,
    ])
      expect(readPreviewGrant(signer, signer.sign('preview', payload), now)).toBeUndefined();
    expect(readPreviewGrant(signer, undefined, now)).toBeUndefined();
  });

  it("links to a page of the grant's remote on the site", () => {
    const link = new URL(previewLink('https://gold.example', 'a.b', 'calculator'));
    expect(link.origin + link.pathname).toBe('https://gold.example/website/Calculator');
    expect(link.searchParams.get('preview')).toBe('a.b');
  });
});
