import { useMemo } from 'react';
import { getSiteConfig } from '@gold/config';
import { Carousel } from '../carousel';
import { BannerSlide } from './BannerSlide';
import { bannerWords } from './bannerWords';
import { bannerSlides } from './bannerSlides';
import { LandingLoader } from './LandingLoader';
import { IMAGES_MAX_WAIT_MS, useImagesSettled } from './useImagesSettled';

/** The banner's four slides in a carousel, behind a loader until their art has settled: home's island. */
export function BannerCarousel() {
  const words = bannerWords.now();
  const slides = useMemo(() => bannerSlides(getSiteConfig(), words), [words]);
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
      <Carousel label={words.highlights} slides={carouselSlides} held={!ready} />
      {!ready && <LandingLoader art={art} maxWaitMs={IMAGES_MAX_WAIT_MS} label={words.loading} />}
    </>
  );
}
