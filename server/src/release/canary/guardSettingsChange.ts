import type { Database } from '../../platform/database';
import {
  clearGuardSettings,
  listGuardSettings,
  saveGuardSettings,
  type GuardThresholds,
} from '../store/guardSettings';
import { insertAudit } from '../store/registry';
import type { ChangeRequest } from '../registry/channelChange';
import { describeThresholds } from './guardRule';
import { RegistryError } from '../registryErrors';
import { asRemote } from '../registry/versionRecords';

const limits: Record<keyof GuardThresholds, { min: number; max: number; whole?: true }> = {
  minVisitors: { min: 1, max: 1_000_000, whole: true },
  maxRatePercent: { min: 0.01, max: 100 },
  maxRatio: { min: 0.01, max: 1000 },
};

/**
 * Sets a remote's own guard thresholds (those not given stay as they were), or with 'defaults'
 * puts it back on the configured ones; recorded in the audit trail. Every instance's guard reads
 * them on its next look.
 */
export async function changeGuardThresholds(
  db: Database,
  remoteName: string,
  set: Partial<GuardThresholds> | 'defaults',
  defaults: GuardThresholds,
  change: ChangeRequest,
): Promise<GuardThresholds> {
  const remote = asRemote(remoteName);
  if (set !== 'defaults') {
    for (const [name, value] of Object.entries(set) as [keyof GuardThresholds, number][]) {
      const { min, max, whole } = limits[name];
      if (!(value >= min && value <= max) || (whole && !Number.isInteger(value)))
        throw new RegistryError(
          400,
          `${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`,
        );
    }
  }
  return db.transaction(async (tx) => {
    if (set === 'defaults') await clearGuardSettings(tx, remote);
    else await saveGuardSettings(tx, remote, set);
    const now = { ...defaults, ...(await listGuardSettings(tx)).get(remote) };
    await insertAudit(tx, {
      actor: change.actor,
      token: change.token ?? null,
      remote,
      action: 'guard-settings',
      version: null,
      previous: null,
      reason: `${describeThresholds(now)}${change.reason ? `: ${change.reason}` : ''}`,
    });
    return now;
  });
}
