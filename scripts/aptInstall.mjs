// Installs a Debian package with apt-get: these machines reach Debian's packages but cannot
// download browsers or database builds of their own. sudo when not root. `recommends: false`
// leaves out what the package only recommends (Prometheus's node exporter, for one).
import { execFileSync } from 'node:child_process';

export function aptInstall(pkg, { recommends = true } = {}) {
  const asRoot = process.getuid?.() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit' });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), pkg]);
}
