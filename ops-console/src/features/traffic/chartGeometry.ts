/** The drawing area of a chart, in the SVG's own units. */
export interface ChartBox {
  width: number;
  height: number;
}

/**
 * An SVG path through `values`, evenly spaced from left to right, 0 at the bottom and `max` at
 * the top. A null (a minute without page views has no failure rate) breaks the line: no rate is
 * drawn where none was measured.
 */
export function linePath(values: readonly (number | null)[], max: number, box: ChartBox): string {
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  const y = (value: number) => box.height - (max > 0 ? (value / max) * box.height : 0);
  let path = '';
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${round(i * step)} ${round(y(value))} `;
    drawing = true;
  });
  return path.trim();
}

/**
 * Where a value stands alone, with no value in the minute before or after it: a line through it
 * would have no length, so the chart marks it with a dot instead.
 */
export function isolatedPoints(
  values: readonly (number | null)[],
  max: number,
  box: ChartBox,
): { x: number; y: number }[] {
  const step = values.length > 1 ? box.width / (values.length - 1) : 0;
  return values.flatMap((value, i) =>
    value !== null && (values[i - 1] ?? null) === null && (values[i + 1] ?? null) === null
      ? [{ x: round(i * step), y: round(box.height - (max > 0 ? (value / max) * box.height : 0)) }]
      : [],
  );
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least `value` (and at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

/** The size of the axis labels, in the SVG's units. */
export const LABEL_SIZE = 12;
/** The gap between the left axis's labels and the plot. */
export const LABEL_GAP = 6;

/**
 * The SVG's viewBox around a plot of `box`: room on the left for the widest of `leftLabels`
 * (written right-aligned, `LABEL_GAP` left of the plot; a character is taken as 0.8 of the font
 * size wide, since a wide sans-serif such as DejaVu Sans sets "100 %" at 0.76), a label's height
 * above the top one, and below the plot a line of labels with its descenders, so that no label
 * is cut off.
 */
export function chartViewBox(box: ChartBox, leftLabels: readonly string[]): string {
  const widest = Math.max(0, ...leftLabels.map((label) => label.length));
  const left = Math.ceil(widest * LABEL_SIZE * 0.8) + LABEL_GAP + 2;
  const top = LABEL_SIZE;
  const bottom = LABEL_SIZE * 2 + 6;
  const right = LABEL_SIZE;
  return `${-left} ${-top} ${box.width + left + right} ${box.height + top + bottom}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Where a marker's label is written: right of its line, or left of it near the right edge. */
export const labelAnchor = (x: number): 'start' | 'end' => (x > 0.8 ? 'end' : 'start');

/**
 * The line each marker's label is written on, counted from the top: a label that would run into
 * one on a line above it goes a line lower (two changes a minute apart, a promotion just after a
 * start). `markers` are in the order of their `x` (0 to 1 across a plot `width` wide); a
 * character is taken as 0.8 of `labelSize` wide, as for the axis labels.
 */
export function labelRows(
  markers: readonly { x: number; label: string }[],
  width: number,
  labelSize: number,
): number[] {
  const taken: [number, number][][] = [];
  return markers.map(({ x, label }) => {
    const span = label.length * 0.8 * labelSize + 3;
    const at = x * width;
    const [from, to] = labelAnchor(x) === 'end' ? [at - span, at] : [at, at + span];
    let row = taken.findIndex((line) => line.every(([a, b]) => to <= a || from >= b));
    if (row === -1) row = taken.push([]) - 1;
    taken[row]!.push([from, to]);
    return row;
  });
}
