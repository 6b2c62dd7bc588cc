export { CHUNK_GROUPS_FILE, type ChunkGroups } from './chunkGroups';
export { onDemandShared } from './onDemandShared';
export {
  COVER_IMAGES_ATTRIBUTE,
  COVER_MAX_WAIT_ATTRIBUTE,
  layoutFragmentFile,
  PAGE_ID_PREFIX,
  PAGE_SLOT,
  pageFragmentFile,
  PRERENDER_DIR,
  PRERENDER_PUBLIC_PATH,
  SENT_STYLES_ATTRIBUTE,
  type PrerenderedFragment,
} from './prerendered';
export {
  LANGUAGE_ITEM_ATTRIBUTE,
  LANGUAGE_SWITCH_ATTRIBUTE,
  withOfferedLanguages,
} from './languageSwitch';
export { layoutAtFirstInteraction, STATIC_PAGE_ATTRIBUTE, STATIC_PAGE_EXPORT } from './staticPage';
export {
  fragmentIslands,
  hydratable,
  pageHtmlAt,
  parseFragment,
  renderedWith,
} from './pageFragment';
