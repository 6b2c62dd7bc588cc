import { Box, PageHero, Text } from '@gold/ui';

/** Gold Calculator (placeholder until its issue fills it). */
export function CalculatorPage() {
  return (
    <>
      <PageHero title="Gold Calculator" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
