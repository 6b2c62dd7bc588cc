import { Box, PageHero, Text } from '@gold/ui';

/** Compliance (placeholder until its issue fills it). */
export function CompliancePage() {
  return (
    <>
      <PageHero title="Compliance" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
