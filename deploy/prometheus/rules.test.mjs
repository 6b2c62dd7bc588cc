import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROMTOOL } from '../../scripts/ensurePrometheus.mjs';

// Debian's promtool (npm test installs it) checks and tests the rules as Prometheus reads them.
const here = fileURLToPath(new URL('.', import.meta.url));

/** promtool's exit code, with all it said when it fails. */
function promtool(...args) {
  const run = spawnSync(PROMTOOL, args, { cwd: here, encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `${PROMTOOL}: ${run.error.message} (node scripts/ensurePrometheus.mjs installs it)`,
    );
  return { code: run.status, said: `${run.stdout}${run.stderr}` };
}

const namesIn = (file, pattern) =>
  new Set([...readFileSync(`${here}/${file}`, 'utf8').matchAll(pattern)].map((match) => match[1]));

describe('the alert rules of deploy/prometheus', () => {
  it('are rules Prometheus loads, beside a scrape config it reads', () => {
    for (const args of [
      ['check', 'rules', 'alerts.yml'],
      ['check', 'config', '--syntax-only', 'prometheus.yml'],
    ]) {
      const { code, said } = promtool(...args);
      expect(code, said).toBe(0);
    }
  });

  it('each fire on their fault and not on a near miss; each drill fires its rule and no other', () => {
    const { code, said } = promtool('test', 'rules', 'alerts.test.yml', 'drills.test.yml');
    expect(code, said).toBe(0);
  }, 60_000);

  it('each have a test of their own', () => {
    const tested = namesIn('alerts.test.yml', /alertname: (\w+)/g);
    for (const rule of namesIn('alerts.yml', /^\s*- alert: (\w+)$/gm))
      expect(tested.has(rule), `${rule} has no test in alerts.test.yml`).toBe(true);
  });
});
