import { OpsError, type OpsCredentials } from '@gold/ops-client';
import type { PlannedChange } from './planChange';

/** How a confirmed change ended, and what to tell the operator. */
export type ChangeOutcome =
  | { kind: 'done'; message: string; revision?: number }
  | { kind: 'conflict'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'signed-out'; message: string };

/**
 * Sends a confirmed change with the revision it was decided on, then reloads the data whatever
 * happened. A 409 after which the remote's revision moved is someone else's change made in the
 * meantime: the operator is told so and sees the new state. Any other refusal is told in the
 * server's words. `reload` answers the remote's revision as now read (undefined: unknown).
 */
export async function runChange(
  change: PlannedChange,
  credentials: OpsCredentials,
  reason: string | undefined,
  reload: () => Promise<number | undefined>,
): Promise<ChangeOutcome> {
  try {
    await change.send(credentials, reason);
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    if (error.status === 401) return { kind: 'signed-out', message: error.describe() };
    const now = await reload().catch(() => undefined);
    if (error.status === 409 && now !== change.revision) {
      return {
        kind: 'conflict',
        message:
          `Someone else changed ${change.remote} in the meantime (you confirmed revision ` +
          `${change.revision}${now === undefined ? '' : `, it is now ${now}`}). Nothing was done: ` +
          `the view now shows its new state; check it and try again.`,
      };
    }
    return { kind: 'refused', message: `${change.remote}: ${error.describe()}` };
  }
  const revision = await reload().catch(() => undefined);
  return { kind: 'done', message: change.doneText, ...(revision !== undefined && { revision }) };
}
