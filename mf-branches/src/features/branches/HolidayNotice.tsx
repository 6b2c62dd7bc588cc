import { Box, Text } from '@gold/ui';

/** The spec's notice: branches close on bank and public holidays, which the open badge cannot know. */
export function HolidayNotice() {
  return (
    <Box
      role="note"
      aria-label="Holidays"
      borderLeftWidth="4px"
      borderColor="brand.500"
      bg="brand.50"
      color="brand.900"
      px="4"
      py="3"
      borderRadius="md"
    >
      <Text fontWeight="semibold">
        Our offices are closed on all official bank holidays and public holidays.
      </Text>
      <Text fontSize="sm" mt="1">
        The “Open now” label follows each branch’s daily timings in India time and does not know
        about holidays.
      </Text>
    </Box>
  );
}
