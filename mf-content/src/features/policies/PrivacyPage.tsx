import { Box, PageHero, Text } from '@gold/ui';

/** Privacy Policy (placeholder until its issue fills it). */
export function PrivacyPage() {
  return (
    <>
      <PageHero title="Privacy Policy" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
