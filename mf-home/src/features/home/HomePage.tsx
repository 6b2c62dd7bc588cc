import { HomeBanner } from '../banner';
import { TodaysRateBadge } from '../rates';
import { HowItWorks } from './HowItWorks';
import { SellingPoints } from './SellingPoints';

/** The landing page: banner carousel, the claims, the 5 steps and the rate badge. */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <SellingPoints />
      <HowItWorks />
      <TodaysRateBadge placement="fixed-left" />
    </>
  );
}
