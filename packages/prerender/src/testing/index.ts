export { hydratePrerendered, type Hydrated } from './hydratePrerendered';
