import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as browser from './index';
import * as node from './node';

const key = 'KanakaGoldKey#25';
const payload = { name: 'Meena', goldGrams: '10.25', goldCarat: '22', note: 'தங்கம் ₹' };

describe('envelope cipher', () => {
  it('gives the same cipher text in the browser and on the server', () => {
    expect(browser.encryptPayload(payload, key)).toBe(node.encryptPayload(payload, key));
  });

  it('round-trips across the two implementations, both ways', () => {
    expect(node.decryptPayload(browser.encryptPayload(payload, key), key)).toEqual(payload);
    expect(browser.decryptPayload(node.encryptPayload(payload, key), key)).toEqual(payload);
  });

  it('matches the vector computed by `openssl enc -aes-128-ecb`', () => {
    expect(node.encryptPayload({ a: 1 }, key)).toBe('G86e0fj07A2YgXkaw4a2/g==');
  });

  it('refuses cipher text made with another key', () => {
    const foreign = node.encryptPayload(payload, '0123456789abcdef');
    expect(() => node.decryptPayload(foreign, key)).toThrow();
    expect(() => browser.decryptPayload(foreign, key)).toThrow();
  });

  it('refuses text that is not Base64 cipher text', () => {
    expect(() => node.decryptPayload('not base64!', key)).toThrow();
    expect(() => node.decryptPayload('AAAA', key)).toThrow();
  });

  it('refuses a payload whose bytes are not UTF-8 on the server', () => {
    // {"a":"<ED A0 80>"}: a lone surrogate written as if it were UTF-8.
    const plain = Buffer.concat([
      Buffer.from('{"a":"'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]);
    const cipher = createCipheriv('aes-128-ecb', Buffer.from(key), null);
    const cipherText = Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
    expect(() => node.decryptPayload(cipherText, key)).toThrow();
  });
});
