import { useState } from 'react';
import type { PreviewGrantView } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { timeText } from '../../rollout/describeRollout';
import { grantStateText } from './accessText';
import { ConfirmRevoke } from './ConfirmRevoke';

/** Props of {@link PreviewGrantsTable}. */
export interface PreviewGrantsTableProps {
  grants: PreviewGrantView[] | undefined;
  error: string | undefined;
  /** Revokes one grant; answers a refusal, or nothing once done. */
  onRevoke: (grant: PreviewGrantView) => Promise<string | undefined>;
}

/**
 * The preview links out now (`registry preview` issues them), of every remote this token may
 * release: one list, since a release manager asks "what previews are out", not per remote.
 */
export function PreviewGrantsTable({ grants, error, onRevoke }: PreviewGrantsTableProps) {
  const [confirming, setConfirming] = useState<PreviewGrantView | undefined>();
  return (
    <Box as="section" aria-labelledby="previews-heading" mt="8">
      <Heading as="h2" size="lg" id="previews-heading" mb="2">
        Preview links
      </Heading>
      {error && <Text color="red.700">Could not read the preview links: {error}</Text>}
      {grants && grants.length === 0 && (
        <Text color="fg.muted">No preview link is out (registry preview issues one).</Text>
      )}
      {grants && grants.length > 0 && (
        // Fixed layout and words that break anywhere: no id or name widens it past a phone's width.
        <Table.Root size="sm" variant="outline" tableLayout="fixed" overflowWrap="anywhere">
          <Table.Caption captionSide="top" textAlign="start" mb="1">
            {`${grants.length} not yet expired; each lets one browser see its version`}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="30%">Preview</Table.ColumnHeader>
              <Table.ColumnHeader width="28%">Issued</Table.ColumnHeader>
              <Table.ColumnHeader width="24%">State</Table.ColumnHeader>
              <Table.ColumnHeader width="18%">
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {grants.map((grant) => (
              <Table.Row key={grant.id}>
                <Table.Cell>
                  {grant.remote} {grant.version}
                  <Text color="fg.muted" fontSize="xs">
                    {grant.id}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  by {grant.issuedBy}
                  {grant.issuedToken && grant.issuedToken !== grant.issuedBy
                    ? ` with token ${grant.issuedToken}`
                    : ''}
                  , {timeText(grant.issuedAt)}
                </Table.Cell>
                <Table.Cell>{grantStateText(grant)}</Table.Cell>
                <Table.Cell>
                  {!grant.revokedAt && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Revoke preview ${grant.id} of ${grant.remote} ${grant.version}`}
                      onClick={() => setConfirming(grant)}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {confirming && (
        <ConfirmRevoke
          title={`Revoke the preview of ${confirming.remote} ${confirming.version}?`}
          onConfirm={() => onRevoke(confirming)}
          onClose={() => setConfirming(undefined)}
        >
          <Text>
            The browser holding preview {confirming.id} gets what {confirming.remote}&apos;s
            channels serve from its next page, on every server.
          </Text>
        </ConfirmRevoke>
      )}
    </Box>
  );
}
