import type { AuditEntry, TrafficSeries } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { timeText } from '../../rollout/describeRollout';
import { chartMarkers } from './chartMarkers';
import { trafficSummary } from './summarizeTraffic';
import { TrafficChart } from './TrafficChart';
import { TrafficTable } from './TrafficTable';
import { TRAFFIC_WINDOWS, windowPoints, type TrafficWindow } from './trafficWindow';

/** Props of {@link TrafficPanel}. */
export interface TrafficPanelProps {
  series: TrafficSeries | undefined;
  error: string | undefined;
  /** The remote's changes, newest first: the charts mark the canary's start, steps and end. */
  changes: readonly AuditEntry[];
  span: TrafficWindow;
  onSpanChange: (span: TrafficWindow) => void;
}

/**
 * Each version's failure rate (failures over page views) and share of page views over 15 min,
 * 1 h or 24 h, the canary's changes marked on both; their figures in words and as a table.
 */
export function TrafficPanel({ series, error, changes, span, onSpanChange }: TrafficPanelProps) {
  const versions = series ? windowPoints(series, span.perPoint) : [];
  const start = series ? Date.parse(series.from) : 0;
  const markers = series ? chartMarkers(changes, start, start + span.minutes * 60_000) : [];
  const summary = series ? trafficSummary(series, span.label) : '';
  const per = span.perPoint === 1 ? 'per minute' : `per ${span.perPoint} minutes`;
  return (
    <Box as="section" aria-labelledby="traffic-heading" mt="8">
      <Heading as="h3" size="md" id="traffic-heading" mb="2">
        Traffic over the last {span.label}
      </Heading>
      <HStack role="group" aria-label="Window" gap="2" mb="3" wrap="wrap">
        {TRAFFIC_WINDOWS.map((choice) => (
          <Button
            key={choice.label}
            size="sm"
            variant={choice === span ? 'solid' : 'outline'}
            aria-pressed={choice === span}
            onClick={() => onSpanChange(choice)}
          >
            {choice.label}
          </Button>
        ))}
      </HStack>
      {error && <Text color="red.700">Could not read the traffic: {error}</Text>}
      {series && (
        <>
          <Stack direction={{ base: 'column', md: 'row' }} gap="6">
            <TrafficChart
              title={`Failure rate ${per} (failures / page views)`}
              unit=" %"
              startLabel={`${span.label} ago`}
              markers={markers}
              summary={summary}
              series={versions.map((v) => ({
                version: v.version,
                values: v.points.map((p) => p.ratePercent),
              }))}
            />
            <TrafficChart
              title={`Share of page views ${per}`}
              unit=" %"
              startLabel={`${span.label} ago`}
              markers={markers}
              summary={summary}
              series={versions.map((v) => ({
                version: v.version,
                values: v.points.map((p) => p.sharePercent),
              }))}
            />
          </Stack>
          {markers.length > 0 && (
            <Box
              as="ul"
              mt="2"
              fontSize="sm"
              listStyleType="none"
              aria-label="Marked on the charts"
            >
              {markers.map((m) => (
                <li key={`${m.at} ${m.label}`}>
                  {timeText(m.at)}: {m.label}, {m.text}
                </li>
              ))}
            </Box>
          )}
          <TrafficTable versions={versions} per={per} />
        </>
      )}
    </Box>
  );
}
