import { describeAuditEntry, describeBuildSource, type RemoteHistory } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { timeText } from '../../rollout/describeRollout';

/** The latest changes shown; the CLI's `registry history` prints them all. */
const SHOWN = 30;

/** Props of {@link HistoryTable}. */
export interface HistoryTableProps {
  history: RemoteHistory | undefined;
  error: string | undefined;
}

/**
 * What changed: who (and with which token), when, what (with the share and ramp step a canary
 * change left, and the commit a published build came from) and why; newest first.
 */
export function HistoryTable({ history, error }: HistoryTableProps) {
  const changes = history?.changes.slice(0, SHOWN) ?? [];
  const sources = new Map(history?.versions.map((version) => [version.version, version.source]));
  return (
    <Box as="section" aria-labelledby="history-heading" mt="8">
      <Heading as="h3" size="md" id="history-heading" mb="2">
        History
      </Heading>
      {error && <Text color="red.700">Could not read the history: {error}</Text>}
      {history && (
        <Box overflowX="auto">
          {/* The columns share the width the page gives (fixed layout) and words break anywhere,
              so no text (a token name, a long reason, a wider fallback font) pushes the table
              wider than a 390 px phone. */}
          <Table.Root size="sm" variant="outline" tableLayout="fixed" overflowWrap="anywhere">
            <Table.Caption captionSide="top" textAlign="start" mb="1">
              {history.changes.length > SHOWN
                ? `The latest ${SHOWN} of ${history.changes.length} changes`
                : `${history.changes.length} changes`}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="22%">When</Table.ColumnHeader>
                <Table.ColumnHeader width="22%">Who</Table.ColumnHeader>
                <Table.ColumnHeader width="34%">What</Table.ColumnHeader>
                <Table.ColumnHeader width="22%">Why</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {changes.map((change, i) => (
                <Table.Row key={`${change.at}-${i}`}>
                  <Table.Cell>{timeText(change.at)}</Table.Cell>
                  <Table.Cell>
                    {change.actor}
                    {change.token && change.token !== change.actor
                      ? ` with token ${change.token}`
                      : ''}
                  </Table.Cell>
                  <Table.Cell>
                    {describeAuditEntry(change)}
                    {change.action === 'publish' &&
                      describeBuildSource(sources.get(change.version ?? ''))}
                  </Table.Cell>
                  <Table.Cell>{change.reason ?? '-'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
