import type { Section } from '../../content';
import { Box, Heading } from '@gold/ui';
import { FactText } from './FactText';
import { SectionBody } from './SectionBody';

/** Props of {@link TextSection}. */
export interface TextSectionProps {
  section: Section;
  ordered?: boolean;
}

/** A section with its h2. */
export function TextSection({ section, ordered }: TextSectionProps) {
  return (
    <Box as="section">
      <Heading as="h2" size="xl" mb="3" color="brand.900">
        <FactText text={section.heading} />
      </Heading>
      <SectionBody section={section} ordered={ordered} />
    </Box>
  );
}
