// The layout every content page is built of: the page frame, its sections, the contact buttons.
export { ContactActions, type ContactActionsProps } from './ContactActions';
export { contactWords } from './contactWords';
export {
  ContentAccordion,
  type AccordionEntry,
  type ContentAccordionProps,
} from './ContentAccordion';
export { ContentPage, type ContentPageProps } from './ContentPage';
export { FactText, type FactTextProps } from './FactText';
export { SectionBody, type SectionBodyProps } from './SectionBody';
export { TextSection, type TextSectionProps } from './TextSection';
