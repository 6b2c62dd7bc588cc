import { Island } from '@gold/ui/island';
import { HomeBanner } from '../banner';
import { TodaysRateBadge } from '../rates';
import { HowItWorks } from './HowItWorks';
import { SellingPoints } from './SellingPoints';

/**
 * The landing page: banner carousel, the claims, the 5 steps and the rate badge. The carousel
 * and the badge are its islands: the rest is sent as HTML and never hydrated.
 */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <SellingPoints />
      <HowItWorks />
      <Island
        module="./TodaysRateIsland"
        component={TodaysRateBadge}
        props={{ placement: 'fixed-left' }}
      />
    </>
  );
}
