import { useState, type MouseEvent } from 'react';
import type { RemoteHistory } from '@gold/registry/model';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import type { OpsCredentials } from '@gold/ops-client';
import type { Announcement } from '../../lib/useAnnouncer';
import type { RemoteRow } from '../../rollout/remoteRow';
import { ChangeDialog } from './ChangeDialog';
import type { ActionKind, PlannedChange } from './planChange';
import { runChange } from './runChange';
import { rollbackChoices } from './versionChoices';

/** Props of {@link ActionBar}. */
export interface ActionBarProps {
  row: RemoteRow;
  /** The remote's history, for where a rollback goes by default. */
  history: RemoteHistory | undefined;
  credentials: OpsCredentials;
  /** Reads everything again; answers the remote's revision as now read. */
  reload: () => Promise<number | undefined>;
  announce: (text: string, tone?: Announcement['tone'], about?: Announcement['about']) => void;
  onSignOut: (why?: string) => void;
  /** Where focus goes when a dialog closes and its button is gone (a promoted canary's). */
  fallbackFocus: () => HTMLElement | null;
}

interface OpenDialog {
  kind: ActionKind;
  /** The remote as it was when the dialog opened: what the operator decides on. */
  row: RemoteRow;
  history: RemoteHistory | undefined;
  trigger: HTMLElement;
}

/** The changes this remote allows now, each behind a confirmation dialog. */
export function ActionBar(props: ActionBarProps) {
  const { row, credentials, reload, announce, onSignOut, fallbackFocus } = props;
  const [open, setOpen] = useState<OpenDialog | undefined>();
  const ramp = row.rollout?.ramp;
  const opener = (kind: ActionKind) => (event: MouseEvent<HTMLElement>) =>
    setOpen({ kind, row, history: props.history, trigger: event.currentTarget });

  // A refusal that the operator can act on in the dialog (a bad ramp) keeps it open with the
  // server's words; a conflict closes it, since what it shows is out of date.
  const confirm = async (change: PlannedChange, reason: string | undefined) => {
    const outcome = await runChange(change, credentials, reason, reload).catch((error: Error) => ({
      kind: 'refused' as const,
      message: error.message,
    }));
    if (outcome.kind === 'refused') return outcome.message;
    setOpen(undefined);
    if (outcome.kind === 'signed-out')
      onSignOut(`The server no longer accepts the token: ${outcome.message}`);
    else if (outcome.kind === 'done')
      announce(
        outcome.message,
        'status',
        outcome.revision === undefined
          ? undefined
          : { remote: row.remote, revision: outcome.revision },
      );
    else announce(outcome.message, 'alert');
    return undefined;
  };

  return (
    <>
      <HStack
        as="div"
        role="group"
        aria-label={`Changes to ${row.remote}`}
        wrap="wrap"
        gap="2"
        mt="3"
      >
        {row.stable && (
          <Button variant="outline" onClick={opener('canary')}>
            Start canary…
          </Button>
        )}
        {/* The theme's solid green is 3.3:1 with white text; the default solid reads at AA.
            Highlighted only where the guard has cleared the canary. */}
        {row.canary && (
          <Button
            variant={row.rollout?.guard?.verdict === 'green' ? 'solid' : 'outline'}
            onClick={opener('promote')}
          >
            Promote…
          </Button>
        )}
        {row.canary && (
          <Button colorPalette="red" variant="outline" onClick={opener('abort')}>
            Abort canary…
          </Button>
        )}
        {ramp && (
          <Button variant="outline" onClick={opener(ramp.paused ? 'resume' : 'pause')}>
            {ramp.paused ? 'Resume ramp…' : 'Pause ramp…'}
          </Button>
        )}
        {ramp && ramp.outlook.nextPercent !== null && (
          <Button variant="outline" onClick={opener('advance')}>
            Advance now…
          </Button>
        )}
        {ramp && (
          <Button variant="outline" onClick={opener('edit-ramp')}>
            Edit steps…
          </Button>
        )}
        {rollbackChoices(row, props.history).length > 0 && (
          <Button colorPalette="red" variant="outline" onClick={opener('rollback')}>
            Roll back…
          </Button>
        )}
      </HStack>
      {open && (
        <ChangeDialog
          kind={open.kind}
          row={open.row}
          history={open.history}
          onConfirm={confirm}
          onClose={() => setOpen(undefined)}
          finalFocus={() => (open.trigger.isConnected ? open.trigger : fallbackFocus())}
        />
      )}
    </>
  );
}
