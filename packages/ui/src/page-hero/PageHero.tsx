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
    <Box as="header" bgGradient="to-r" gradientFrom="brand.900" gradientTo="brand.600" color="white" px={{ base: 4, md: 8 }} py={{ base: 8, md: 12 }}>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} tabIndex={-1} data-page-heading="">
        {title}
      </Heading>
      {children && <Box mt="3" maxW="3xl" fontSize="lg">{children}</Box>}
    </Box>
  );
}
