export {
  handlersBesidesSiteLinks,
  hydratePrerendered,
  hydrateIslands,
  hydrationSuite,
  type Hydrated,
  type IslandModule,
} from './hydratePrerendered';
