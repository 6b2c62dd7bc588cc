export { hydratePrerendered, hydrationSuite, type Hydrated } from './hydratePrerendered';
