import * as z from 'zod/mini';

// The canary's share and a ramp's steps and interval: the one statement of the rules the routes
// validate with, the CLI checks its arguments against and the console's forms tell before
// confirming, so that all three agree on the bounds.

/** A canary's share ends at 100 % (all visitors: a promotion); 0 ends the canary. */
export const MAX_PERCENT = 100;
/** The longest a ramp step may last: a week. */
export const MAX_STEP_MS = 7 * 24 * 3_600_000;
/** The shortest a ramp step may last (tests ramp in milliseconds; people in minutes). */
export const MIN_STEP_MS = 100;
/** The most steps a ramp has. */
export const MAX_RAMP_STEPS = 20;

export const PERCENT_RULE = `percent must be a whole number from 0 to ${MAX_PERCENT}`;
export const RAMP_STEPS_RULE = `a ramp is whole percentages that climb, from 1 to at most ${MAX_PERCENT} (${MAX_PERCENT} promotes), like 5,25,50,100`;
export const RAMP_EVERY_RULE = 'a ramp step lasts from 100 ms to 7 days';

/** Whether `percent` is a share a canary may be given (0: the canary ends). */
export const isPercent = (percent: number) =>
  Number.isInteger(percent) && percent >= 0 && percent <= MAX_PERCENT;

/** Whether `steps` is a ramp: whole percentages that climb from 1, at most 100, not starting at 100. */
export const isRampSteps = (steps: readonly number[]) =>
  steps.length > 0 &&
  steps.length <= MAX_RAMP_STEPS &&
  steps.every((step, i) => Number.isInteger(step) && step > (i === 0 ? 0 : steps[i - 1]!)) &&
  steps.at(-1)! <= MAX_PERCENT &&
  steps[0] !== MAX_PERCENT;

/** Whether `everyMs` is an interval a ramp step may last. */
export const isRampEvery = (everyMs: number) =>
  Number.isInteger(everyMs) && everyMs >= MIN_STEP_MS && everyMs <= MAX_STEP_MS;

export const percent = z.number().check(z.refine(isPercent, PERCENT_RULE));
export const rampSteps = z.array(z.number()).check(z.refine(isRampSteps, RAMP_STEPS_RULE));
export const rampEvery = z.number().check(z.refine(isRampEvery, RAMP_EVERY_RULE));
