import { describe, expect, it } from 'vitest';
import { clearCredentials, readCredentials, saveCredentials } from './credentialStore';

describe('the credential store', () => {
  it('keeps the token and name in sessionStorage, never in a cookie', () => {
    saveCredentials({ token: 'secret', actor: 'meena' });
    expect(readCredentials()).toEqual({ token: 'secret', actor: 'meena' });
    expect(document.cookie).not.toContain('secret');
    clearCredentials();
    expect(readCredentials()).toBeUndefined();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('gold-ops-console', '{not json');
    expect(readCredentials()).toBeUndefined();
  });
});
