// The public face of the ops client: the call, its refusal, and the paths of the ops API. The
// shapes of what the endpoints take and answer are in @gold/registry/model.
export {
  callOps,
  type Fetch,
  type OpsClient,
  type OpsCredentials,
  type OpsMethod,
} from './callOps';
export { OpsError } from './opsError';
export { remotePath } from './paths';
