export {
  handlersBesidesSiteLinks,
  hydratePrerendered,
  hydrateIslands,
  hydrationSuite,
  sampleServerData,
  type Hydrated,
  type IslandModule,
} from './hydratePrerendered';
