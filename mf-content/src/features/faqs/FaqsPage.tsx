import { Box, PageHero, Text } from '@gold/ui';

/** FAQs (placeholder until its issue fills it). */
export function FaqsPage() {
  return (
    <>
      <PageHero title="FAQs" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
