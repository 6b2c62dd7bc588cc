import { Box, PageHero, Text } from '@gold/ui';

/** Our Services (placeholder until its issue fills it). */
export function ServicesPage() {
  return (
    <>
      <PageHero title="Our Services" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
