import type { RateView } from '@gold/page-data';
import { RateFlipBadge, type RateFlipBadgeProps } from './RateFlipBadge';
import { useGoldRates } from './useGoldRates';

/** Props of {@link TodaysRateBadge}: a type, as island props must be JSON. */
export type TodaysRateBadgeProps = Pick<RateFlipBadgeProps, 'placement'> & {
  /** Today's rate as the server drew it in the page's HTML, shown until the page's call answers. */
  rates?: RateView;
};

/**
 * The rate badge, loading today's rate itself: when the rate arrives only the badge renders
 * again, not the page around it.
 */
export function TodaysRateBadge({ placement, rates: sent }: TodaysRateBadgeProps) {
  const rates = useGoldRates(sent);
  return <RateFlipBadge rates={rates} placement={placement} />;
}
