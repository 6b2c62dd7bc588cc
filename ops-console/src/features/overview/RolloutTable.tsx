import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import {
  canaryText,
  rampStepText,
  rateText,
  verdictText,
  visitorsText,
} from '../../rollout/describeRollout';
import type { RemoteRow } from '../../rollout/remoteRow';
import { VerdictBadge } from '../../rollout/VerdictBadge';

/** Props of {@link RolloutTable}. */
export interface RolloutTableProps {
  rows: RemoteRow[];
  /** The remote shown in detail below the table. */
  selected: string | undefined;
  onSelect: (remote: string) => void;
  /** The guard's window, for the caption. */
  windowMinutes: number | undefined;
}

/** One row per remote: what it serves, its ramp and the guard's verdict. */
export function RolloutTable({ rows, selected, onSelect, windowMinutes }: RolloutTableProps) {
  return (
    <Box overflowX="auto" my="4">
      {/* Words break anywhere rather than push the table wider than a 390 px phone. */}
      <Table.Root size="sm" variant="outline" overflowWrap="anywhere">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
          Remotes{windowMinutes ? ` (guard figures over the last ${windowMinutes} min)` : ''}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Remote</Table.ColumnHeader>
            <Table.ColumnHeader>Stable</Table.ColumnHeader>
            <Table.ColumnHeader>Canary</Table.ColumnHeader>
            <Table.ColumnHeader>Ramp</Table.ColumnHeader>
            <Table.ColumnHeader>Guard</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const { ramp, guard } = row.rollout ?? {};
            return (
              <Table.Row key={row.remote} data-remote={row.remote}>
                <Table.Cell as="th" scope="row">
                  <Button
                    variant={row.remote === selected ? 'solid' : 'ghost'}
                    size="sm"
                    aria-pressed={row.remote === selected}
                    aria-label={`${row.remote}: show details`}
                    onClick={() => onSelect(row.remote)}
                  >
                    {row.remote}
                  </Button>
                </Table.Cell>
                <Table.Cell>{row.stable ?? 'none'}</Table.Cell>
                <Table.Cell>{canaryText(row.canary)}</Table.Cell>
                <Table.Cell>
                  {ramp ? rampStepText(ramp) : '-'}
                  {ramp?.paused && (
                    <Badge ms="2" colorPalette="orange">
                      paused
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {guard ? (
                    <>
                      <VerdictBadge verdict={guard.verdict} />{' '}
                      {`canary failed for ${rateText(guard.canary.visitors, guard.canary.failed)} of ${visitorsText(guard.canary.visitors)} visitors`}
                    </>
                  ) : (
                    verdictText(null)
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
