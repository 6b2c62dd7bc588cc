import { getSiteConfig } from '@gold/config';
import { Box, chakra, Heading, MarkedText, Text } from '@gold/ui';
import type { BannerSlideContent } from './bannerSlides';
import { bannerWords } from './bannerWords';

/** Props of {@link BannerSlide}. */
export interface BannerSlideProps {
  slide: BannerSlideContent;
}

/**
 * Paints `url` over the whole box as a filled border image rather than an img or a background
 * image: browsers count those as largest-contentful-paint candidates, and the full-bleed
 * decoration would outrank the heading that is the real content. The art (an SVG without a size
 * of its own) covers the box the way object-fit: cover would; until it arrives the box stays plain.
 * Quoted: the art may be a data URL (rules.ts in @gold/federation), which holds parentheses.
 */
function coverArt(url: string) {
  return { borderImage: `url("${url}") 0 fill / 0 / 0 stretch` };
}

/** One banner slide: art behind, heading, message and a call or WhatsApp link. */
export function BannerSlide({ slide }: BannerSlideProps) {
  const words = bannerWords.now();
  return (
    <Box
      position="relative"
      minH={{ base: '26rem', md: '32rem' }}
      display="flex"
      alignItems="center"
      bg="brand.900"
      color="white"
    >
      <Box aria-hidden="true" position="absolute" inset="0" style={coverArt(slide.image)} />
      <Box
        aria-hidden="true"
        position="absolute"
        inset="0"
        bgImage={{
          base: 'linear-gradient(180deg, rgba(20,14,2,0.82), rgba(20,14,2,0.6))',
          md: 'linear-gradient(90deg, rgba(20,14,2,0.9) 0%, rgba(20,14,2,0.7) 45%, rgba(20,14,2,0) 75%)',
        }}
      />
      <Box
        position="relative"
        px={{ base: 5, md: 8, lg: 16 }}
        pt="10"
        pb="20"
        maxW={{ base: 'full', md: '2xl' }}
      >
        <Heading
          as="h2"
          fontSize={{ base: '5xl', lg: '6xl' }}
          lineHeight="1.15"
          fontWeight="bold"
          color="brand.100"
          outline="none"
        >
          <MarkedText text={slide.heading} names={[getSiteConfig().brandName]} />
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'xl' }} maxW="xl">
          {slide.message}
        </Text>
        <chakra.a
          href={slide.action.href}
          {...(slide.action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          mt="6"
          display="inline-flex"
          alignItems="center"
          minH="11"
          px="5"
          borderRadius="md"
          bg="brand.300"
          color="brand.900"
          fontWeight="bold"
          textDecoration="none"
          _hover={{ bg: 'brand.100' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
        >
          {slide.action.text}
          {slide.action.external && <Box srOnly> {words.opensWhatsApp}</Box>}
        </chakra.a>
      </Box>
    </Box>
  );
}
