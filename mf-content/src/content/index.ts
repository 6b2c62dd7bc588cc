export type {
  ContentTexts,
  Facts,
  FaqPage,
  PageText,
  QA,
  Section,
  Service,
  ServicesPage,
} from './types';
export { contentTexts } from './contentTexts';
