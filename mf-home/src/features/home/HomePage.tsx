import { Box, PageHero, Text } from '@gold/ui';
import { RateList } from '../rates/RateList';
import { useGoldRates } from '../rates/useGoldRates';

/** The landing page (the carousel, badge and steps arrive with the home issue). */
export function HomePage() {
  const rate = useGoldRates();
  return (
    <>
      <PageHero title="Welcome">
        <Text>Sell your old gold at the best market rate, with transparent evaluation and on-the-spot payment.</Text>
      </PageHero>
      <Box px={{ base: 4, md: 8 }} py="8">
        <RateList rate={rate} />
      </Box>
    </>
  );
}
