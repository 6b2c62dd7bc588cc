/** The 62 letters and digits a captcha draws from. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const CAPTCHA_LENGTH = 6;

/** A new captcha text; `random` returns integers below its bound (crypto-backed by default). */
export function generateCaptcha(random: (bound: number) => number = cryptoRandomInt): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) {
    text += CAPTCHA_ALPHABET.charAt(random(CAPTCHA_ALPHABET.length));
  }
  return text;
}

/** Case-sensitive comparison of what the visitor typed with what was shown. */
export function captchaMatches(shown: string, entered: string): boolean {
  return entered.length === shown.length && entered === shown;
}

function cryptoRandomInt(bound: number): number {
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(256 / bound) * bound;
  const byte = new Uint8Array(1);
  do {
    globalThis.crypto.getRandomValues(byte);
  } while ((byte[0] ?? 0) >= limit);
  return (byte[0] ?? 0) % bound;
}
