import { remainingText, type RampReport } from '@gold/registry/model';
import { sendOps } from '@gold/ops-client';
import { registryCalls as calls } from '@gold/ops-client/contract';
import { durationText, rampStepText } from '../../rollout/describeRollout';
import type { RemoteRow } from '../../rollout/remoteRow';
import { why, type PlannedChange } from './planChange';
import type { RampEditPlan } from './rampEditForm';

function rampOf(row: RemoteRow): RampReport {
  const ramp = row.rollout?.ramp;
  if (!ramp) throw new Error(`${row.remote} has no ramp`);
  return ramp;
}

/** Holding the ramp at its step (its clock stands still), or letting it go on. */
export function planPause(row: RemoteRow, paused: boolean): PlannedChange {
  const { remote, revision } = row;
  const ramp = rampOf(row);
  const at = rampStepText(ramp);
  const verb = paused ? 'Pause' : 'Resume';
  const left = remainingText(ramp.outlook.remainingMs);
  return {
    remote,
    kind: paused ? 'pause' : 'resume',
    title: `${verb} the ramp of ${remote}`,
    lines: [
      {
        what: 'ramp',
        from: `${paused ? 'running' : 'paused'} at ${at}`,
        to: paused
          ? `paused at ${at}, its clock stopped with ${left} to run`
          : `running at ${at}, its clock carried on: ${left} to run`,
      },
    ],
    revision,
    confirmLabel: `${verb} ramp`,
    doneText: `${remote}: ramp ${paused ? 'paused' : 'resumed'} at ${at}`,
    send: (credentials, reason) =>
      sendOps(
        credentials,
        paused ? calls.pause : calls.resume,
        { remote },
        {
          revision,
          ...why(reason),
        },
      ),
  };
}

/** The ramp's next step now, without waiting for its time or the guard; 100 promotes. */
export function planAdvance(row: RemoteRow): PlannedChange {
  const { remote, revision } = row;
  const ramp = rampOf(row);
  const next = ramp.steps[ramp.step + 1];
  const version = row.canary?.version;
  if (next === undefined || !version) throw new Error(`${remote}'s ramp has no next step`);
  const promotes = next === 100;
  return {
    remote,
    kind: 'advance',
    title: `Advance the ramp of ${remote} now`,
    lines: promotes
      ? [
          { what: 'stable', from: row.stable ?? 'none', to: version },
          { what: 'canary', from: `${version} at ${ramp.steps[ramp.step]} %`, to: 'none' },
        ]
      : [
          {
            what: 'ramp',
            from: rampStepText(ramp),
            to: rampStepText({ steps: ramp.steps, step: ramp.step + 1 }),
          },
        ],
    revision,
    confirmLabel: promotes ? 'Advance and promote' : 'Advance now',
    doneText: promotes
      ? `${remote}: ${version} promoted, stable for everyone`
      : `${remote}: ramp advanced to ${next} %`,
    send: (credentials, reason) =>
      sendOps(credentials, calls.advance, { remote }, { revision, ...why(reason) }),
  };
}

/** New steps after the current one, and the step's interval; the current step's clock runs on. */
export function planEditRamp(row: RemoteRow, plan: RampEditPlan): PlannedChange {
  const { remote, revision } = row;
  const ramp = rampOf(row);
  const steps = [...ramp.steps.slice(0, ramp.step + 1), ...plan.later];
  return {
    remote,
    kind: 'edit-ramp',
    title: `Edit the ramp of ${remote}`,
    lines: [
      {
        what: 'ramp',
        from: `${ramp.steps.join(' → ')} %, a step every ${durationText(ramp.everyMs)}`,
        to: `${steps.join(' → ')} %, a step every ${durationText(plan.everyMs)}`,
      },
    ],
    revision,
    confirmLabel: 'Save steps',
    doneText: `${remote}: ramp now ${steps.join(' → ')} %`,
    send: (credentials, reason) =>
      sendOps(
        credentials,
        calls.ramp,
        { remote },
        {
          steps: plan.later,
          everyMs: plan.everyMs,
          revision,
          ...why(reason),
        },
      ),
  };
}
