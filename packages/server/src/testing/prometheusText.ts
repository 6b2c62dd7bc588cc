/**
 * The value of the first sample `name{labels…}` in Prometheus text whose labels include `labels`,
 * or undefined when there is none.
 */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(/,(?=[a-zA-Z_]+=")/) ?? [];
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}
