import { chakra } from '@gold/ui';

/** First tab stop: jumps past the navigation to the page. */
export function SkipLink() {
  return (
    <chakra.a
      href="#main"
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="brand.900"
      color="white"
      px="4"
      py="2"
      borderRadius="md"
      _focus={{ top: '2' }}
    >
      Skip to main content
    </chakra.a>
  );
}
