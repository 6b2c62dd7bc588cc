import { useRef, useState } from 'react';
import type { RegistryStatus } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { registryCalls } from '@gold/ops-client/contract';
import { sendOps, type OpsCredentials } from '@gold/ops-client';
import { REFRESH_MS } from '../lib/refresh';
import { usePolling } from '../lib/usePolling';
import { ActionBar } from '../features/actions/ActionBar';
import { HistoryTable } from '../features/history/HistoryTable';
import type { Announcement } from '../lib/useAnnouncer';
import type { RemoteRow } from '../rollout/remoteRow';
import { TrafficPanel } from '../features/traffic/TrafficPanel';
import { TRAFFIC_WINDOWS } from '../features/traffic/trafficWindow';
import { BucketRanges } from '../features/guard/BucketRanges';
import { GuardPanel } from '../features/guard/GuardPanel';

/** Props of {@link RemoteDetail}. */
export interface RemoteDetailProps {
  row: RemoteRow;
  credentials: OpsCredentials;
  /** Reads the overview again (after an action), answering the new status. */
  reloadStatus: () => Promise<RegistryStatus>;
  announce: (text: string, tone?: Announcement['tone'], about?: Announcement['about']) => void;
  onSignOut: (why?: string) => void;
}

/** One remote: the guard's figures, its actions, its traffic over time and its history. */
export function RemoteDetail({
  row,
  credentials,
  reloadStatus,
  announce,
  onSignOut,
}: RemoteDetailProps) {
  const { remote } = row;
  const heading = useRef<HTMLHeadingElement>(null);
  const history = usePolling(
    remote,
    () => sendOps(credentials, registryCalls.history, { remote }),
    REFRESH_MS,
  );
  const [span, setSpan] = useState(TRAFFIC_WINDOWS[1]!);
  const traffic = usePolling(
    `${remote} ${span.minutes}`,
    () =>
      sendOps(credentials, registryCalls.traffic, { remote }, { minutes: String(span.minutes) }),
    REFRESH_MS,
  );

  // After an action everything is read again; the remote's revision tells a conflict apart.
  const reloadAll = async () => {
    const [status] = await Promise.all([
      reloadStatus(),
      history.reload().catch(() => undefined),
      traffic.reload().catch(() => undefined),
    ]);
    return status.remotes.find((r) => r.remote === remote)?.revision;
  };

  return (
    <Box as="section" aria-labelledby="remote-detail-heading" mt="6">
      <Heading as="h2" size="xl" id="remote-detail-heading" ref={heading} tabIndex={-1}>
        {remote}
      </Heading>
      <BucketRanges row={row} />
      <ActionBar
        row={row}
        history={history.data}
        credentials={credentials}
        reload={reloadAll}
        announce={announce}
        onSignOut={onSignOut}
        fallbackFocus={() => heading.current}
      />
      <GuardPanel rollout={row.rollout} />
      <TrafficPanel
        series={traffic.data}
        error={traffic.error?.describe()}
        changes={history.data?.changes ?? []}
        span={span}
        onSpanChange={setSpan}
      />
      <HistoryTable history={history.data} error={history.error?.describe()} />
    </Box>
  );
}
