import { useCallback, useEffect, useRef, useState } from 'react';
import { OpsError } from '@gold/ops-client';

/** What a polled request holds: its last answer (kept while a refresh fails) and its last error. */
export interface Polled<T> {
  data: T | undefined;
  error: OpsError | undefined;
  loadedAt: Date | undefined;
  /** Loads now (after an action); settles with the answer, or throws the error. */
  reload: () => Promise<T>;
}

interface PollState<T> {
  key: string;
  data?: T;
  error?: OpsError;
  loadedAt?: Date;
}

const asOpsError = (error: unknown) =>
  error instanceof OpsError ? error : new OpsError(0, (error as Error).message);

/**
 * Loads at once and every `intervalMs` while mounted, and again whenever `key` changes (another
 * remote). An answer that arrives after a newer request was sent is dropped, so a slow refresh
 * never shows older data over what an action just loaded.
 */
export function usePolling<T>(key: string, load: () => Promise<T>, intervalMs: number): Polled<T> {
  const [state, setState] = useState<PollState<T>>({ key });
  const latestLoad = useRef(load);
  const sent = useRef(0);
  useEffect(() => {
    latestLoad.current = load;
  });

  const reload = useCallback(async () => {
    const mine = ++sent.current;
    try {
      const data = await latestLoad.current();
      if (mine === sent.current) setState({ key, data, loadedAt: new Date() });
      return data;
    } catch (error) {
      const refused = asOpsError(error);
      if (mine === sent.current) setState((before) => ({ ...before, key, error: refused }));
      throw refused;
    }
  }, [key]);

  useEffect(() => {
    const quietly = () => void reload().catch(() => undefined);
    quietly();
    const timer = setInterval(quietly, intervalMs);
    return () => clearInterval(timer);
  }, [reload, intervalMs]);

  const current: PollState<T> = state.key === key ? state : { key };
  return { data: current.data, error: current.error, loadedAt: current.loadedAt, reload };
}
