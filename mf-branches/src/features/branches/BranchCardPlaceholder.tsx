import { Box, Card, chakra, Stack } from '@gold/ui';
import { MAP_ASPECT_RATIO, MAP_LINK_HEIGHT } from './BranchMap';

/** Props of {@link TextLines}. */
interface TextLinesProps {
  /** Lines of body text (24 px each) the bars stand for. */
  lines?: number;
  w: string;
}

/** Grey bars that take the height of `lines` lines of body text. */
function TextLines({ lines = 1, w }: TextLinesProps) {
  return (
    <Stack gap="2" py="1">
      {Array.from({ length: lines }, (_, line) => (
        <Box key={line} h="4" w={w} bg="gray.200" borderRadius="sm" />
      ))}
    </Stack>
  );
}

/**
 * A branch card before the branches arrive, laid out like {@link BranchCard} (heading, four
 * details with a three-line address, map frame and its link) so it takes the same room.
 */
export function BranchCardPlaceholder() {
  return (
    <Card.Root h="full" overflow="hidden" variant="outline">
      <Card.Body gap="4">
        <Box h="5" my="1" w="60%" bg="gray.200" borderRadius="sm" />
        <chakra.div display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
          <TextLines w="20" />
          <TextLines w="50%" />
          <TextLines w="16" />
          <TextLines w="40%" />
          <TextLines w="16" />
          <TextLines w="60%" />
          <TextLines w="16" />
          <TextLines lines={3} w="90%" />
        </chakra.div>
      </Card.Body>
      <Box aspectRatio={MAP_ASPECT_RATIO} bg="gray.100" />
      <Box h={MAP_LINK_HEIGHT} />
    </Card.Root>
  );
}
