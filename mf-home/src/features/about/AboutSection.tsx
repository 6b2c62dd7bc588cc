import type { ReactNode } from 'react';
import { Box, Heading } from '@gold/ui';

/** Props of {@link AboutSection}. */
export interface AboutSectionProps {
  /** Id of the heading, for the section's name and for anchor links. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of About Us. */
export function AboutSection({ id, title, children }: AboutSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} display="grid" gap="3" lineHeight="tall">
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '2xl', md: '3xl' }}
        lineHeight="short"
        color="brand.900"
      >
        {title}
      </Heading>
      {children}
    </Box>
  );
}
