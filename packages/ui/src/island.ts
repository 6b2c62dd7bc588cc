// Islands: the interactive parts of a static page, each hydrated alone. Not a shared module: each
// remote bundles this small part, so that a remote using it needs no newer shell.
export {
  Island,
  IslandCollectorContext,
  type FoundIsland,
  type IslandCollector,
  type IslandProps,
  type JsonValue,
} from './island/Island';
export {
  ISLAND_ATTRIBUTE,
  ISLAND_ESSENTIAL_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandIdPrefix,
} from './island/islandAttributes';
