import { Box, PageHero, Text } from '@gold/ui';

/** Security Policies (placeholder until its issue fills it). */
export function SecurityPage() {
  return (
    <>
      <PageHero title="Security Policies" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
