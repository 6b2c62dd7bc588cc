export { ServicesPage as default } from '../features/services/ServicesPage';
