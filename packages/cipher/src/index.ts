// Light imports: AES with the ECB mode and UTF-8/Base64 encoders, not the whole of crypto-js.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const options = { mode: ECB, padding: Pkcs7 };

/** Encrypts a JSON-serialisable payload: AES-ECB, PKCS7 padding, Base64 cipher text. */
export function encryptPayload(payload: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(payload), Utf8.parse(key), options).toString();
}

/** Decrypts Base64 cipher text back to the parsed JSON value; throws on a bad key or text. */
export function decryptPayload(cipherText: string, key: string): unknown {
  const plain = AES.decrypt(
    { ciphertext: Base64.parse(cipherText) } as Parameters<typeof AES.decrypt>[0],
    Utf8.parse(key),
    options,
  ).toString(Utf8);
  if (plain === '') throw new Error('cipher text did not decrypt');
  return JSON.parse(plain);
}
