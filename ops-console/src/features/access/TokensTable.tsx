import { useState } from 'react';
import type { OpsTokenRecord } from '@gold/ops-client/contract';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { timeText } from '../../rollout/describeRollout';
import { tokenScopeText, tokenStateText } from './accessText';
import { ConfirmRevoke } from './ConfirmRevoke';

/** Props of {@link TokensTable}. */
export interface TokensTableProps {
  tokens: OpsTokenRecord[];
  /** The name of the token the console is signed in with. */
  you: string;
  /** Revokes one token; answers a refusal, or nothing once done. */
  onRevoke: (token: OpsTokenRecord) => Promise<string | undefined>;
}

/** The ops tokens this one manages (`tokens create` makes them), each revocable. */
export function TokensTable({ tokens, you, onRevoke }: TokensTableProps) {
  const [confirming, setConfirming] = useState<OpsTokenRecord | undefined>();
  return (
    <Box as="section" aria-labelledby="tokens-heading" mt="8">
      <Heading as="h2" size="lg" id="tokens-heading" mb="2">
        Ops tokens
      </Heading>
      {tokens.length === 0 ? (
        <Text color="fg.muted">No token besides OPS_TOKEN (tokens create makes one).</Text>
      ) : (
        <Table.Root size="sm" variant="outline" tableLayout="fixed" overflowWrap="anywhere">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="32%">Token</Table.ColumnHeader>
              <Table.ColumnHeader width="26%">May use</Table.ColumnHeader>
              <Table.ColumnHeader width="24%">State</Table.ColumnHeader>
              <Table.ColumnHeader width="18%">
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {tokens.map((token) => (
              <Table.Row key={token.name}>
                <Table.Cell>
                  {token.name}
                  {token.name === you && <Text fontWeight="semibold">yours, signed in now</Text>}
                  <Text color="fg.muted" fontSize="xs">
                    made by {token.createdBy}, {timeText(token.createdAt)}
                  </Text>
                </Table.Cell>
                <Table.Cell>{tokenScopeText(token)}</Table.Cell>
                <Table.Cell>{tokenStateText(token)}</Table.Cell>
                <Table.Cell>
                  {!token.revokedAt && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Revoke token ${token.name}`}
                      onClick={() => setConfirming(token)}
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
          title={`Revoke the token ${confirming.name}?`}
          onConfirm={() => onRevoke(confirming)}
          onClose={() => setConfirming(undefined)}
        >
          <Text>Every request with it is refused from now on, on every server.</Text>
          {confirming.name === you && (
            <Text fontWeight="semibold">
              It is the token you are signed in with: revoking it signs you out.
            </Text>
          )}
        </ConfirmRevoke>
      )}
    </Box>
  );
}
