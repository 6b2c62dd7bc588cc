import { getSiteConfig, telHref, whatsappHref } from '@gold/config';
import { fill } from '@gold/i18n';
import { Flex, Link } from '@gold/ui';
import { contactWords } from './contactWords';

/** Props of {@link ContactActions}. */
export interface ContactActionsProps {
  /** The message a WhatsApp chat starts with, in the page's language. */
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
  const words = contactWords.now();
  return (
    <Flex gap="3" wrap="wrap" data-print-hidden="">
      <Link
        href={telHref(phone)}
        {...actionStyle}
        bg="brand.700"
        color="white"
        _hover={{ bg: 'brand.900' }}
      >
        {fill(words.call, { phone })}
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
        {words.chat}
      </Link>
    </Flex>
  );
}
