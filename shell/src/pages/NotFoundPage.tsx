import { Link as RouterLink } from 'react-router-dom';
import { pageLanguage, withLanguage } from '@gold/i18n';
import { notFoundWords } from '@gold/routes';
import { Box, Link, PageHero, Text } from '@gold/ui';
import { useDocumentMeta } from '../ground/useDocumentMeta';
import { shellWords } from '../ground/shellWords';

/** Shown for any path the site does not have. */
export function NotFoundPage() {
  const words = shellWords.now();
  const head = notFoundWords.now();
  useDocumentMeta(head);
  return (
    <>
      <PageHero title={head.title} />
      <Box px={{ base: 4, md: 8 }} py="10">
        <Text mb="4">{words.notFoundText}</Text>
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={withLanguage('/website/home', pageLanguage())}>{words.goHome}</RouterLink>
        </Link>
      </Box>
    </>
  );
}
