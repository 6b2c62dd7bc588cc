import { Box, chakra, Heading, SimpleGrid, Text } from '@gold/ui';

const points = [
  {
    title: 'Highest market rates',
    text: 'Your price follows the live gold market of the day, not a rate fixed weeks ago.',
  },
  {
    title: '100% transparent process',
    text: 'Every weight, purity reading and figure is shown to you before you decide.',
  },
  {
    title: 'Instant payment',
    text: 'Accept the offer and you are paid on the spot, in cash or by bank transfer.',
  },
  {
    title: 'Free home pickup',
    text: 'Prefer to stay in? Our executive comes to your door at no charge.',
  },
  {
    title: 'Non-destructive BIS-certified testing',
    text: 'Purity is measured without cutting, melting or marking your jewellery.',
  },
] as const;

/** The claims of spec section 1. */
export function SellingPoints() {
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
        Why sell your gold with us
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
