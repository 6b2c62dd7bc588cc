/** One look at an instance's /readyz: when (ms since the timeline's start) and its status (0: no answer). */
export interface ReadinessLook {
  atMs: number;
  status: number;
}

/**
 * Looks at `url`/readyz every `everyMs`, as a load balancer does, until `stop()`; returns every
 * look. `firstAfter` finds when a status was first seen from a moment on.
 */
export function watchReadiness(url: string, everyMs = 200) {
  const started = Date.now();
  const looks: ReadinessLook[] = [];
  const stopped = new AbortController();
  const running = (async () => {
    while (!stopped.signal.aborted) {
      const status = await fetch(`${url}/readyz`).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      looks.push({ atMs: Date.now() - started, status });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** Milliseconds since the timeline's start: the moment of a fault or a heal. */
    now: () => Date.now() - started,
    /** Milliseconds from `fromMs` to the first look at or after it that saw `status`; undefined if none did. */
    firstAfter(fromMs: number, status: number): number | undefined {
      const look = looks.find((l) => l.atMs >= fromMs && l.status === status);
      return look && look.atMs - fromMs;
    },
    /** Each change of status, as `status@seconds`: "200@0.0 503@2.3 200@12.9". */
    changes(): string {
      return looks
        .filter((look, i) => i === 0 || looks[i - 1]!.status !== look.status)
        .map((look) => `${look.status}@${(look.atMs / 1000).toFixed(1)}`)
        .join(' ');
    },
    async stop(): Promise<ReadinessLook[]> {
      stopped.abort();
      await running;
      return looks;
    },
  };
}
