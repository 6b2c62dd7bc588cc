import { getSiteConfig } from '@gold/config';
import { Box, Heading, Text } from '@gold/ui';
import { faqsPage } from '../../content';
import {
  ContactActions,
  ContentAccordion,
  ContentPage,
  FactText,
} from '../../components/content-page';

/** FAQs: the fourteen questions as an accordion with the first one open, and how to reach us. */
export function FaqsPage() {
  const page = faqsPage(getSiteConfig());
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
          Still have a question?
        </Heading>
        <Text mb="4">Talk to us. We are happy to help, and there is no obligation to sell.</Text>
        <ContactActions whatsappMessage="Hello, I have a question about selling my gold." />
      </Box>
    </ContentPage>
  );
}
