import { describeAuditEntry, describeRampOutlook, type RemoteRollout } from '@gold/registry/model';
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
  visitorsText,
} from '../../rollout/describeRollout';
import { VerdictBadge } from '../../rollout/VerdictBadge';

/** Props of {@link GuardPanel}. */
export interface GuardPanelProps {
  rollout: RemoteRollout | undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ownMark = (rollout: RemoteRollout, key: 'minVisitors' | 'maxRatePercent' | 'maxRatio') =>
  rollout.thresholds.own.includes(key) ? ' (this remote’s own)' : '';

/**
 * The canary guard on this remote: its verdict with both versions' visitors, those each failed
 * for and the test's evidence as it judged them, the thresholds in force, the ramp and the last
 * automatic decision on the running canary.
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
              <Table.ColumnHeader textAlign="end">Visitors started</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Failed for</Table.ColumnHeader>
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
                  <Table.Cell textAlign="end">{visitorsText(figures.visitors)}</Table.Cell>
                  <Table.Cell textAlign="end">{visitorsText(figures.failed)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {rateText(figures.visitors, figures.failed)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text>No canary is running.</Text>
      )}
      {guard && (
        <Text mt="2">
          Evidence that the canary fails for {guard.evidence.badRatePercent.toPrecision(2)} % of its
          visitors or more (stable taken at {guard.evidence.stableRatePercent.toPrecision(2)} %):{' '}
          {guard.evidence.logLikelihoodRatio.toFixed(1)}, ended at{' '}
          {guard.evidence.threshold.toFixed(1)}.
        </Text>
      )}
      <Text mt="2">
        Judges a canary once at least {thresholds.minVisitors} visitors ran it
        {ownMark(rollout, 'minVisitors')}, and ends it on the evidence that it fails for at least{' '}
        {thresholds.maxRatePercent} %{ownMark(rollout, 'maxRatePercent')} of them, or{' '}
        {thresholds.maxRatio} times stable’s rate{ownMark(rollout, 'maxRatio')} where more.
      </Text>
      {guard && <Text color="fg.muted">{guard.reason}</Text>}
      {ramp && (
        <Box mt="2" aria-label="Ramp" role="group">
          <Text>
            Ramp {ramp.steps.join(' → ')} %, now {rampStepText(ramp)}, a step every{' '}
            {durationText(ramp.everyMs)} while green (this step since {timeText(ramp.stepStartedAt)}
            ).
          </Text>
          <Text fontWeight="semibold">{capitalised(describeRampOutlook(ramp, timeText))}.</Text>
        </Box>
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
