import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks small JSON payloads that the server hands a browser and takes back (a page
 * view's id, a preview grant): `<payload, base64url>.<HMAC-SHA256, base64url>`. Stateless, so any
 * instance with the same key checks what another issued. Each use has a `purpose`, signed with the
 * payload, so that a token issued for one use is never accepted for another.
 */
export class TokenSigner {
  constructor(private readonly key: string) {}

  private mac(purpose: string, body: string): Buffer {
    return createHmac('sha256', this.key).update(`${purpose}\n${body}`).digest();
  }

  /**
   * A number from 0 to `range - 1` that only this key gives `text` for `purpose`: the same on
   * every instance and every time, and no one without the key can tell it beforehand.
   */
  keyedNumber(purpose: string, text: string, range: number): number {
    return this.mac(purpose, text).readUInt32BE(0) % range;
  }

  /** The token carrying `payload` for `purpose`. */
  sign(purpose: string, payload: unknown): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(purpose, body).toString('base64url')}`;
  }

  /** The payload of a token this key signed for `purpose`, or undefined for anything else. */
  verify(purpose: string, token: unknown): unknown {
    if (typeof token !== 'string' || token.length > 4096) return undefined;
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return undefined;
    const expected = this.mac(purpose, body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  }
}
