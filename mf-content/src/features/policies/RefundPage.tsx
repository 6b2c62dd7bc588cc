import { Box, PageHero, Text } from '@gold/ui';

/** Refund and Cancellation Policy (placeholder until its issue fills it). */
export function RefundPage() {
  return (
    <>
      <PageHero title="Refund and Cancellation Policy" />
      <Box px={{ base: 4, md: 8 }} py="8">
        <Text>This page is being prepared.</Text>
      </Box>
    </>
  );
}
