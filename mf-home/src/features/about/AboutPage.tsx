import { getSiteConfig } from '@gold/config';
import { fill } from '@gold/i18n';
import { Box, chakra, MarkedText, PageHero, Text } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { TodaysRateBadge } from '../rates';
import { AboutSection } from './AboutSection';
import { aboutWords } from './aboutWords';

/**
 * About Us: the company's story, vision and mission, beside a floating box of today's rates, the
 * page's one island: the rest is sent as HTML and never hydrated.
 */
export function AboutPage() {
  const { brandName, legalName } = getSiteConfig();
  const words = aboutWords.now();
  return (
    <>
      <PageHero title={words.title}>
        <Text>{words.tagline}</Text>
      </PageHero>
      <Box
        px={{ base: 4, md: 8 }}
        py={{ base: 8, md: 12 }}
        display="grid"
        gap={{ base: 6, md: 12 }}
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }}
      >
        {/* From `md` up, a column of its own, as tall as the text's: the box stays on screen
            (sticky) all along the text, and never over it. On a phone, above the text, which
            keeps the whole width. */}
        <Box gridColumn={{ base: '1', md: '2' }} gridRow="1">
          <Island
            module="./TodaysRateIsland"
            component={TodaysRateBadge}
            props={{ placement: 'floating' }}
            serverData={['rates']}
          />
        </Box>
        <Box gridColumn="1" gridRow={{ base: '2', md: '1' }} maxW="3xl" display="grid" gap="10">
          <AboutSection id="our-story" title={words.storyTitle}>
            <Text>
              <MarkedText text={fill(words.story1, { brandName })} names={[brandName]} />
            </Text>
            <Text>
              <MarkedText text={fill(words.story2, { legalName })} names={[legalName]} />
            </Text>
          </AboutSection>
          <AboutSection id="our-vision" title={words.visionTitle}>
            <Text>{words.vision}</Text>
          </AboutSection>
          <AboutSection id="our-mission" title={words.missionTitle}>
            <chakra.ul pl="5" listStyleType="disc" display="grid" gap="2">
              <li>{words.mission1}</li>
              <li>{words.mission2}</li>
              <li>{words.mission3}</li>
              <li>{words.mission4}</li>
              <li>{words.mission5}</li>
            </chakra.ul>
          </AboutSection>
        </Box>
      </Box>
    </>
  );
}
