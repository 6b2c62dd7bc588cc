import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative } from 'node:path';

// The ceiling of the capacity part: node:http alone sending the same files from memory (their
// gzip form where asked, as nginx's gzip_static does), so the ratio to nginx says what Node itself
// can reach on this machine, and the server's ratio to this what our code costs on top.
const root = process.env.FILES_DIR;
if (!root) throw new Error('FILES_DIR must be set');

interface File {
  body: Buffer;
  gzip?: Buffer;
  type: string;
}

function filesIn(dir: string, files = new Map<string, File>()): Map<string, File> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesIn(path, files);
    else if (!name.endsWith('.gz')) {
      const gzipPath = `${path}.gz`;
      files.set(`/${relative(root as string, path)}`, {
        body: readFileSync(path),
        gzip: statSync(gzipPath, { throwIfNoEntry: false }) ? readFileSync(gzipPath) : undefined,
        type: name.endsWith('.js') ? 'application/javascript' : 'text/html; charset=utf-8',
      });
    }
  }
  return files;
}

const files = filesIn(root);
createServer((request, response) => {
  const file = files.get(request.url ?? '');
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding']));
  const body = gzip && file.gzip ? file.gzip : file.body;
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.length,
    ...(gzip && { 'content-encoding': 'gzip', vary: 'Accept-Encoding' }),
  });
  response.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
