import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, PageHero, Text } from '@gold/ui';
import { useDocumentMeta } from '../ground/useDocumentMeta';
import { shellWords } from '../ground/shellWords';

/** Shown for any path the site does not have. */
export function NotFoundPage() {
  const words = shellWords.now();
  useDocumentMeta({ title: words.notFoundTitle, description: words.notFoundDescription });
  return (
    <>
      <PageHero title={words.notFoundTitle} />
      <Box px={{ base: 4, md: 8 }} py="10">
        <Text mb="4">{words.notFoundText}</Text>
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to="/website/home">{words.goHome}</RouterLink>
        </Link>
      </Box>
    </>
  );
}
