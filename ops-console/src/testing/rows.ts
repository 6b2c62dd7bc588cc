import type { RemoteRow } from '../features/overview/remoteRow';

/** A remote as the console reads it, with what a test needs changed. */
export function remoteRow(overrides: Partial<RemoteRow> = {}): RemoteRow {
  return {
    remote: 'calculator',
    stable: '1.0.0',
    canary: null,
    revision: 3,
    versions: ['1.0.0', '1.1.0'],
    failures: [],
    rollout: undefined,
    ...overrides,
  };
}

/** A JSON answer as `fetch` gives it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
