import { get } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Bytes of a body after gzip at level 6 (zlib's default, what servers and CDNs commonly use). */
export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body, { level: 6 }).length;
}

// A new connection per file: a kept-alive socket the server closed meanwhile fails the fetch.
function bodyOf(url: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(response.statusCode === 200 ? Buffer.concat(chunks) : null));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Gzip sizes of scripts fetched from the server under test, each URL fetched once per bench.
 * A URL that does not answer 200 counts 0 bytes (it shipped nothing).
 */
export class ScriptSizes {
  private readonly sizes = new Map<string, Promise<number>>();

  async gzipOf(url: string): Promise<number> {
    let size = this.sizes.get(url);
    if (!size) {
      size = bodyOf(url).then((body) => (body ? gzipSize(body) : 0));
      this.sizes.set(url, size);
    }
    return size;
  }

  async totalGzip(urls: readonly string[]): Promise<number> {
    const sizes = await Promise.all([...new Set(urls)].map((url) => this.gzipOf(url)));
    return sizes.reduce((sum, size) => sum + size, 0);
  }
}
