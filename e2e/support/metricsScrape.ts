/** One scrape of an instance's `GET /metrics`: its text and a way to read one sample of it. */
export interface MetricsScrape {
  text: string;
  /**
   * The value of the first sample `name` whose labels include `labels` (a histogram's `_count`,
   * `_sum` and `_bucket` are samples of their own), or undefined when there is none.
   */
  sample(name: string, labels?: Record<string, string>): number | undefined;
}

/** Scrapes the ops listener at `opsUrl` as Prometheus does, with `token`; fails on anything but 200. */
export async function scrapeMetrics(opsUrl: string, token: string): Promise<MetricsScrape> {
  const response = await fetch(`${opsUrl}/metrics`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const samples = text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/).filter(Boolean);
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
  return {
    text,
    sample(name, labels = {}) {
      const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
      return samples.find((s) => s.name === name && wanted.every((w) => s.labels.includes(w)))
        ?.value;
    },
  };
}
