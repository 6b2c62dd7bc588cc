import type { TokenSigner } from '../platform/security/signedToken';

const PURPOSE = 'captcha';

/** How long a page load's captcha is taken without its code: a tab left open half a day. */
export const CAPTCHA_PROOF_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The server's word that it drew `captcha` for a page load: sent in the page, and back with a
 * form posted before its code came, so that the server checks the captcha as the code would.
 */
export function proveCaptcha(signer: TokenSigner, captcha: string, now = Date.now()): string {
  return signer.sign(PURPOSE, { captcha, until: now + CAPTCHA_PROOF_TTL_MS });
}

/** The captcha `proof` stands for, where this server's key signed it and it has not run out. */
export function provenCaptcha(
  signer: TokenSigner,
  proof: unknown,
  now = Date.now(),
): string | undefined {
  const payload = signer.verify(PURPOSE, proof) as
    { captcha?: unknown; until?: unknown } | undefined;
  if (typeof payload?.captcha !== 'string' || typeof payload.until !== 'number') return undefined;
  return payload.until > now ? payload.captcha : undefined;
}
