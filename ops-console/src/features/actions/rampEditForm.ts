import { isRampEvery, isRampSteps, MAX_PERCENT, MAX_STEP_MS } from '@gold/ops-client/contract';

/** What the edit-steps form holds, as typed. */
export interface RampEditFields {
  /** The steps after the current one, like `50, 100`; empty: the current step is the last. */
  later: string;
  /** Minutes each step lasts. */
  everyMinutes: string;
}

/** New steps the server can be asked for. */
export interface RampEditPlan {
  later: number[];
  everyMs: number;
}

/** Each field's problem, for its error text. */
export type RampEditProblems = Partial<Record<keyof RampEditFields, string>>;

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);
const MAX_MINUTES = MAX_STEP_MS / 60_000;

/**
 * The new steps the fields describe, after the step at `current` %, or each problem: the
 * contract's ramp rules, which the server validates with, told before confirming (the steps before
 * the current one climb to it already).
 */
export function readRampEditFields(
  fields: RampEditFields,
  current: number,
): { plan: RampEditPlan } | { problems: RampEditProblems } {
  const problems: RampEditProblems = {};
  const later = fields.later
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(whole);
  if (!isRampSteps([current, ...later]))
    problems.later = `Whole percentages that climb from the current ${current} % to at most ${MAX_PERCENT}, like 50, 100; empty to stop at this step.`;
  const minutes = whole(fields.everyMinutes);
  if (!(minutes >= 1 && isRampEvery(minutes * 60_000)))
    problems.everyMinutes = `Whole minutes, from 1 to ${MAX_MINUTES} (7 days).`;
  if (Object.keys(problems).length) return { problems };
  return { plan: { later, everyMs: minutes * 60_000 } };
}
