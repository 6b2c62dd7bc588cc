export {
  REGISTRY_ELEMENT_ID,
  type RemoteTarget,
  type ResolvedRemote,
  type ResolvedRegistry,
} from './resolved';
export { onDemandShared } from './onDemandShared';
export { CHUNK_GROUPS_FILE, type ChunkGroups } from './chunkGroups';
