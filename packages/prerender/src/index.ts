export {
  renderExposedPage,
  renderFragment,
  renderWithStyles,
  type ExposedPage,
  type RenderOptions,
} from './renderFragment';
export { trackReads } from './trackReads';
