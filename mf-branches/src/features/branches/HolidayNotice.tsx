import { Box, Text } from '@gold/ui';
import { branchesWords } from './branchesWords';

/** The spec's notice: branches close on all bank and public holidays. */
export function HolidayNotice() {
  const words = branchesWords.now();
  return (
    <Box
      role="note"
      aria-label={words.holidays}
      borderLeftWidth="4px"
      borderColor="brand.500"
      bg="brand.50"
      color="brand.900"
      px="4"
      py="3"
      borderRadius="md"
    >
      <Text fontWeight="semibold">{words.holidayNotice}</Text>
    </Box>
  );
}
