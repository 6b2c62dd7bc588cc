// The public face of the ops client: how one call of the contract is sent, and its refusal. The
// contract itself is its own entry (@gold/ops-client/contract) for the server's routes; the
// shapes of the registry's answers are in @gold/registry/model.
export { type Fetch, type OpsClient, type OpsCredentials } from './callOps';
export { sendOps } from './sendOps';
export { OpsError } from './opsError';
