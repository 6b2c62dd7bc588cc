import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  /** Optional line under the title. */
  children?: ReactNode;
}

/** The banner at the top of an inner page, holding its h1. */
export function PageHero({ title, children }: PageHeroProps) {
  return (
    <Box
      as="header"
      bgGradient="to-r"
      gradientFrom="brand.900"
      // brand.700 keeps white text at 7:1 or more across the whole gradient; paper gets no background.
      gradientTo="brand.700"
      color="white"
      px={{ base: 4, md: 8 }}
      py={{ base: 8, md: 12 }}
      _print={{ bgImage: 'none', color: 'black', py: '4' }}
    >
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} tabIndex={-1} data-page-heading="">
        {title}
      </Heading>
      {children && (
        <Box mt="3" maxW="3xl" fontSize="lg">
          {children}
        </Box>
      )}
    </Box>
  );
}
