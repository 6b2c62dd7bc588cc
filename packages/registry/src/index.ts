export {
  REGISTRY_ELEMENT_ID,
  type RemoteTarget,
  type ResolvedRemote,
  type ResolvedRegistry,
} from './resolved';
export { onDemandShared } from './onDemandShared';
export { CHUNK_GROUPS_FILE, type ChunkGroups } from './chunkGroups';
export {
  layoutFragmentFile,
  PAGE_SLOT,
  pageFragmentFile,
  PRERENDER_DIR,
  PRERENDER_PUBLIC_PATH,
  type PrerenderedFragment,
} from './prerendered';
