import { getSiteConfig, telHref, whatsappHref } from '@gold/config';
import { fill } from '@gold/i18n';
import { Box, chakra, Flex, Link, Text } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { printHidden } from './printHidden';

/**
 * The CSS variable the frame sets to the height the contact bar covers at the bottom of the
 * screen: the bar's height on a phone, 0 from `md` up and on paper. The frame reserves it below
 * the footer, and what floats at the bottom (back-to-top, home's rate badge) sits above it; a
 * remote reads it with a fallback of 0 (`var(--site-bottom-inset, 0px)`), so that it does the same
 * under a shell of before the bar.
 */
export const BOTTOM_INSET_VAR = '--site-bottom-inset';

/** The bar's height on a phone: its 44 px buttons and their margins, above the home indicator. */
const BAR_HEIGHT = 'calc(3.75rem + env(safe-area-inset-bottom, 0px))';

// The page's scroll padding: what the browser scrolls into view (a control reached with Tab, an
// anchor) comes to rest above the bar, not under it (WCAG 2.4.11).
const rootWithFrame = 'html:has(&)';

/** The frame's styles that set {@link BOTTOM_INSET_VAR}, and the page's scroll padding. */
export const bottomInsetStyle = {
  [BOTTOM_INSET_VAR]: BAR_HEIGHT,
  [rootWithFrame]: { scrollPaddingBottom: BAR_HEIGHT },
  md: { [BOTTOM_INSET_VAR]: '0px', [rootWithFrame]: { scrollPaddingBottom: '0px' } },
  _print: { [BOTTOM_INSET_VAR]: '0px' },
} as const;

/** The bottom offset of something floating above the bar, `gap` above it. */
export const aboveContactBar = (gap: string) => `calc(var(${BOTTOM_INSET_VAR}, 0px) + ${gap})`;

// 44 px high at least (WCAG 2.5.5), and a focus ring that reads on the dark bar.
const buttonStyle = {
  flex: '1 1 0',
  minW: '0',
  minH: '11',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'bold',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { textDecoration: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
} as const;

// With the rate beside them, the buttons' words are smaller, and on the narrowest phones (below
// 376 px) they go without their icons: the rate is shown whole, and no word spills out of its button.
const withRateStyle = {
  '& a': { fontSize: 'sm', px: '2', gap: '1.5' },
  '@media (max-width: 23.49rem)': { '& a svg': { display: 'none' } },
} as const;

/** Props of {@link ContactBar}. */
export interface ContactBarProps {
  /** Today's rate, written as it shows ("22K ₹7,150.00/g"); nothing shows in its place without. */
  rate?: string;
}

/**
 * Call and WhatsApp one tap away on a phone: a bar fixed at the bottom of the screen, below `md`
 * (the header has the call button from there on), with today's rate when it is given. Both are
 * plain links, so they work from the first paint, before any script.
 */
export function ContactBar({ rate }: ContactBarProps) {
  const { phone } = getSiteConfig();
  const words = shellWords.now();
  return (
    <Flex
      as="aside"
      aria-label={words.contactBar}
      position="fixed"
      left="0"
      right="0"
      bottom="0"
      zIndex="sticky"
      display={{ base: 'flex', md: 'none' }}
      align="center"
      gap="2"
      h={BAR_HEIGHT}
      px="3"
      pb="env(safe-area-inset-bottom, 0px)"
      bg="brand.900"
      color="brand.50"
      borderTopWidth="1px"
      borderColor="brand.700"
      boxShadow="0 -2px 8px rgba(0, 0, 0, 0.2)"
      css={rate ? withRateStyle : undefined}
      {...printHidden}
    >
      {rate && (
        <Box flexShrink="0" lineHeight="short" whiteSpace="nowrap">
          <Text fontSize="2xs" color="brand.300" fontWeight="bold" textTransform="uppercase">
            {words.todaysRate}
          </Text>
          <Text fontSize="xs" fontWeight="bold" fontVariantNumeric="tabular-nums">
            {rate}
          </Text>
        </Box>
      )}
      <Link
        href={telHref(phone)}
        aria-label={fill(words.callPhone, { phone })}
        bg="brand.300"
        color="brand.900"
        {...buttonStyle}
      >
        <PhoneIcon />
        {words.call}
      </Link>
      <Link
        href={whatsappHref(phone, words.contactBarWhatsappMessage)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={words.chatOnWhatsappNewTab}
        bg="green.700"
        color="white"
        {...buttonStyle}
      >
        <ChatIcon />
        {words.whatsappButton}
      </Link>
    </Flex>
  );
}

/** An icon of one path on a 24-unit square, drawn in the text's colour. */
function PathIcon({ d }: { d: string }) {
  return (
    <chakra.svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      w="5"
      h="5"
      flexShrink="0"
      fill="currentColor"
    >
      <path d={d} />
    </chakra.svg>
  );
}

/** A handset, drawn in the text's colour. */
export function PhoneIcon() {
  return (
    <PathIcon d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
  );
}

/** A speech bubble, drawn in the text's colour. */
function ChatIcon() {
  return (
    <PathIcon d="M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2zm0 2a8 8 0 1 1-4.1 14.9l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 0 1 12 4z" />
  );
}
