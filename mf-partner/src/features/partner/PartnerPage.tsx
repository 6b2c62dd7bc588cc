import { Box, PageHero, Text } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { PartnerForm } from './PartnerForm';

/**
 * Partner Enquiry (/website/partner): the franchise enquiry. The form is its island: the rest is
 * sent as HTML and never hydrated.
 */
export function PartnerPage() {
  return (
    <>
      <PageHero title="Partner Enquiry">
        <Text>
          Become a franchise partner. Tell us about your experience and the funds you can invest,
          and our executive will contact you within 24 hours.
        </Text>
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
