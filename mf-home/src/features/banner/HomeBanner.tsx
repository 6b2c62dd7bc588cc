import { getSiteConfig } from '@gold/config';
import { fill } from '@gold/i18n';
import { Heading, MarkedText } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { BannerCarousel } from './BannerCarousel';
import { bannerWords } from './bannerWords';

/** The landing banner: the page's h1, and the carousel of slides, an island of its own. */
export function HomeBanner() {
  const { brandName } = getSiteConfig();
  const words = bannerWords.now();
  return (
    <>
      {/* The page's h1 stays outside the slides, so it is always there for the shell to focus. */}
      <Heading as="h1" srOnly tabIndex={-1} data-page-heading="">
        <MarkedText text={fill(words.pageHeading, { brandName })} names={[brandName]} />
      </Heading>
      <Island module="./BannerIsland" component={BannerCarousel} props={{}} />
    </>
  );
}
