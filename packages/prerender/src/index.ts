export { renderFragment, type FragmentContext } from './renderFragment';
export { trackReads } from './trackReads';
