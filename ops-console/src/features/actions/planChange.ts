import type { RemoteChannels } from '@gold/registry/model';
import { sendOps, type OpsCredentials } from '@gold/ops-client';
import { registryCalls as calls } from '@gold/ops-client/contract';
import { canaryText, durationText } from '../../rollout/describeRollout';
import type { RemoteRow } from '../../rollout/remoteRow';
import type { CanaryPlan } from './canaryForm';

/** The changes an operator can make to a remote from the console. */
export type ActionKind =
  'canary' | 'promote' | 'rollback' | 'abort' | 'pause' | 'resume' | 'advance' | 'edit-ramp';

/** One thing a change alters, as the confirmation shows it. */
export interface ChangeLine {
  what: string;
  from: string;
  to: string;
}

/** A change as the operator is asked to confirm it, and how to send it. */
export interface PlannedChange {
  remote: string;
  kind: ActionKind;
  title: string;
  lines: ChangeLine[];
  /** The remote's revision when the dialog opened: the server refuses the change (409) if it moved. */
  revision: number;
  confirmLabel: string;
  /** What the live region announces once the server took it. */
  doneText: string;
  send(credentials: OpsCredentials, reason: string | undefined): Promise<RemoteChannels>;
}

export const why = (reason: string | undefined) =>
  reason?.trim() ? { reason: reason.trim() } : {};

/** Starting (or replacing) a canary: a share, or the first step of a ramp. */
export function planCanary(row: RemoteRow, plan: CanaryPlan): PlannedChange {
  const { remote, revision } = row;
  const share = plan.ramp ? plan.ramp.steps[0]! : plan.percent;
  const lines: ChangeLine[] = [
    { what: 'canary', from: canaryText(row.canary), to: `${plan.version} at ${share} %` },
  ];
  if (plan.ramp)
    lines.push({
      what: 'ramp',
      from: row.rollout?.ramp ? row.rollout.ramp.steps.join(' → ') + ' %' : 'none',
      to: `${plan.ramp.steps.join(' → ')} %, a step every ${durationText(plan.ramp.everyMs)} while the guard is green`,
    });
  return {
    remote,
    kind: 'canary',
    title: `Start a canary of ${remote}`,
    lines,
    revision,
    confirmLabel: 'Start canary',
    doneText: `${remote}: canary ${plan.version} started at ${share} %`,
    send: (credentials, reason) =>
      sendOps(
        credentials,
        calls.canary,
        { remote },
        {
          version: plan.version,
          ...(plan.ramp ? { ramp: plan.ramp } : { percent: plan.percent }),
          revision,
          ...why(reason),
        },
      ),
  };
}

/** Making the running canary stable for everyone. */
export function planPromote(row: RemoteRow): PlannedChange {
  const { remote, revision } = row;
  const version = row.canary?.version;
  if (!version) throw new Error(`${remote} has no canary to promote`);
  return {
    remote,
    kind: 'promote',
    title: `Promote ${remote} ${version}`,
    lines: [
      { what: 'stable', from: row.stable ?? 'none', to: version },
      { what: 'canary', from: canaryText(row.canary), to: 'none' },
    ],
    revision,
    confirmLabel: 'Promote',
    doneText: `${remote}: ${version} promoted, stable for everyone`,
    // The version shown is sent: the server promotes exactly what was confirmed.
    send: (credentials, reason) =>
      sendOps(credentials, calls.promote, { remote }, { version, revision, ...why(reason) }),
  };
}

/** Putting an earlier version back as stable, ending any canary. */
export function planRollback(row: RemoteRow, to: string): PlannedChange {
  const { remote, revision } = row;
  const lines: ChangeLine[] = [{ what: 'stable', from: row.stable ?? 'none', to }];
  if (row.canary) lines.push({ what: 'canary', from: canaryText(row.canary), to: 'none' });
  return {
    remote,
    kind: 'rollback',
    title: `Roll back ${remote} to ${to}`,
    lines,
    revision,
    confirmLabel: 'Roll back',
    doneText: `${remote}: rolled back to ${to}`,
    send: (credentials, reason) =>
      sendOps(credentials, calls.rollback, { remote }, { to, revision, ...why(reason) }),
  };
}

/** Ending the canary: stable for everyone again. */
export function planAbort(row: RemoteRow): PlannedChange {
  const { remote, revision } = row;
  return {
    remote,
    kind: 'abort',
    title: `Abort the canary of ${remote}`,
    lines: [{ what: 'canary', from: canaryText(row.canary), to: 'none' }],
    revision,
    confirmLabel: 'Abort canary',
    doneText: `${remote}: canary aborted, ${row.stable ?? 'stable'} for everyone`,
    send: (credentials, reason) =>
      sendOps(credentials, calls.abort, { remote }, { revision, ...why(reason) }),
  };
}
