export { HomeBanner } from './HomeBanner';
