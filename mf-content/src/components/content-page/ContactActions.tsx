import { getSiteConfig, telHref, whatsappHref } from '@gold/config';
import { Flex, Link } from '@gold/ui';

/** Props of {@link ContactActions}. */
export interface ContactActionsProps {
  /** The message a WhatsApp chat starts with. */
  whatsappMessage: string;
}

const actionStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  px: '5',
  borderRadius: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
} as const;

/** Call and WhatsApp buttons for the site's phone number. */
export function ContactActions({ whatsappMessage }: ContactActionsProps) {
  const { phone } = getSiteConfig();
  return (
    <Flex gap="3" wrap="wrap" data-print-hidden="">
      <Link
        href={telHref(phone)}
        {...actionStyle}
        bg="brand.700"
        color="white"
        _hover={{ bg: 'brand.900' }}
      >
        Call {phone}
      </Link>
      <Link
        href={whatsappHref(phone, whatsappMessage)}
        target="_blank"
        rel="noopener noreferrer"
        {...actionStyle}
        borderWidth="2px"
        borderColor="green.700"
        color="green.800"
        _hover={{ bg: 'green.50' }}
      >
        Chat on WhatsApp
      </Link>
    </Flex>
  );
}
