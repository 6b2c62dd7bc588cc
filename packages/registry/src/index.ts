export {
  REGISTRY_ELEMENT_ID,
  type RemoteTarget,
  type ResolvedRemote,
  type ResolvedRegistry,
} from './resolved';
