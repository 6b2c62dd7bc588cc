import type { OpsTokenList } from '@gold/registry/model';
import { callOps, type OpsCredentials } from '@gold/ops-client';

/** GET /ops/tokens: the tokens this one manages (403 without the tokens capability), and its name. */
export const getTokens = (credentials: OpsCredentials) =>
  callOps<OpsTokenList>(credentials, 'GET', '/ops/tokens');
