import { Box } from '@chakra-ui/react/box';
import { Table } from '@chakra-ui/react/table';
import { rateText } from '../../rollout/describeRollout';
import type { WindowPoint } from './trafficWindow';

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Props of {@link TrafficTable}. */
export interface TrafficTableProps {
  versions: { version: string; points: WindowPoint[] }[];
  /** How much each point spans: `per minute`. */
  per: string;
}

/** The charts' figures: one row per point with any page view, one column per version. */
export function TrafficTable({ versions, per }: TrafficTableProps) {
  const busy = (versions[0]?.points ?? []).flatMap((_, i) =>
    versions.some((v) => v.points[i]!.views || v.points[i]!.failures) ? [i] : [],
  );
  if (busy.length === 0) return null;
  return (
    <Box as="details" mt="3">
      <Box as="summary" cursor="pointer">
        Figures {per}, as a table
      </Box>
      <Table.Root size="sm" variant="outline" mt="2">
        <Table.Caption captionSide="top" textAlign="start">
          Page views, failures and failure rate per version, {per}, where there were page views
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>From</Table.ColumnHeader>
            {versions.map((v) => (
              <Table.ColumnHeader key={v.version}>{v.version}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {busy.map((i) => (
            <Table.Row key={versions[0]!.points[i]!.start}>
              <Table.Cell as="th" scope="row">
                {clock(versions[0]!.points[i]!.start)}
              </Table.Cell>
              {versions.map(({ version, points }) => {
                const { views, failures } = points[i]!;
                return (
                  <Table.Cell key={version}>
                    {views} views, {failures} failed ({rateText(views, failures)})
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
