import type { RemoteChannels } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { GuardThresholds } from '../store/guardSettings';
import { formatDuration, parseDuration } from '../durations';
import { describeThresholds } from '../canary/guardRule';
import type { RolloutReport } from '../canary/rolloutReport';
import { callOps } from '@gold/ops-client';
import { UsageError, type OpsTarget } from '../../platform/ops/opsCommand';

type Out = (line: string) => void;

/** `--ramp 5,25,50,100 --every 10m` as the canary endpoint takes it. */
export function rampArg(steps: string, every: string | undefined) {
  const everyMs = every === undefined ? undefined : parseDuration(every);
  if (everyMs === undefined)
    throw new UsageError('a ramp needs --every <duration>, like 10m, 30s or 1h');
  const percentages = steps
    .split(',')
    .map((step) => (/^\d+$/.test(step.trim()) ? Number(step) : NaN));
  if (percentages.some(Number.isNaN))
    throw new UsageError('--ramp takes percentages separated by commas, like 5,25,50,100');
  return { steps: percentages, everyMs };
}

/** The options of `registry guard`, as numbers. */
export function thresholdArgs(values: {
  'min-visitors'?: string;
  'max-rate'?: string;
  'max-ratio'?: string;
}): Partial<GuardThresholds> {
  const given = {
    minVisitors: values['min-visitors'],
    maxRatePercent: values['max-rate'],
    maxRatio: values['max-ratio'],
  };
  return Object.fromEntries(
    Object.entries(given)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Number(value)]),
  );
}

/** `abort`, `pause` and `resume`: one change to a remote's running canary. */
export async function canaryChange(
  target: OpsTarget,
  command: 'abort' | 'pause' | 'resume',
  remote: RemoteName,
  change: { reason?: string; revision?: number },
): Promise<{ result: RemoteChannels; line: string }> {
  const result = await callOps<RemoteChannels>(
    target,
    'POST',
    `/ops/registry/${remote}/${command}`,
    change,
  );
  const line =
    command === 'abort'
      ? `${remote}: canary ended, ${result.stable} for everyone (revision ${result.revision})`
      : `${remote}: ramp ${command === 'pause' ? 'paused' : 'resumed'} at ${result.canary?.percent} % (revision ${result.revision})`;
  return { result, line };
}

/** The guard's part of `registry status`: each remote with a canary, a decision or thresholds of its own. */
export function printRollouts(report: RolloutReport, out: Out): void {
  out(
    `\ncanary guard (window ${report.windowMinutes} min, defaults: ${describeThresholds(report.defaults)}):`,
  );
  const shown = report.remotes.filter((r) => r.canary || r.lastDecision || r.thresholds.own.length);
  if (shown.length === 0) out('  no canary, no decision yet');
  for (const r of shown) {
    const lines: string[] = [];
    if (r.ramp) {
      const { steps, step, everyMs, stepStartedAt, paused } = r.ramp;
      const nextFrom = new Date(Date.parse(stepStartedAt) + everyMs).toISOString();
      lines.push(
        `ramp ${steps.join(',')} %: step ${step + 1} of ${steps.length} (${steps[step]} %), ${paused ? 'paused' : `a step each ${formatDuration(everyMs)} healthy, the next from ${nextFrom}`}`,
      );
    }
    if (r.guard) lines.push(`${r.guard.verdict}: ${r.guard.reason}`);
    if (r.thresholds.own.length) lines.push(`thresholds: ${describeThresholds(r.thresholds)}`);
    const d = r.lastDecision;
    if (d)
      lines.push(
        `last decision ${d.at}: ${d.action} ${d.version ?? ''} by ${d.actor}${d.reason ? `: ${d.reason}` : ''}`,
      );
    lines.forEach((line, i) => out(`  ${(i === 0 ? r.remote : '').padEnd(11)} ${line}`));
  }
}
