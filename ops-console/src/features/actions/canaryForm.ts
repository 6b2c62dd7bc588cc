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

/**
 * The plan the fields describe, or each problem. The same rules as the server's (whole percentages
 * that climb, 100 promotes), so that the operator learns them before confirming.
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
    const climbs = steps.every((step, i) => step > (i === 0 ? 0 : steps[i - 1]!));
    if (!climbs || steps.at(-1)! > 100 || steps[0] === 100)
      problems.ramp = 'Whole percentages that climb, from 1 to at most 100, like 5, 25, 50, 100.';
    const minutes = whole(fields.everyMinutes);
    if (!(minutes >= 1 && minutes <= 10_080))
      problems.everyMinutes = 'Whole minutes, from 1 to 10080 (7 days).';
    ramp = { steps, everyMs: minutes * 60_000 };
    percent = steps[0] ?? NaN;
  } else if (!(percent >= 1 && percent <= 100)) {
    problems.percent = 'A whole percentage from 1 to 100.';
  }
  if (Object.keys(problems).length) return { problems };
  return { plan: { version: fields.version, percent, ramp } };
}
