import type { TrafficSeries } from '@gold/registry/model';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { trafficSummary } from './summarizeTraffic';
import { TrafficChart } from './TrafficChart';
import { TrafficTable } from './TrafficTable';

/** Props of {@link TrafficPanel}. */
export interface TrafficPanelProps {
  series: TrafficSeries | undefined;
  error: string | undefined;
}

/** Each version's page views and failure rate per minute: two charts and their figures as a table. */
export function TrafficPanel({ series, error }: TrafficPanelProps) {
  const summary = series ? trafficSummary(series) : '';
  return (
    <Box as="section" aria-labelledby="traffic-heading" mt="8">
      <Heading as="h3" size="md" id="traffic-heading" mb="2">
        Traffic{series ? ` over the last ${series.minutes} minutes` : ''}
      </Heading>
      {error && <Text color="red.700">Could not read the traffic: {error}</Text>}
      {series && (
        <>
          <Stack direction={{ base: 'column', md: 'row' }} gap="6">
            <TrafficChart
              title="Page views per minute"
              unit=""
              minutes={series.minutes}
              summary={summary}
              series={series.versions.map((v) => ({
                version: v.version,
                values: v.points.map((p) => p.views),
              }))}
            />
            <TrafficChart
              title="Failure rate per minute"
              unit=" %"
              minutes={series.minutes}
              summary={summary}
              series={series.versions.map((v) => ({
                version: v.version,
                values: v.points.map((p) => p.ratePercent),
              }))}
            />
          </Stack>
          <TrafficTable series={series} />
        </>
      )}
    </Box>
  );
}
