import { Box, Button, Heading, Text } from '@gold/ui';
import { fill } from '@gold/i18n';
import { shellWords } from '../ground/shellWords';

/** Props of {@link RemoteErrorPanel}. */
export interface RemoteErrorPanelProps {
  /** The page's label, for the message. */
  label: string;
  /** Loads the page again. */
  onRetry: () => void;
}

/** Takes the place of a page whose remote failed: the rest of the site keeps working. */
export function RemoteErrorPanel({ label, onRetry }: RemoteErrorPanelProps) {
  const words = shellWords.now();
  return (
    <Box
      role="alert"
      data-testid="remote-error"
      mx="auto"
      my="12"
      maxW="xl"
      p="8"
      borderWidth="1px"
      borderColor="red.300"
      borderRadius="lg"
      bg="red.50"
      textAlign="center"
    >
      <Heading as="h1" size="xl" mb="3" tabIndex={-1} data-page-heading="">
        {fill(words.unavailable, { page: label })}
      </Heading>
      <Text mb="6">{words.unavailableText}</Text>
      <Button colorPalette="yellow" onClick={onRetry}>
        {words.tryAgain}
      </Button>
    </Box>
  );
}
