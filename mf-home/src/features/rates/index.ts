export { TodaysRateBadge } from './TodaysRateBadge';
