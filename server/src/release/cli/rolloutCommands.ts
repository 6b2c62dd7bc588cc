import { describeAuditEntry, describeRampOutlook, type RemoteChannels } from '@gold/registry/model';
import type { RemoteName } from '@gold/routes';
import type { GuardThresholds } from '../store/guardSettings';
import { formatDuration, parseDuration } from '../durations';
import { describeThresholds } from '../canary/guardRule';
import type { RolloutReport } from '../canary/rolloutReport';
import { sendOps } from '@gold/ops-client';
import {
  isPercent,
  isRampEvery,
  isRampSteps,
  MAX_PERCENT,
  RAMP_EVERY_RULE,
  RAMP_STEPS_RULE,
  registryCalls,
} from '@gold/ops-client/contract';
import type { OpsTarget } from '../../platform/ops/opsCommand';
import { UsageError } from '../../platform/commandLine/usageError';

import type { Out } from './registryProgram';

/** `--every 10m` in milliseconds; a bare number is told the unit it lacks. */
function everyArg(every: string | undefined): number {
  if (every === undefined)
    throw new UsageError('a ramp needs --every <duration>, like --every 10m');
  const everyMs = parseDuration(every);
  if (everyMs !== undefined) return everyMs;
  throw new UsageError(
    /^\d+$/.test(every.trim())
      ? `--every ${every} has no unit: the time each step stays healthy, like --every ${every.trim()}m (ms, s, m, h or d)`
      : '--every takes a duration, like 10m, 30s or 1h',
  );
}

/** `--ramp 5,25,50,100 --every 10m` as the canary endpoint takes it, checked as the server will. */
function rampArg(steps: string, every: string | undefined) {
  const percentages = steps
    .split(',')
    .map((step) => (/^\d+$/.test(step.trim()) ? Number(step) : NaN));
  if (percentages.some(Number.isNaN))
    throw new UsageError('--ramp takes percentages separated by commas, like 5,25,50,100');
  const ramp = { steps: percentages, everyMs: everyArg(every) };
  const broken = !isRampSteps(ramp.steps)
    ? RAMP_STEPS_RULE
    : !isRampEvery(ramp.everyMs) && RAMP_EVERY_RULE;
  if (broken) throw new UsageError(`--ramp ${steps} --every ${every}: ${broken}`);
  return ramp;
}

/**
 * What a canary serves: `--percent N`, or `--ramp 5,25,50,100 --every 10m`, never both (a ramp
 * starts at its first step). `command` is the command line so far, for the example of a fix.
 */
export function canaryShare(
  values: { percent?: string; ramp?: string; every?: string },
  command: string,
): { percent: number } | { ramp: { steps: number[]; everyMs: number } } {
  if (values.ramp !== undefined) {
    const ramp = rampArg(values.ramp, values.every);
    if (values.percent !== undefined)
      throw new UsageError(
        `give --percent or --ramp, not both: a ramp starts at its first step (${ramp.steps[0]} %)`,
      );
    return { ramp };
  }
  if (values.every !== undefined)
    throw new UsageError(`--every goes with --ramp: ${command} --ramp 5,25,50,100 --every 10m`);
  if (values.percent === undefined)
    throw new UsageError(
      `canary needs --percent N or --ramp 5,25,50,100 --every 10m: ${command} --percent 10`,
    );
  const percent = /^\d+$/.test(values.percent.trim()) ? Number(values.percent) : NaN;
  if (!isPercent(percent))
    throw new UsageError(
      `--percent takes a whole number from 0 to ${MAX_PERCENT} (0 ends the canary), not "${values.percent}"`,
    );
  return { percent };
}

/** Each threshold option of `registry guard`: the field it sets, an example, whether it is whole. */
const thresholdOptions = {
  'min-visitors': { field: 'minVisitors', like: '--min-visitors 10', whole: true },
  'max-rate': { field: 'maxRatePercent', like: '--max-rate 5 (%)', whole: false },
  'max-ratio': { field: 'maxRatio', like: '--max-ratio 2', whole: false },
} as const;

/**
 * The options of `registry guard`, as numbers (the server checks their ranges), or 'defaults';
 * `command` is the command line so far, for the example of a fix.
 */
export function thresholdArgs(
  values: {
    'min-visitors'?: string;
    'max-rate'?: string;
    'max-ratio'?: string;
    defaults?: boolean;
  },
  command: string,
): Partial<GuardThresholds> | 'defaults' {
  const given = Object.entries(thresholdOptions).filter(
    ([option]) => values[option as keyof typeof thresholdOptions] !== undefined,
  );
  if (values.defaults) {
    if (given.length) throw new UsageError('give --defaults or thresholds, not both');
    return 'defaults';
  }
  if (!given.length)
    throw new UsageError(
      `guard needs --min-visitors, --max-rate, --max-ratio or --defaults: ${command} --max-rate 5`,
    );
  return Object.fromEntries(
    given.map(([option, { field, like, whole }]) => {
      const text = values[option as keyof typeof thresholdOptions]!.trim();
      if (!(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(text))
        throw new UsageError(
          `--${option} takes ${whole ? 'a whole number' : 'a number'}, like ${like}`,
        );
      return [field, Number(text)];
    }),
  );
}

/** `abort`, `pause`, `resume` and `advance`: one change to a remote's running canary. */
export async function canaryChange(
  target: OpsTarget,
  command: 'abort' | 'pause' | 'resume' | 'advance',
  remote: RemoteName,
  change: { reason?: string; revision?: number },
): Promise<{ result: RemoteChannels; line: string }> {
  const result = await sendOps(target, registryCalls[command], { remote }, change);
  const done = { pause: 'paused at', resume: 'resumed at', advance: 'advanced to' } as const;
  const line =
    command === 'abort'
      ? `${remote}: canary ended, ${result.stable} for everyone (revision ${result.revision})`
      : result.canary
        ? `${remote}: ramp ${done[command]} ${result.canary.percent} % (revision ${result.revision})`
        : `${remote}: promoted, ${result.stable} for everyone (revision ${result.revision})`;
  return { result, line };
}

/** `ramp <remote> --steps 50,100 [--every 5m]`: new steps after the current one. */
export async function rampEdit(
  target: OpsTarget,
  remote: RemoteName,
  values: { steps?: string; every?: string },
  change: { reason?: string; revision?: number },
): Promise<{ result: RemoteChannels; line: string }> {
  if (values.steps === undefined)
    throw new UsageError(
      `ramp needs --steps, the percentages after the current step: registry ramp ${remote} --steps 50,100`,
    );
  const text = values.steps.trim();
  const steps =
    text === ''
      ? []
      : text.split(',').map((step) => (/^\d+$/.test(step.trim()) ? Number(step) : NaN));
  if (steps.some(Number.isNaN))
    throw new UsageError(
      '--steps takes percentages separated by commas, like 50,100 ("" for none)',
    );
  const everyMs = values.every === undefined ? undefined : everyArg(values.every);
  const result = await sendOps(
    target,
    registryCalls.ramp,
    { remote },
    { steps, everyMs, ...change },
  );
  const after = steps.length ? `then ${steps.join(',')} %` : 'no step after this one';
  return {
    result,
    line: `${remote}: ramp at ${result.canary?.percent} %, ${after} (revision ${result.revision})`,
  };
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
      const { steps, step, everyMs } = r.ramp;
      lines.push(
        `ramp ${steps.join(',')} %: step ${step + 1} of ${steps.length} (${steps[step]} %), a step each ${formatDuration(everyMs)} healthy`,
        describeRampOutlook(r.ramp, (iso) => iso),
      );
    }
    if (r.guard) lines.push(`${r.guard.verdict}: ${r.guard.reason}`);
    if (r.thresholds.own.length) lines.push(`thresholds: ${describeThresholds(r.thresholds)}`);
    const d = r.lastDecision;
    if (d)
      lines.push(
        `last decision ${d.at}: ${describeAuditEntry(d)} by ${d.actor}${d.reason ? `: ${d.reason}` : ''}`,
      );
    lines.forEach((line, i) => out(`  ${(i === 0 ? r.remote : '').padEnd(11)} ${line}`));
  }
}
