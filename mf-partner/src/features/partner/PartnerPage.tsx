import { Box, PageHero, Text } from '@gold/ui';

/** Partner Enquiry (placeholder until its issue fills it). */
export function PartnerPage() {
  return (
    <>
      <PageHero title="Partner Enquiry" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
