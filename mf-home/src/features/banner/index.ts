export { BannerCarousel } from './BannerCarousel';
export { HomeBanner } from './HomeBanner';
