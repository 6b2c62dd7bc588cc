import { describeAuditEntry, type RemoteRollout } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import {
  currentDecision,
  durationText,
  rampStepText,
  rateText,
  timeText,
} from '../overview/describeRollout';
import { VerdictBadge } from '../overview/VerdictBadge';

/** Props of {@link GuardPanel}. */
export interface GuardPanelProps {
  rollout: RemoteRollout | undefined;
}

const ownMark = (rollout: RemoteRollout, key: 'minViews' | 'maxRatePercent' | 'maxRatio') =>
  rollout.thresholds.own.includes(key) ? ' (this remote’s own)' : '';

/**
 * The canary guard on this remote: its verdict with both versions' page views and failure rates
 * as it judged them, the thresholds in force, the ramp and the last automatic decision on the
 * running canary.
 */
export function GuardPanel({ rollout }: GuardPanelProps) {
  if (!rollout) return null;
  const { guard, ramp, thresholds } = rollout;
  const lastDecision = currentDecision(rollout);
  return (
    <Box as="section" aria-labelledby="guard-heading" mt="6">
      <Heading as="h3" size="md" id="guard-heading" mb="2">
        Canary guard {guard && <VerdictBadge verdict={guard.verdict} />}
      </Heading>
      {guard ? (
        <Table.Root size="sm" variant="outline" maxW="xl">
          <Table.Caption captionSide="top" textAlign="start" mb="1">
            Since the canary started
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Version</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Page views</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Failures</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Failure rate</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(['canary', 'stable'] as const).map((channel) => {
              const figures = guard[channel];
              return (
                <Table.Row key={channel}>
                  <Table.Cell as="th" scope="row">
                    {channel} {figures.version}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{figures.views}</Table.Cell>
                  <Table.Cell textAlign="end">{figures.failures}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {rateText(figures.views, figures.failures)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text>No canary is running.</Text>
      )}
      <Text mt="2">
        Ends a canary with at least {thresholds.minViews} page views{ownMark(rollout, 'minViews')},
        a failure rate of at least {thresholds.maxRatePercent} %{ownMark(rollout, 'maxRatePercent')}{' '}
        and at least {thresholds.maxRatio} times stable’s{ownMark(rollout, 'maxRatio')}.
      </Text>
      {guard && <Text color="fg.muted">{guard.reason}</Text>}
      {ramp && (
        <Text mt="2">
          Ramp {ramp.steps.join(' → ')} %, now {rampStepText(ramp)}
          {ramp.paused
            ? ', paused'
            : `, a step every ${durationText(ramp.everyMs)} while green`}{' '}
          (this step since {timeText(ramp.stepStartedAt)}).
        </Text>
      )}
      {lastDecision && (
        <Text mt="2">
          Last automatic decision: {describeAuditEntry(lastDecision)} by {lastDecision.actor},{' '}
          {timeText(lastDecision.at)}
          {lastDecision.reason ? `: ${lastDecision.reason}` : ''}
        </Text>
      )}
    </Box>
  );
}
