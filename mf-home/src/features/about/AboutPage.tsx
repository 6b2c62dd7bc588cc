import { Box, PageHero, Text } from '@gold/ui';

/** About Us (placeholder until its issue fills it). */
export function AboutPage() {
  return (
    <>
      <PageHero title="About Us" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
