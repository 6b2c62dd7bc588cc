import type { OpsCredentials } from '@gold/ops-client';

const KEY = 'gold-ops-console';

/**
 * The operator's token and name for this tab only: sessionStorage, gone when the tab closes, and
 * never a cookie, so no request carries it unless the console's code adds it (no CSRF surface).
 */
export function readCredentials(storage: Storage = sessionStorage): OpsCredentials | undefined {
  try {
    const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<OpsCredentials> | null;
    return typeof stored?.token === 'string' && stored.token
      ? { token: stored.token, actor: typeof stored.actor === 'string' ? stored.actor : undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveCredentials(credentials: OpsCredentials, storage: Storage = sessionStorage) {
  storage.setItem(KEY, JSON.stringify(credentials));
}

export function clearCredentials(storage: Storage = sessionStorage) {
  storage.removeItem(KEY);
}
