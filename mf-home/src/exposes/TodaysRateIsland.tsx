export { TodaysRateBadge as default } from '../features/rates';
