import { CallbackForm } from '@gold/callback';
import { Box } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { HomeBanner } from '../banner';
import { TodaysRateBadge } from '../rates';
import { HowItWorks } from './HowItWorks';
import { SellingPoints } from './SellingPoints';

/**
 * The landing page: banner carousel, the claims, the 5 steps, a request for a callback and the
 * rate badge. The carousel, the callback form and the badge are its islands: the rest is sent as
 * HTML and never hydrated.
 */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <SellingPoints />
      <HowItWorks />
      <Box maxW="4xl" px={{ base: 4, md: 8 }} pb={{ base: 10, md: 14 }}>
        <Island
          module="./CallbackIsland"
          component={CallbackForm}
          props={{}}
          essential={false}
          serverData={['captcha']}
        />
      </Box>
      <Island
        module="./TodaysRateIsland"
        component={TodaysRateBadge}
        props={{ placement: 'fixed-left' }}
        serverData={['rates']}
      />
    </>
  );
}
