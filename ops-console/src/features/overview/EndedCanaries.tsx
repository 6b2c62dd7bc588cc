import { useState } from 'react';
import type { AuditEntry } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { timeText } from '../../rollout/describeRollout';
import type { RemoteRow } from '../../rollout/remoteRow';

/** Props of {@link EndedCanaries}. */
export interface EndedCanariesProps {
  rows: RemoteRow[];
}

/** Where the notices an operator dismissed are kept: this tab, across reloads (as the token is). */
const DISMISSED_KEY = 'gold-console-dismissed-canary-ends';

const keyOf = (end: AuditEntry) => `${end.remote}@${end.version}@${end.at}`;

function readDismissed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((k) => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * How each remote's last canary ended, where it was aborted and none has started since: who
 * ended it, when, and on what figures, until the operator dismisses it.
 */
export function EndedCanaries({ rows }: EndedCanariesProps) {
  const [dismissed, setDismissed] = useState(readDismissed);
  const ends = rows.flatMap((row) => {
    const end = row.rollout?.endedCanary;
    return end && !dismissed.has(keyOf(end)) ? [end] : [];
  });
  if (ends.length === 0) return null;
  const dismiss = (end: AuditEntry) => {
    const next = new Set(dismissed).add(keyOf(end));
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...next]));
    setDismissed(next);
  };
  return (
    <Stack as="section" aria-label="Canaries ended" gap="2" my="4">
      {ends.map((end) => (
        <Box
          key={keyOf(end)}
          role="note"
          borderWidth="1px"
          borderColor="red.300"
          bg="red.50"
          rounded="md"
          p="3"
        >
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Text>
              <strong>
                {end.remote}: canary {end.version} ended by {end.actor}
              </strong>{' '}
              at {timeText(end.at)}
              {end.reason ? `: ${end.reason}` : ''}
            </Text>
            <Button
              size="xs"
              variant="outline"
              onClick={() => dismiss(end)}
              aria-label={`Dismiss: ${end.remote} canary ${end.version} ended`}
            >
              Dismiss
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
