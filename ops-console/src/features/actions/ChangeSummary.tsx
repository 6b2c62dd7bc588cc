import { Box } from '@chakra-ui/react/box';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { PlannedChange } from './planChange';

/** Props of {@link ChangeSummary}. */
export interface ChangeSummaryProps {
  /** The change as the fields describe it; none while they are incomplete. */
  change: PlannedChange | undefined;
  remote: string;
  revision: number;
}

/** What the change alters, from → to, and the revision it expects. */
export function ChangeSummary({ change, remote, revision }: ChangeSummaryProps) {
  return (
    <Box>
      {change ? (
        <Table.Root size="sm" variant="outline">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">
            What will change
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Setting</Table.ColumnHeader>
              <Table.ColumnHeader>Now</Table.ColumnHeader>
              <Table.ColumnHeader>After</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {change.lines.map((line) => (
              <Table.Row key={line.what}>
                <Table.Cell as="th" scope="row">
                  {line.what}
                </Table.Cell>
                <Table.Cell>{line.from}</Table.Cell>
                <Table.Cell>{line.to}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text>Complete the fields above to see what will change.</Text>
      )}
      <Text mt="2" fontSize="sm" data-testid="expected-revision">
        Expects {remote} at revision {revision}: if anyone changes it first, nothing is done.
      </Text>
    </Box>
  );
}
