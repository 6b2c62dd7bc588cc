import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../run/childServer';
import { repoRoot } from '../run/paths';
import { trackProcess } from '../run/liveProcesses';

/** Debian's nginx (installed when missing, as `node scripts/ensureNginx.mjs` does); NGINX_PATH points elsewhere. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Installs Debian's nginx with the repository's script (apt-get), as the tests do HAProxy. */
async function ensureNginx(): Promise<void> {
  const script = pathToFileURL(join(repoRoot, 'scripts', 'ensureNginx.mjs')).href;
  const { ensureNginx: install } = (await import(script)) as { ensureNginx: () => void };
  install();
  if (!existsSync(nginxPath)) throw new Error(`no nginx at ${nginxPath} after installing it`);
}

/** nginx serving a folder, as the capacity part compares the server with. */
export interface NginxServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The reference configuration: one worker, sendfile, no access log, files' gzip forms sent where
 * asked (gzip_static), keep-alive without a request limit, as a static server for this site would
 * be set up.
 */
export function nginxConfig(root: string, port: number, dir: string): string {
  return `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  types { text/html html; application/javascript js; }
  default_type text/html;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`;
}

/** Starts nginx on a free loopback port serving `root`, and waits until it answers `readyPath`. */
export async function startNginx(root: string, readyPath: string): Promise<NginxServer> {
  if (!existsSync(nginxPath)) await ensureNginx();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'gold-bench-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(root, port, dir));
  const child = spawn(nginxPath, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const tracked = trackProcess({ kill: () => child.kill('SIGTERM') });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGTERM is nginx's fast shutdown; its worker ends with it.
    child.kill('SIGTERM');
    await exited;
    tracked.release();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(origin + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    if (tries > 100) {
      const log = readFileSync(join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' });
      await stop();
      throw new Error(`nginx did not answer ${readyPath} on ${origin}:\n${log.slice(-2000)}`);
    }
    await sleep(100);
  }
}
