import type { RampReport } from './opsApi';

/** A time still to run as people say it: `3 min 20 s`, `1 h 5 min`, `40 s`, under a second `0 s`. */
export function remainingText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  if (h) return m ? `${h} h ${m} min` : `${h} h`;
  if (m) return s ? `${m} min ${s} s` : `${m} min`;
  return `${s} s`;
}

/**
 * What a ramp's next step waits for, in one sentence, as `registry status` and the console tell
 * it; `clock` writes a time (the CLI an ISO time, the console the operator's own).
 */
export function describeRampOutlook(
  ramp: Pick<RampReport, 'steps' | 'step' | 'everyMs' | 'outlook'>,
  clock: (iso: string) => string,
): string {
  const { nextPercent, dueAt, remainingMs, visitorsNeeded, waitingFor } = ramp.outlook;
  const next = nextPercent === 100 ? 'promotion' : `${nextPercent} %`;
  const visitors = `${visitorsNeeded} more canary visitor${visitorsNeeded === 1 ? '' : 's'}`;
  switch (waitingFor) {
    case 'promotion':
      return `the last step (${ramp.steps[ramp.step]} %): it holds until the canary is promoted`;
    case 'resume':
      return `paused with ${remainingText(remainingMs)} of the step's ${remainingText(ramp.everyMs)} to run: resume carries the step's clock on from there (it does not restart), then ${next} if the guard is green`;
    case 'time':
      return `next: ${next} at ${clock(dueAt!)} (in ${remainingText(remainingMs)}) if the guard is green then${visitorsNeeded ? `; it needs ${visitors} to judge` : ''}`;
    case 'visitors':
      return `next: ${next} once the guard has ${visitors} to judge (the step's time was up at ${clock(dueAt!)})`;
    case 'evidence':
      return `next: ${next} once the guard is green again: its evidence leans towards a bad canary`;
    case 'look':
      return `next: ${next} at the guard's next look`;
  }
}
