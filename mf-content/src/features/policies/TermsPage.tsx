import { Box, PageHero, Text } from '@gold/ui';

/** Terms and Conditions (placeholder until its issue fills it). */
export function TermsPage() {
  return (
    <>
      <PageHero title="Terms and Conditions" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
