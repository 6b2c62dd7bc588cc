export {
  CURRENT_VERSIONS_PATH,
  PAGE_START_BEACON,
  REMOTE_FAILURE_BEACON,
  REGISTRY_ELEMENT_ID,
  type CurrentVersions,
  type RemoteTarget,
  type ResolvedRemote,
  type ResolvedRegistry,
} from './resolved';
export { versionKey } from './model/versionKey';
