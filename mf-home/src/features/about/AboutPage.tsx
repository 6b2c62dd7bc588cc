import { getSiteConfig } from '@gold/config';
import { Box, chakra, PageHero, Text } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { TodaysRateBadge } from '../rates';
import { AboutSection } from './AboutSection';

/**
 * About Us: the company's story, vision and mission, beside a floating box of today's rates, the
 * page's one island: the rest is sent as HTML and never hydrated.
 */
export function AboutPage() {
  const { brandName, legalName } = getSiteConfig();
  return (
    <>
      <PageHero title="About Us">
        <Text>Honest prices for gold, paid on the spot, by people who explain every number.</Text>
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
          <AboutSection id="our-story" title="Our story">
            <Text>
              {brandName} began with a simple observation: families in South India hold much of
              their savings in gold, yet selling it or getting it back from a lender too often meant
              guesswork, hidden deductions and long waits. We set out to make that moment fair and
              calm.
            </Text>
            <Text>
              Today {legalName}, a limited liability partnership, buys gold in Tamil Nadu and
              Karnataka. We buy old and unused jewellery and pay for embedded stones, release gold
              pledged with banks, NBFCs and pawnbrokers, arrange repledging through partners for a
              better loan value, and come to your doorstep for an evaluation.
            </Text>
          </AboutSection>
          <AboutSection id="our-vision" title="Our vision">
            <Text>
              To be the first name a South Indian family trusts when it turns gold into money: a
              rate anyone can check, a test anyone can watch, and payment that never keeps anyone
              waiting.
            </Text>
          </AboutSection>
          <AboutSection id="our-mission" title="Our mission">
            <chakra.ul pl="5" listStyleType="disc" display="grid" gap="2">
              <li>Pay the day’s live market rate, with the calculation shown line by line.</li>
              <li>
                Test purity without damage, in the seller’s presence, with BIS-certified methods.
              </li>
              <li>Pay instantly, in cash or by bank transfer, once the offer is accepted.</li>
              <li>Help borrowers win back pledged gold and get more value from it.</li>
              <li>
                Refuse stolen or illegal gold and follow every KYC rule, to protect honest sellers.
              </li>
            </chakra.ul>
          </AboutSection>
        </Box>
      </Box>
    </>
  );
}
