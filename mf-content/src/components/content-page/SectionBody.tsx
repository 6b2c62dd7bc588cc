import type { Section } from '../../content';
import { chakra, Stack, Text } from '@gold/ui';
import { FactText } from './FactText';

/** Props of {@link SectionBody}. */
export interface SectionBodyProps {
  section: Section;
  /** Numbers the bullets, for steps that happen in order. */
  ordered?: boolean;
}

function Paragraphs({ texts }: { texts: readonly string[] | undefined }) {
  return texts?.map((text) => (
    <Text key={text}>
      <FactText text={text} />
    </Text>
  ));
}

/** A section's paragraphs, bullets and closing paragraphs, without its heading. */
export function SectionBody({ section, ordered = false }: SectionBodyProps) {
  const List = ordered ? chakra.ol : chakra.ul;
  return (
    <Stack gap="3" lineHeight="tall">
      <Paragraphs texts={section.paragraphs} />
      {section.bullets && (
        <List
          listStyleType={ordered ? 'decimal' : 'disc'}
          ps="6"
          display="grid"
          gap="2"
          css={{ '& > li::marker': { color: 'brand.600', fontWeight: 'bold' } }}
        >
          {section.bullets.map((bullet) => (
            <li key={bullet}>
              <FactText text={bullet} />
            </li>
          ))}
        </List>
      )}
      <Paragraphs texts={section.closing} />
    </Stack>
  );
}
