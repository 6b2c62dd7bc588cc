import { loadServerConfig } from '@gold/config/server';
import type { OpsClient } from '@gold/ops-client';

/**
 * The ops listener at `origin` as the bench calls it: with the token of the servers it starts
 * (they read it from the same environment: OPS_TOKEN when set, the server config's default
 * otherwise), as the actor "bench".
 */
export const benchOps = (origin: string): OpsClient => ({
  server: origin,
  token: loadServerConfig(process.env).opsToken,
  actor: 'bench',
});
