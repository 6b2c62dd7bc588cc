import { getSiteConfig, telHref } from '@gold/config';
import { fill } from '@gold/i18n';
import { Box, chakra, Heading, Link, Text } from '@gold/ui';
import { homeWords } from './homeWords';

/** The 5 steps of spec section 1; step 1 names the contact phone. */
export function HowItWorks() {
  const { phone } = getSiteConfig();
  const words = homeWords.now();
  const [beforePhone, afterPhone] = words.reachText.split('{phone}');
  const steps = [
    {
      title: words.reachTitle,
      text: (
        <>
          {beforePhone}
          <Link
            href={telHref(phone)}
            color="brand.700"
            fontWeight="bold"
            textDecoration="underline"
          >
            {phone}
          </Link>
          {afterPhone}
        </>
      ),
    },
    { title: words.quoteTitle, text: words.quoteText },
    { title: words.purityTitle, text: words.purityText },
    { title: words.whereTitle, text: words.whereText },
    { title: words.paidTitle, text: words.paidText },
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
        {words.howTitle}
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
                <Box srOnly>{fill(words.step, { number: at + 1 })}</Box>
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
