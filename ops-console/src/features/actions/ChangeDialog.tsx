import { useState, type FormEvent } from 'react';
import type { RemoteHistory } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { RemoteRow } from '../../rollout/remoteRow';
import { CanaryFieldset } from './CanaryFieldset';
import { readCanaryFields, type CanaryFields } from './canaryForm';
import { ChangeSummary } from './ChangeSummary';
import {
  planAbort,
  planCanary,
  planPromote,
  planRollback,
  type ActionKind,
  type PlannedChange,
} from './planChange';
import { planAdvance, planEditRamp, planPause } from './planRampChange';
import { RampEditFieldset } from './RampEditFieldset';
import { readRampEditFields, type RampEditFields, type RampEditPlan } from './rampEditForm';
import { PromoteVerdict } from './PromoteVerdict';
import { RollbackField } from './RollbackField';
import {
  canaryChoices,
  defaultRollbackTarget,
  rollbackChoices,
  type VersionChoice,
} from './versionChoices';

/** Props of {@link ChangeDialog}. */
export interface ChangeDialogProps {
  kind: ActionKind;
  /** The remote as read when the dialog opened; its revision is the one the change expects. */
  row: RemoteRow;
  history: RemoteHistory | undefined;
  /** Sends the change; answers a refusal to show in the dialog, or nothing once it is closed. */
  onConfirm: (change: PlannedChange, reason: string | undefined) => Promise<string | undefined>;
  onClose: () => void;
  finalFocus: () => HTMLElement | null;
}

/** The newest version the guard has not ended (else the newest) is the canary offered first. */
function defaultCanaryFields(choices: VersionChoice[]): CanaryFields {
  const offered = choices.find((c) => c.label === c.version) ?? choices[0];
  return { version: offered?.version ?? '', percent: '10', ramp: '', everyMinutes: '10' };
}

/**
 * Asks to confirm one change: what it alters (from → to) and the revision it expects, with the
 * fields a canary or a rollback needs and an optional reason for the history.
 */
export function ChangeDialog({
  kind,
  row,
  history,
  onConfirm,
  onClose,
  finalFocus,
}: ChangeDialogProps) {
  const [canaryVersions] = useState(() => canaryChoices(row, history));
  const [rollbackVersions] = useState(() => rollbackChoices(row, history));
  const [canary, setCanary] = useState(() => defaultCanaryFields(canaryVersions));
  const [rollbackTo, setRollbackTo] = useState(() => defaultRollbackTarget(row, history));
  const ramp = row.rollout?.ramp;
  const current = ramp?.steps[ramp.step] ?? 0;
  const [rampEdit, setRampEdit] = useState<RampEditFields>(() => ({
    later: ramp?.steps.slice(ramp.step + 1).join(', ') ?? '',
    everyMinutes: String((ramp?.everyMs ?? 600_000) / 60_000),
  }));
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [showProblems, setShowProblems] = useState(false);
  const [promoteAnyway, setPromoteAnyway] = useState(false);
  const guard = row.rollout?.guard ?? undefined;
  const uncleared = kind === 'promote' && guard?.verdict !== 'green';

  const read = kind === 'canary' ? readCanaryFields(canary) : undefined;
  const readEdit = kind === 'edit-ramp' ? readRampEditFields(rampEdit, current) : undefined;
  const change = planFor(kind, row, {
    canary: read && 'plan' in read ? read.plan : undefined,
    rampEdit: readEdit && 'plan' in readEdit ? readEdit.plan : undefined,
    rollbackTo,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!change || (uncleared && !promoteAnyway)) {
      setShowProblems(true);
      return;
    }
    setSending(true);
    setRefusal(undefined);
    const refused = await onConfirm(change, reason);
    if (refused !== undefined) {
      setRefusal(refused);
      setSending(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !sending) onClose();
      }}
      finalFocusEl={finalFocus}
      size="lg"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{change?.title ?? `Start a canary of ${row.remote}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {kind === 'canary' && (
                    <CanaryFieldset
                      fields={canary}
                      onChange={setCanary}
                      versions={canaryVersions}
                      problems={showProblems && read && 'problems' in read ? read.problems : {}}
                    />
                  )}
                  {kind === 'edit-ramp' && (
                    <RampEditFieldset
                      fields={rampEdit}
                      onChange={setRampEdit}
                      current={current}
                      problems={
                        showProblems && readEdit && 'problems' in readEdit ? readEdit.problems : {}
                      }
                    />
                  )}
                  {kind === 'promote' && (
                    <PromoteVerdict
                      verdict={guard?.verdict}
                      reason={guard?.reason}
                      anyway={promoteAnyway}
                      onAnywayChange={setPromoteAnyway}
                      problem={showProblems}
                    />
                  )}
                  {kind === 'rollback' && (
                    <RollbackField
                      value={rollbackTo}
                      onChange={setRollbackTo}
                      versions={rollbackVersions}
                    />
                  )}
                  <ChangeSummary change={change} remote={row.remote} revision={row.revision} />
                  <Field.Root>
                    <Field.Label>Why (optional, kept in the history)</Field.Label>
                    <Input
                      value={reason}
                      maxLength={500}
                      onChange={(e) => setReason(e.target.value)}
                    />
                  </Field.Root>
                  <Box role="alert" color="red.700">
                    {refusal && <Text>The server refused: {refusal}</Text>}
                  </Box>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={sending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={uncleared ? 'red' : 'blue'} loading={sending}>
                  {uncleared ? 'Promote anyway' : (change?.confirmLabel ?? 'Start canary')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the dialog's fields hold, for the kinds that have fields. */
interface DialogFields {
  canary: Parameters<typeof planCanary>[1] | undefined;
  rampEdit: RampEditPlan | undefined;
  rollbackTo: string;
}

function planFor(
  kind: ActionKind,
  row: RemoteRow,
  { canary, rampEdit, rollbackTo }: DialogFields,
): PlannedChange | undefined {
  switch (kind) {
    case 'canary':
      return canary && planCanary(row, canary);
    case 'promote':
      return planPromote(row);
    case 'rollback':
      return rollbackTo ? planRollback(row, rollbackTo) : undefined;
    case 'abort':
      return planAbort(row);
    case 'pause':
    case 'resume':
      return planPause(row, kind === 'pause');
    case 'advance':
      return planAdvance(row);
    case 'edit-ramp':
      return rampEdit && planEditRamp(row, rampEdit);
  }
}
