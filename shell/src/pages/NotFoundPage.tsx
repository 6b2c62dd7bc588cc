import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, PageHero, Text } from '@gold/ui';
import { useDocumentMeta } from '../ground/useDocumentMeta';

/** Shown for any path the site does not have. */
export function NotFoundPage() {
  useDocumentMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
  });
  return (
    <>
      <PageHero title="Page not found" />
      <Box px={{ base: 4, md: 8 }} py="10">
        <Text mb="4">
          We could not find that page. It may have moved, or the address may be mistyped.
        </Text>
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to="/website/home">Go to the home page</RouterLink>
        </Link>
      </Box>
    </>
  );
}
