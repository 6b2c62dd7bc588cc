export { renderFragment, renderWithStyles, type RenderOptions } from './renderFragment';
export { trackReads } from './trackReads';
