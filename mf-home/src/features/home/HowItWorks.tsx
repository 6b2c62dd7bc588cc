import { getSiteConfig, telHref } from '@gold/config';
import { Box, chakra, Heading, Link, Text } from '@gold/ui';

/** The 5 steps of spec section 1; step 1 names the contact phone. */
export function HowItWorks() {
  const { phone } = getSiteConfig();
  const steps = [
    {
      title: 'Reach out',
      text: (
        <>
          Call or WhatsApp us on{' '}
          <Link
            href={telHref(phone)}
            color="brand.700"
            fontWeight="bold"
            textDecoration="underline"
          >
            {phone}
          </Link>{' '}
          to ask for a home visit or an appointment at a branch.
        </>
      ),
    },
    {
      title: 'Get a live quote',
      text: 'We quote on the day’s market rates for gold, silver or diamonds.',
    },
    {
      title: 'Watch the purity test',
      text: 'Your gold is tested in front of you, with no hidden deductions.',
    },
    {
      title: 'Choose where',
      text: 'Complete the sale at your doorstep or at the branch nearest you.',
    },
    {
      title: 'Get paid instantly',
      text: 'Accept the offer and receive cash or a bank transfer straight away.',
    },
  ];
  return (
    <Box
      as="section"
      aria-labelledby="how-it-works"
      px={{ base: 4, md: 8 }}
      py={{ base: 10, md: 14 }}
    >
      <Heading
        as="h2"
        id="how-it-works"
        fontSize={{ base: '2xl', md: '3xl' }}
        lineHeight="short"
        color="brand.900"
      >
        How it works
      </Heading>
      <chakra.ol
        listStyleType="none"
        mt="6"
        display="grid"
        gap="4"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(5, 1fr)' }}
      >
        {steps.map((step, at) => (
          <chakra.li
            key={step.title}
            display="flex"
            flexDirection={{ base: 'row', md: 'column' }}
            gap="3"
          >
            <Box
              aria-hidden="true"
              flexShrink="0"
              w="10"
              h="10"
              borderRadius="full"
              bg="brand.700"
              color="white"
              display="grid"
              placeItems="center"
              fontWeight="bold"
            >
              {at + 1}
            </Box>
            <Box>
              <Heading as="h3" fontSize="md" color="brand.900">
                <Box srOnly>Step {at + 1}: </Box>
                {step.title}
              </Heading>
              <Text mt="1">{step.text}</Text>
            </Box>
          </chakra.li>
        ))}
      </chakra.ol>
    </Box>
  );
}
