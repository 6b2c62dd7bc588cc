import { Box, Text } from '@gold/ui';

/** The spec's notice: branches close on all bank and public holidays. */
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
    </Box>
  );
}
