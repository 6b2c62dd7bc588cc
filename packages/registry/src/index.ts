export {
  CURRENT_VERSIONS_PATH,
  REGISTRY_ELEMENT_ID,
  type CurrentVersions,
  type RemoteTarget,
  type ResolvedRemote,
  type ResolvedRegistry,
} from './resolved';
