import { CallbackForm } from '@gold/callback';
import { getSiteConfig } from '@gold/config';
import { Box, Card, Heading, SimpleGrid, Text } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { servicesTexts } from '../../content';
import {
  ContactActions,
  contactWords,
  ContentPage,
  FactText,
  TextSection,
} from '../../components/content-page';

/**
 * Our Services: the four services, why choose us, the five sell steps, how to book, and a request
 * for a callback. The callback form is its island: the rest is sent as HTML and never hydrated.
 */
export function ServicesPage() {
  const page = servicesTexts.now()(getSiteConfig());
  return (
    <ContentPage title={page.title} intro={page.intro} maxW="6xl">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
        {page.services.map((service) => (
          <Card.Root
            as="li"
            key={service.title}
            variant="outline"
            borderTopWidth="4px"
            borderTopColor="brand.500"
          >
            <Card.Body gap="3">
              <Heading as="h2" size="xl" color="brand.900">
                <FactText text={service.title} />
              </Heading>
              <Text lineHeight="tall">
                <FactText text={service.description} />
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <TextSection section={page.whyChoose} />
        <TextSection section={page.sellSteps} ordered />
      </SimpleGrid>
      {page.sections.map((section) => (
        <Box key={section.heading} bg="brand.50" borderRadius="lg" p={{ base: 5, md: 6 }}>
          <TextSection section={section} />
          <Box mt="5">
            <ContactActions whatsappMessage={contactWords.now().bookingMessage} />
          </Box>
        </Box>
      ))}
      <Island
        module="./CallbackIsland"
        component={CallbackForm}
        props={{}}
        essential={false}
        serverData={['captcha']}
      />
    </ContentPage>
  );
}
