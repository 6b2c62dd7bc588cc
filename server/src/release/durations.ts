const units = { ms: 1, s: 1000, min: 60_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `500ms`, `30s`, `10m` (or `10min`), `2h`, `7d` in milliseconds; undefined when it is none of those. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)(ms|s|min|m|h|d)$/.exec(text.trim());
  return match ? Number(match[1]) * units[match[2] as keyof typeof units] : undefined;
}

/** Milliseconds as people say them: `2 h`, `10 min`, `30 s`, `500 ms`. */
export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
