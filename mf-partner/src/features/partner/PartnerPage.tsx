import { Box, PageHero, Text } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { PartnerForm } from './PartnerForm';
import { partnerWords } from './partnerWords';

/**
 * Partner Enquiry (/website/partner): the franchise enquiry. The form is its island: the rest is
 * sent as HTML and never hydrated.
 */
export function PartnerPage() {
  const words = partnerWords.now();
  return (
    <>
      <PageHero title={words.title}>
        <Text>{words.intro}</Text>
      </PageHero>
      <Box maxW="4xl" px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }}>
        <Island
          module="./PartnerFormIsland"
          component={PartnerForm}
          props={{}}
          essential
          serverData={['captcha']}
        />
      </Box>
    </>
  );
}
