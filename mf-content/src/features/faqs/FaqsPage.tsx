import { getSiteConfig } from '@gold/config';
import { Box, Heading, Text } from '@gold/ui';
import { faqsTexts } from '../../content';
import {
  ContactActions,
  contactWords,
  ContentAccordion,
  ContentPage,
  FactText,
} from '../../components/content-page';

/** FAQs: the fourteen questions as an accordion with the first one open, and how to reach us. */
export function FaqsPage() {
  const page = faqsTexts.now()(getSiteConfig());
  const words = contactWords.now();
  const entries = page.faqs.map((qa) => ({
    heading: qa.question,
    body: (
      <Text lineHeight="tall">
        <FactText text={qa.answer} />
      </Text>
    ),
  }));
  return (
    <ContentPage title={page.title} intro={page.intro}>
      <ContentAccordion entries={entries} firstOpen />
      <Box as="section" bg="brand.50" borderRadius="lg" p={{ base: 5, md: 6 }}>
        <Heading as="h2" size="lg" mb="2" color="brand.900">
          {words.stillTitle}
        </Heading>
        <Text mb="4">{words.stillText}</Text>
        <ContactActions whatsappMessage={words.questionMessage} />
      </Box>
    </ContentPage>
  );
}
