import { Box, PageHero, Text } from '@gold/ui';

/** Our Branches (placeholder until its issue fills it). */
export function BranchesPage() {
  return (
    <>
      <PageHero title="Our Branches" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
