import { HomeBanner } from '../banner/HomeBanner';
import { RateFlipBadge } from '../rates/RateFlipBadge';
import { useGoldRates } from '../rates/useGoldRates';
import { HowItWorks } from './HowItWorks';
import { SellingPoints } from './SellingPoints';

/** The landing page: banner carousel, the claims, the 5 steps and the rate badge. */
export function HomePage() {
  const rates = useGoldRates();
  return (
    <>
      <HomeBanner />
      <SellingPoints />
      <HowItWorks />
      <RateFlipBadge rates={rates} placement="fixed-left" />
    </>
  );
}
