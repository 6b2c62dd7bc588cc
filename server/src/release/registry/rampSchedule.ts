import type { RampPlan, RampState } from '../store/canaryRollouts';
import type { RampOutlook, Verdict } from '@gold/registry/model';
import {
  isRampEvery,
  isRampSteps,
  RAMP_EVERY_RULE,
  RAMP_STEPS_RULE,
} from '@gold/ops-client/contract';
import { RegistryError } from '../registryErrors';

/** Refuses (400) a ramp the contract's rules refuse: steps that do not climb, a step too long. */
export function checkRampPlan({ steps, everyMs }: RampPlan): void {
  if (!isRampSteps(steps)) throw new RegistryError(400, RAMP_STEPS_RULE);
  if (!isRampEvery(everyMs)) throw new RegistryError(400, RAMP_EVERY_RULE);
}

/** What the ramp does now. */
export type RampMove = { advanceTo: number } | 'promote' | 'hold';

/**
 * The next move of a ramp: one step further once the step has lasted its interval while the guard
 * found the canary healthy (green, on enough page views; the guard ends a red canary itself), and
 * promotion when that step is 100 %. Held while paused, and at a last step below 100.
 */
export function rampMove(ramp: RampState, verdict: Verdict, now: number): RampMove {
  const next = ramp.steps[ramp.step + 1];
  if (ramp.pausedAt !== null || verdict !== 'green' || next === undefined) return 'hold';
  if (now - ramp.stepStartedAt < ramp.everyMs) return 'hold';
  return next === 100 ? 'promote' : { advanceTo: next };
}

/** What the guard last found of the canary: its verdict, and its visitors against the minimum. */
export interface RampJudgement {
  verdict: Verdict;
  visitors: number;
  minVisitors: number;
}

/**
 * What a ramp waits for before its next step, at `now`: the step's time still to run (standing
 * still while paused, carried on by resume), the canary visitors the guard still needs to judge,
 * or a green verdict; at a last step below 100, a promotion by hand. The same rule as
 * {@link rampMove}, told rather than acted on.
 */
export function rampOutlook(ramp: RampState, guard: RampJudgement, now: number): RampOutlook {
  const next = ramp.steps[ramp.step + 1];
  const elapsed = (ramp.pausedAt ?? now) - ramp.stepStartedAt;
  const remainingMs = Math.max(0, ramp.everyMs - elapsed);
  // Visitors are fractional (an address weighs at most one); a part of one is still one to come.
  const visitorsNeeded = Math.max(0, Math.ceil(guard.minVisitors - guard.visitors - 1e-9));
  const waitingFor =
    next === undefined
      ? 'promotion'
      : ramp.pausedAt !== null
        ? 'resume'
        : remainingMs > 0
          ? 'time'
          : visitorsNeeded > 0
            ? 'visitors'
            : guard.verdict === 'green'
              ? 'look'
              : 'evidence';
  return {
    nextPercent: next ?? null,
    dueAt:
      ramp.pausedAt === null ? new Date(ramp.stepStartedAt + ramp.everyMs).toISOString() : null,
    remainingMs,
    visitorsNeeded,
    waitingFor,
  };
}
