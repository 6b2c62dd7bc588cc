import type { RemoteRollout } from '@gold/registry/model';
import type { RemoteRow } from '../rollout/remoteRow';

/** A remote as the console reads it, with what a test needs changed. */
export function remoteRow(overrides: Partial<RemoteRow> = {}): RemoteRow {
  return {
    remote: 'calculator',
    stable: '1.0.0',
    canary: null,
    revision: 3,
    versions: ['1.0.0', '1.1.0'],
    failures: [],
    rollout: undefined,
    ...overrides,
  };
}

/** A JSON answer as `fetch` gives it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A calculator canary ramping 5 → 25 → 50 → 100 %, at its second step with 4 minutes to run. */
export const rampRollout: RemoteRollout = {
  remote: 'calculator',
  stable: '1.0.0',
  canary: { version: '1.1.0', percent: 25 },
  revision: 7,
  canaryStartedAt: '2025-01-01T00:00:00.000Z',
  ramp: {
    steps: [5, 25, 50, 100],
    step: 1,
    everyMs: 600_000,
    stepStartedAt: '2025-01-01T00:10:00.000Z',
    paused: false,
    pausedAt: null,
    outlook: {
      nextPercent: 50,
      dueAt: '2025-01-01T00:20:00.000Z',
      remainingMs: 240_000,
      visitorsNeeded: 0,
      waitingFor: 'time',
    },
  },
  thresholds: { minVisitors: 20, maxRatePercent: 5, maxRatio: 2, own: [] },
  guard: null,
  lastDecision: null,
  endedCanary: null,
};
