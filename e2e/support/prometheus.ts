import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnableHere } from './documentedCommands';
import { repoRoot } from './serverProcess';

/** Debian's Prometheus (`npm test` installs it when missing: scripts/ensurePrometheus.mjs). */
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

/** The production scrape interval (deploy/prometheus/prometheus.yml), 15 times the drill's 1 s. */
export const DRILL_SPEEDUP = 15;

/** An alert as Prometheus's API tells it. */
export interface Alert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

/** One sample of an instant query's answer. */
export interface Sample {
  metric: Record<string, string>;
  value: number;
}

export interface Prometheus {
  url: string;
  /** The alerts pending or firing now. */
  alerts(): Promise<Alert[]>;
  /** The answer to a PromQL query now. */
  query(expression: string): Promise<Sample[]>;
  /** The names of the alerts that fired at any time in the last `seconds`. */
  firedWithin(seconds: number): Promise<string[]>;
  stop(): Promise<void>;
}

/** `duration` (`1m`, `30s`) divided by {@link DRILL_SPEEDUP}, in whole seconds. */
function sped(duration: string): string {
  const [, amount, unit] = /^(\d+)([sm])$/.exec(duration) ?? [];
  if (!amount) throw new Error(`alerts.yml: a duration the drill cannot shorten: ${duration}`);
  const seconds = (Number(amount) * (unit === 'm' ? 60 : 1)) / DRILL_SPEEDUP;
  if (!Number.isInteger(seconds)) throw new Error(`${duration} / ${DRILL_SPEEDUP} is not whole`);
  return `${seconds}s`;
}

/**
 * deploy/prometheus's rules with every range and `for:` divided by {@link DRILL_SPEEDUP}: a rule
 * sees as many scrapes, 1 s apart, as it does 15 s apart in production.
 */
export function drillRules(): string {
  return readFileSync(join(repoRoot, 'deploy/prometheus/alerts.yml'), 'utf8')
    .replace(/\[(\d+[sm])\]/g, (_, duration: string) => `[${sped(duration)}]`)
    .replace(/^(\s+for: )(\d+[sm])$/gm, (_, key: string, duration: string) => key + sped(duration));
}

/**
 * Starts Prometheus on `port` with deploy/prometheus's config and rules, sped up for a drill:
 * scraping and evaluating every second, the rules' windows shortened to match (drillRules), the
 * instances at `instances` (host:port of their ops listeners, with `token`) and HAProxy's
 * exporter at `haproxy`. Resolves once it is ready.
 */
export async function startPrometheus(
  port: number,
  { instances, haproxy, token }: { instances: readonly string[]; haproxy: string; token: string },
): Promise<Prometheus> {
  const folder = mkdtempSync(join(tmpdir(), 'gold-prometheus-'));
  const tokenFile = join(folder, 'gold-metrics-token');
  writeFileSync(tokenFile, token);
  writeFileSync(join(folder, 'alerts.yml'), drillRules());
  const config = runnableHere(
    readFileSync(join(repoRoot, 'deploy/prometheus/prometheus.yml'), 'utf8'),
    {
      'scrape_interval: 15s': 'scrape_interval: 1s',
      'evaluation_interval: 15s': 'evaluation_interval: 1s',
      '/etc/prometheus/gold-metrics-token': tokenFile,
      "['10.0.0.11:8081', '10.0.0.12:8081', '10.0.0.13:8081']": JSON.stringify(instances),
      "['10.0.0.2:8405']": JSON.stringify([haproxy]),
    },
  );
  writeFileSync(join(folder, 'prometheus.yml'), config);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(folder, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`prometheus exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('prometheus was not ready within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const api = async <T>(path: string): Promise<T> => {
    const answer = (await (await fetch(`${url}/api/v1/${path}`)).json()) as { data: T };
    return answer.data;
  };
  const query = async (expression: string) => {
    const { result } = await api<{
      result: { metric: Record<string, string>; value: [number, string] }[];
    }>(`query?query=${encodeURIComponent(expression)}`);
    return result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
  };
  return {
    url,
    alerts: async () => (await api<{ alerts: Alert[] }>('alerts')).alerts,
    query,
    async firedWithin(seconds) {
      const fired = await query(
        `group by (alertname) (last_over_time(ALERTS{alertstate="firing"}[${seconds}s]))`,
      );
      return fired.map((sample) => sample.metric.alertname!).sort();
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
