import type { RemoteName } from '@gold/routes';
import type { Queryable } from '../../platform/database/database';

/** A progressive rollout: canary percentages in order, each held `everyMs`; 100 promotes. */
export interface RampPlan {
  steps: number[];
  everyMs: number;
}

/** Where a running ramp is. */
export interface RampState extends RampPlan {
  /** Index into `steps` of the percentage served now. */
  step: number;
  stepStartedAt: number;
  /** When the ramp was paused (null: it runs); the step's clock stands still from then. */
  pausedAt: number | null;
}

/** The canary a remote runs now: since when, and its ramp when it has one. */
export interface CanaryRollout {
  remote: RemoteName;
  version: string;
  startedAt: number;
  ramp: RampState | null;
}

interface RolloutRow {
  remote: RemoteName;
  version: string;
  started_at: Date;
  ramp_steps: number[] | null;
  ramp_step: number | null;
  ramp_every_ms: number | null;
  step_started_at: Date | null;
  paused_at: Date | null;
}

function rolloutFromRow(row: RolloutRow): CanaryRollout {
  return {
    remote: row.remote,
    version: row.version,
    startedAt: row.started_at.getTime(),
    ramp:
      row.ramp_steps && row.ramp_step !== null && row.ramp_every_ms !== null && row.step_started_at
        ? {
            steps: row.ramp_steps,
            step: row.ramp_step,
            everyMs: row.ramp_every_ms,
            stepStartedAt: row.step_started_at.getTime(),
            pausedAt: row.paused_at?.getTime() ?? null,
          }
        : null,
  };
}

/** The rollout of a remote's canary, if it runs one. */
export async function readRollout(
  db: Queryable,
  remote: RemoteName,
): Promise<CanaryRollout | undefined> {
  const [row] = await db.query<RolloutRow>('SELECT * FROM canary_rollouts WHERE remote = $1', [
    remote,
  ]);
  return row && rolloutFromRow(row);
}

/** Every running canary's rollout. */
export async function listRollouts(db: Queryable): Promise<CanaryRollout[]> {
  const rows = await db.query<RolloutRow>('SELECT * FROM canary_rollouts ORDER BY remote');
  return rows.map(rolloutFromRow);
}

/** Writes a remote's rollout over whatever it had. */
export async function saveRollout(db: Queryable, rollout: CanaryRollout): Promise<void> {
  const { ramp } = rollout;
  await db.query(
    `INSERT INTO canary_rollouts
       (remote, version, started_at, ramp_steps, ramp_step, ramp_every_ms, step_started_at, paused_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (remote) DO UPDATE SET version = excluded.version,
       started_at = excluded.started_at, ramp_steps = excluded.ramp_steps,
       ramp_step = excluded.ramp_step, ramp_every_ms = excluded.ramp_every_ms,
       step_started_at = excluded.step_started_at, paused_at = excluded.paused_at`,
    [
      rollout.remote,
      rollout.version,
      new Date(rollout.startedAt),
      ramp ? JSON.stringify(ramp.steps) : null,
      ramp?.step ?? null,
      ramp?.everyMs ?? null,
      ramp ? new Date(ramp.stepStartedAt) : null,
      ramp?.pausedAt == null ? null : new Date(ramp.pausedAt),
    ],
  );
}

/** Forgets a remote's rollout: its canary ended. */
export async function deleteRollout(db: Queryable, remote: RemoteName): Promise<void> {
  await db.query('DELETE FROM canary_rollouts WHERE remote = $1', [remote]);
}
