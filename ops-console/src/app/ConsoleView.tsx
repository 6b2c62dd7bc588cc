import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { registryCalls } from '@gold/ops-client/contract';
import { sendOps, type OpsCredentials } from '@gold/ops-client';
import { REFRESH_MS } from '../lib/refresh';
import { usePolling } from '../lib/usePolling';
import { AccessPanel } from '../features/access/AccessPanel';
import { LiveStatus } from '../lib/LiveStatus';
import { useAnnouncer } from '../lib/useAnnouncer';
import { RemoteDetail } from './RemoteDetail';
import { remoteRows } from '../rollout/remoteRow';
import { EndedCanaries } from '../features/overview/EndedCanaries';
import { RolloutTable } from '../features/overview/RolloutTable';

/** Props of {@link ConsoleView}. */
export interface ConsoleViewProps {
  credentials: OpsCredentials;
  /** Leaves the console; `why` is shown on the sign-in form (a token the server refused). */
  onSignOut: (why?: string) => void;
}

/** Every remote the token may release, one of them in detail with its actions. */
export function ConsoleView({ credentials, onSignOut }: ConsoleViewProps) {
  const status = usePolling(
    'status',
    () => sendOps(credentials, registryCalls.status, {}),
    REFRESH_MS,
  );
  const [selected, setSelected] = useState<string | undefined>();
  const rows = status.data ? remoteRows(status.data) : [];
  const { announcement, announce } = useAnnouncer(
    (remote) => rows.find((row) => row.remote === remote)?.revision,
  );
  // Until the operator picks one, the first remote with a canary: the one most likely to need them.
  const current =
    rows.find((row) => row.remote === selected) ?? rows.find((row) => row.canary) ?? rows[0];

  // A token revoked meanwhile: polling on would count failed attempts against this address.
  const refusedStatus = status.error?.status;
  const refusedText = status.error?.describe();
  useEffect(() => {
    if (refusedStatus === 401) onSignOut(`The server no longer accepts the token: ${refusedText}`);
  }, [refusedStatus, refusedText, onSignOut]);

  return (
    <Box as="main" maxW="6xl" mx="auto" px="4" py="6">
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          Release console
        </Heading>
        <HStack gap="3">
          <Text color="fg.muted">
            {credentials.actor ? `Signed in as ${credentials.actor}` : 'Signed in'}
          </Text>
          <Button variant="outline" size="sm" onClick={() => onSignOut()}>
            Sign out
          </Button>
        </HStack>
      </HStack>
      <LiveStatus announcement={announcement} />
      <Text color="fg.muted" fontSize="sm">
        {status.loadedAt
          ? `Read at ${status.loadedAt.toLocaleTimeString()}, again every ${REFRESH_MS / 1000} s.`
          : 'Reading the registry…'}
        {status.error && refusedStatus !== 401 && ` The last refresh failed: ${refusedText}`}
      </Text>
      <EndedCanaries rows={rows} />
      <RolloutTable
        rows={rows}
        selected={current?.remote}
        onSelect={setSelected}
        windowMinutes={status.data?.rollouts.windowMinutes}
      />
      {current && (
        <RemoteDetail
          key={current.remote}
          row={current}
          credentials={credentials}
          reloadStatus={status.reload}
          announce={announce}
          onSignOut={onSignOut}
        />
      )}
      <AccessPanel credentials={credentials} announce={announce} onSignOut={onSignOut} />
    </Box>
  );
}
