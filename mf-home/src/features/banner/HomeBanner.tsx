import { getSiteConfig } from '@gold/config';
import { Heading } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { BannerCarousel } from './BannerCarousel';

/** The landing banner: the page's h1, and the carousel of slides, an island of its own. */
export function HomeBanner() {
  const { brandName } = getSiteConfig();
  return (
    <>
      {/* The page's h1 stays outside the slides, so it is always there for the shell to focus. */}
      <Heading as="h1" srOnly tabIndex={-1} data-page-heading="">
        {brandName}: sell your gold at the best market rate
      </Heading>
      <Island module="./BannerIsland" component={BannerCarousel} props={{}} />
    </>
  );
}
