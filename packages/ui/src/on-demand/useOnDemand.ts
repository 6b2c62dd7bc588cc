import { useCallback, useState } from 'react';
import type { OnDemand } from './onDemand';

/** What {@link useOnDemand} gives a component. */
export interface OnDemandState<T> {
  /** What was downloaded; undefined before. */
  value: T | undefined;
  /** The last download failed, and none has succeeded since. */
  failed: boolean;
  /** Starts or joins the download; resolves once `value` is set, rejects if the download fails. */
  load: () => Promise<void>;
}

interface Outcome<T> {
  value: T | undefined;
  failed: boolean;
}

/** A part downloaded on demand, as state: the component draws again when it arrives or fails. */
export function useOnDemand<T>(part: OnDemand<T>): OnDemandState<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>(() => ({
    value: part.current(),
    failed: false,
  }));
  const load = useCallback(
    () =>
      part.load().then(
        (value) =>
          setOutcome((now) =>
            now.value === value && !now.failed ? now : { value, failed: false },
          ),
        (error: unknown) => {
          setOutcome((now) => (now.failed ? now : { ...now, failed: true }));
          throw error;
        },
      ),
    [part],
  );
  return { ...outcome, load };
}
