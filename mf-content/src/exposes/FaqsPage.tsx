export { FaqsPage as default } from '../features/faqs/FaqsPage';
