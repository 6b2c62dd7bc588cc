import { RateFlipBadge, type RateFlipBadgeProps } from './RateFlipBadge';
import { useGoldRates } from './useGoldRates';

/**
 * The rate badge, loading today's rate itself: when the rate arrives only the badge renders
 * again, not the page around it.
 */
export function TodaysRateBadge({ placement }: Pick<RateFlipBadgeProps, 'placement'>) {
  const rates = useGoldRates();
  return <RateFlipBadge rates={rates} placement={placement} />;
}
