import {
  isPercent,
  isRampEvery,
  isRampSteps,
  MAX_PERCENT,
  MAX_STEP_MS,
} from '@gold/ops-client/contract';

/** What the canary form holds, as typed. */
export interface CanaryFields {
  version: string;
  percent: string;
  /** Ramp steps like `5, 25, 50, 100`; empty for a fixed share. */
  ramp: string;
  /** Minutes each ramp step lasts. */
  everyMinutes: string;
}

/** A canary the server can be asked for: a share, or a ramp (its first step is the share). */
export interface CanaryPlan {
  version: string;
  percent: number;
  ramp: { steps: number[]; everyMs: number } | null;
}

/** Each field's problem, for its error text. */
export type CanaryProblems = Partial<Record<keyof CanaryFields, string>>;

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);
const MAX_MINUTES = MAX_STEP_MS / 60_000;

/**
 * The plan the fields describe, or each problem. The contract's rules, which the server validates
 * with (whole percentages that climb, 100 promotes), so that the operator learns them before
 * confirming; a share of 0 would end the canary, which is the abort button's.
 */
export function readCanaryFields(
  fields: CanaryFields,
): { plan: CanaryPlan } | { problems: CanaryProblems } {
  const problems: CanaryProblems = {};
  if (!fields.version) problems.version = 'Pick a published version.';
  let ramp: CanaryPlan['ramp'] = null;
  let percent = whole(fields.percent);
  if (fields.ramp.trim()) {
    const steps = fields.ramp
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(whole);
    if (!isRampSteps(steps))
      problems.ramp = `Whole percentages that climb, from 1 to at most ${MAX_PERCENT}, like 5, 25, 50, 100.`;
    const minutes = whole(fields.everyMinutes);
    if (!(minutes >= 1 && isRampEvery(minutes * 60_000)))
      problems.everyMinutes = `Whole minutes, from 1 to ${MAX_MINUTES} (7 days).`;
    ramp = { steps, everyMs: minutes * 60_000 };
    percent = steps[0] ?? NaN;
  } else if (!(isPercent(percent) && percent > 0)) {
    problems.percent = `A whole percentage from 1 to ${MAX_PERCENT}.`;
  }
  if (Object.keys(problems).length) return { problems };
  return { plan: { version: fields.version, percent, ramp } };
}
