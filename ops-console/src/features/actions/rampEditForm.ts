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

/**
 * The new steps the fields describe, after the step at `current` %, or each problem: the
 * server's rule (whole percentages that climb, at most 100), told before confirming.
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
  if (!later.every((step, i) => step > (i === 0 ? current : later[i - 1]!) && step <= 100))
    problems.later = `Whole percentages that climb from the current ${current} % to at most 100, like 50, 100; empty to stop at this step.`;
  const minutes = whole(fields.everyMinutes);
  if (!(minutes >= 1 && minutes <= 10_080))
    problems.everyMinutes = 'Whole minutes, from 1 to 10080 (7 days).';
  if (Object.keys(problems).length) return { problems };
  return { plan: { later, everyMs: minutes * 60_000 } };
}
