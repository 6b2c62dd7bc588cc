export {
  handlersBesidesSiteLinks,
  hydratePrerendered,
  hydrationSuite,
  type Hydrated,
} from './hydratePrerendered';
