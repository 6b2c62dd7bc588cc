import { Box, chakra, Heading, SimpleGrid, Text } from '@gold/ui';
import { homeWords } from './homeWords';

/** The claims of spec section 1. */
export function SellingPoints() {
  const words = homeWords.now();
  const points = [
    { title: words.ratesTitle, text: words.ratesText },
    { title: words.transparentTitle, text: words.transparentText },
    { title: words.paymentTitle, text: words.paymentText },
    { title: words.pickupTitle, text: words.pickupText },
    { title: words.testingTitle, text: words.testingText },
  ];
  return (
    <Box
      as="section"
      aria-labelledby="selling-points"
      px={{ base: 4, md: 8 }}
      py={{ base: 10, md: 14 }}
      bg="brand.50"
    >
      <Heading
        as="h2"
        id="selling-points"
        fontSize={{ base: '2xl', md: '3xl' }}
        lineHeight="short"
        color="brand.900"
      >
        {words.sellingTitle}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 5 }} gap="4" mt="6">
        {points.map((point) => (
          <chakra.li
            key={point.title}
            bg="white"
            borderRadius="lg"
            borderTopWidth="4px"
            borderColor="brand.500"
            p="5"
            boxShadow="sm"
          >
            <Heading as="h3" fontSize="md" color="brand.900">
              {point.title}
            </Heading>
            <Text mt="2" color="fg.muted">
              {point.text}
            </Text>
          </chakra.li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
