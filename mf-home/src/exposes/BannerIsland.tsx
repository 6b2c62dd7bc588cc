export { BannerCarousel as default } from '../features/banner';
