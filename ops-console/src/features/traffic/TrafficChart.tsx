import { useId } from 'react';
import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import {
  chartViewBox,
  isolatedPoints,
  LABEL_GAP,
  LABEL_SIZE,
  labelAnchor,
  labelRows,
  linePath,
  niceMax,
} from './chartGeometry';
import type { ChartMarker } from './chartMarkers';

/** One version's values, a minute each, oldest first. */
export interface ChartSeries {
  version: string;
  values: (number | null)[];
}

/** Props of {@link TrafficChart}. */
export interface TrafficChartProps {
  title: string;
  /** Appended to the axis's top value: ' %' or ''. */
  unit: string;
  series: ChartSeries[];
  /** Where the chart starts, as the axis says it: `15 min ago`. */
  startLabel: string;
  /** The changes to mark across it (canary start, steps, abort). */
  markers: readonly ChartMarker[];
  /** What the chart shows, in words: its text alternative. */
  summary: string;
}

const BOX = { width: 600, height: 140 };
// Colour and dash both tell the versions apart, so no one needs to see colour to read the chart.
const STYLES = [
  { stroke: '#1d4ed8', dash: undefined },
  { stroke: '#c2410c', dash: '8 4' },
  { stroke: '#15803d', dash: '2 4' },
  { stroke: '#7e22ce', dash: '12 4 2 4' },
];
const styleOf = (i: number) => STYLES[i % STYLES.length]!;

/**
 * A line per version over the window, with a dashed mark at each change of the canary, drawn as SVG (no chart library: two small line charts
 * do not need one; see docs/decisions/0003-release-console.md). The SVG is an image labelled by
 * its title and described by its summary; the figures themselves are in the table beside it.
 */
export function TrafficChart({
  title,
  unit,
  series,
  startLabel,
  markers,
  summary,
}: TrafficChartProps) {
  const id = useId();
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0))));
  const top = `${max}${unit}`;
  const rows = labelRows(markers, BOX.width, LABEL_SIZE);
  return (
    <Box as="figure" flex="1" minW="0">
      <Text as="figcaption" id={`${id}-title`} fontWeight="semibold">
        {title}
      </Text>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        viewBox={chartViewBox(BOX, [top, '0'])}
        width="100%"
      >
        <line x1="0" y1={BOX.height} x2={BOX.width} y2={BOX.height} stroke="#6b7280" />
        <line x1="0" y1="0" x2={BOX.width} y2="0" stroke="#e5e7eb" />
        <text x={-LABEL_GAP} y="4" textAnchor="end" fontSize={LABEL_SIZE} fill="#374151">
          {top}
        </text>
        <text
          x={-LABEL_GAP}
          y={BOX.height + 4}
          textAnchor="end"
          fontSize={LABEL_SIZE}
          fill="#374151"
        >
          0
        </text>
        <text x="0" y={BOX.height + 18} fontSize={LABEL_SIZE} fill="#374151">
          {startLabel}
        </text>
        <text
          x={BOX.width}
          y={BOX.height + 18}
          textAnchor="end"
          fontSize={LABEL_SIZE}
          fill="#374151"
        >
          now
        </text>
        {markers.map((marker, i) => (
          <g key={`${marker.at} ${marker.label}`} fill="#374151" stroke="#6b7280">
            <line
              x1={marker.x * BOX.width}
              y1="0"
              x2={marker.x * BOX.width}
              y2={BOX.height}
              strokeDasharray="3 3"
            />
            {/* Right of its line, or left of it near now, so that no label runs off the chart. */}
            <text
              x={marker.x * BOX.width + (labelAnchor(marker.x) === 'end' ? -3 : 3)}
              y={LABEL_SIZE - 2 + rows[i]! * (LABEL_SIZE + 2)}
              textAnchor={labelAnchor(marker.x)}
              fontSize={LABEL_SIZE}
              stroke="none"
            >
              {marker.label}
            </text>
          </g>
        ))}
        {series.map((s, i) => (
          <g key={s.version} stroke={styleOf(i).stroke} strokeWidth="2">
            <path d={linePath(s.values, max, BOX)} fill="none" strokeDasharray={styleOf(i).dash} />
            {isolatedPoints(s.values, max, BOX).map((point) => (
              <circle key={point.x} cx={point.x} cy={point.y} r="3" fill={styleOf(i).stroke} />
            ))}
          </g>
        ))}
      </svg>
      <HStack gap="4" wrap="wrap" aria-hidden="true" fontSize="sm">
        {series.map((s, i) => (
          <HStack key={s.version} gap="1">
            <svg width="24" height="8">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                stroke={styleOf(i).stroke}
                strokeDasharray={styleOf(i).dash}
                strokeWidth="2"
              />
            </svg>
            <span>{s.version}</span>
          </HStack>
        ))}
      </HStack>
      <Text id={`${id}-summary`} fontSize="sm" color="fg.muted">
        {summary}
      </Text>
    </Box>
  );
}
