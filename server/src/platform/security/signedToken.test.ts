import { describe, expect, it } from 'vitest';
import { TokenSigner } from './signedToken';

describe('TokenSigner', () => {
  const signer = new TokenSigner('k'.repeat(32));

  it('gives back what it signed, for the same purpose', () => {
    const token = signer.sign('view', { id: 'a', versions: { calculator: '1.1.0' } });
    expect(signer.verify('view', token)).toEqual({ id: 'a', versions: { calculator: '1.1.0' } });
  });

  it('refuses a token of another purpose, of another key, changed, or not a token', () => {
    const token = signer.sign('view', { id: 'a' });
    expect(signer.verify('preview', token)).toBeUndefined();
    expect(new TokenSigner('j'.repeat(32)).verify('view', token)).toBeUndefined();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 'b' })).toString('base64url');
    expect(signer.verify('view', `${forged}.${mac}`)).toBeUndefined();
    expect(signer.verify('view', `${body}.${mac}x`)).toBeUndefined();
    for (const junk of [undefined, 42, '', '.', 'a.b.c', `${body}.`, 'x'.repeat(5000)])
      expect(signer.verify('view', junk)).toBeUndefined();
  });
});
