import type { TrafficSeries } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Table } from '@chakra-ui/react/table';
import { rateText } from '../overview/describeRollout';
import { busyMinutes } from './summarizeTraffic';

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Props of {@link TrafficTable}. */
export interface TrafficTableProps {
  series: TrafficSeries;
}

/** The charts' figures: one row per minute with any page view, one column group per version. */
export function TrafficTable({ series }: TrafficTableProps) {
  const minutes = busyMinutes(series);
  if (minutes.length === 0) return null;
  return (
    <Box as="details" mt="3">
      <Box as="summary" cursor="pointer">
        Figures per minute, as a table
      </Box>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline" mt="2">
          <Table.Caption captionSide="top" textAlign="start">
            Page views, failures and failure rate per version, for each minute with page views
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Minute</Table.ColumnHeader>
              {series.versions.map((v) => (
                <Table.ColumnHeader key={v.version}>{v.version}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {minutes.map((minute) => (
              <Table.Row key={minute}>
                <Table.Cell as="th" scope="row">
                  {clock(minute)}
                </Table.Cell>
                {series.versions.map((v) => {
                  const point = v.points.find((p) => p.minute === minute);
                  const views = point?.views ?? 0;
                  const failures = point?.failures ?? 0;
                  return (
                    <Table.Cell key={v.version}>
                      {views} views, {failures} failed ({rateText(views, failures)})
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
