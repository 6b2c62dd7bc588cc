import { useMemo } from 'react';
import { getSiteConfig } from '@gold/config';
import { Heading } from '@gold/ui';
import { Carousel } from '../carousel';
import { BannerSlide } from './BannerSlide';
import { bannerSlides } from './bannerSlides';
import { LandingLoader } from './LandingLoader';
import { IMAGES_MAX_WAIT_MS, useImagesSettled } from './useImagesSettled';

/** The landing banner: the page's h1 and four slides in a carousel, behind a loader until their art has settled. */
export function HomeBanner() {
  const { brandName } = getSiteConfig();
  const slides = useMemo(() => bannerSlides(getSiteConfig()), []);
  const art = useMemo(() => slides.map((slide) => slide.image), [slides]);
  const ready = useImagesSettled(art);
  // Made once: when the art settles the carousel renders again, the slides in it need not.
  const carouselSlides = useMemo(
    () =>
      slides.map((slide) => ({
        id: slide.id,
        label: slide.heading,
        content: <BannerSlide slide={slide} />,
      })),
    [slides],
  );
  return (
    <>
      {/* The page's h1 stays outside the slides, so it is always there for the shell to focus. */}
      <Heading as="h1" srOnly tabIndex={-1} data-page-heading="">
        {brandName}: sell your gold at the best market rate
      </Heading>
      <Carousel label="Highlights" slides={carouselSlides} held={!ready} />
      {!ready && <LandingLoader art={art} maxWaitMs={IMAGES_MAX_WAIT_MS} />}
    </>
  );
}
