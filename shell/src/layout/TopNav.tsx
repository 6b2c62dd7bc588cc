import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { getSiteConfig, telHref } from '@gold/config';
import { OWN_EARLY_STATE_ATTRIBUTE } from '@gold/page-scripts/earlyClicks';
import { fill, langFor, pageLanguage, withLanguage } from '@gold/i18n';
import { routeHref, routeIn, siteRoutes } from '@gold/routes';
import { Box, Button, chakra, Flex, Link } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { useHydrating } from '../ground/useHydrating';
import { PhoneIcon } from './ContactBar';
import { LanguageSwitch } from './LanguageSwitch';
import { navLinkStyle } from './navLinkStyle';
import { printHidden } from './printHidden';

const navRoutes = siteRoutes.filter((route) => route.placement === 'nav' && route.path !== 'home');

const StyledNavLink = chakra(NavLink);

// The header's call button, from `md` up (a phone has the contact bar at the bottom instead).
const callStyle = {
  display: { base: 'none', md: 'inline-flex' },
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '4',
  borderRadius: 'md',
  bg: 'brand.700',
  color: 'white',
  fontWeight: 'bold',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { bg: 'brand.900', textDecoration: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.700', outlineOffset: '2px' },
} as const;

// Until the scripts run, the phone's menu shows while focus is in the navigation (a tap on Menu
// focuses it): its links then work from the first paint. From then on, `open` alone decides, and
// the button's aria-expanded says what is shown.
const openOnFocus = { 'nav[data-menu-follows-focus]:focus-within &': { display: 'flex' } } as const;

/** The top navigation of spec section 2, on every page; collapses to a menu on phones. */
export function TopNav() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLDivElement>(null);
  const followsFocus = useHydrating();
  const { brandName, phone } = getSiteConfig();
  const language = pageLanguage();
  const words = shellWords.in(language);
  // Hydrated: a menu opened by a tap on Menu before the scripts ran stays open, as open (so that
  // tap is not clicked again: the button owns its early state).
  useEffect(() => {
    if (nav.current?.matches(':focus-within')) setOpen(true);
  }, []);
  // Escape closes the phone menu and gives focus back to its button, as for any disclosure.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };
  return (
    <Box
      as="header"
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="brand.300"
      position="sticky"
      top="0"
      zIndex="sticky"
      {...printHidden}
    >
      <Flex
        ref={nav}
        as="nav"
        aria-label={words.mainNav}
        data-menu-follows-focus={followsFocus ? '' : undefined}
        align="center"
        wrap="wrap"
        px={{ base: 3, md: 6 }}
        py="2"
        gap="2"
        onKeyDown={closeOnEscape}
      >
        <StyledNavLink
          to={withLanguage(routeHref({ path: 'home' }), language)}
          {...navLinkStyle}
          gap="2"
          aria-label={fill(words.brandHome, { brand: brandName })}
        >
          <chakra.span aria-hidden="true" fontSize="xl" color="brand.600">
            ◆
          </chakra.span>
          <chakra.span fontWeight="bold" fontSize="lg" lang={langFor(brandName, language)}>
            {brandName}
          </chakra.span>
          <chakra.svg aria-hidden="true" viewBox="0 0 24 24" w="5" h="5" fill="currentColor">
            <path d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3z" />
          </chakra.svg>
        </StyledNavLink>
        <LanguageSwitch />
        <Button
          ref={menuButton}
          display={{ base: 'inline-flex', md: 'none' }}
          ml="auto"
          variant="outline"
          aria-expanded={open}
          aria-controls="main-menu"
          {...{ [OWN_EARLY_STATE_ATTRIBUTE]: '' }}
          onClick={() => setOpen((value) => !value)}
        >
          {words.menu}
        </Button>
        <chakra.ul
          id="main-menu"
          listStyleType="none"
          display={{ base: open ? 'flex' : 'none', md: 'flex' }}
          flexDirection={{ base: 'column', md: 'row' }}
          width={{ base: 'full', md: 'auto' }}
          ml={{ md: 'auto' }}
          gap="1"
          css={openOnFocus}
        >
          {navRoutes.map((route) => (
            <li key={route.path}>
              <StyledNavLink
                to={withLanguage(routeHref(route), language)}
                {...navLinkStyle}
                onClick={() => setOpen(false)}
              >
                {routeIn(route, language).label}
              </StyledNavLink>
            </li>
          ))}
        </chakra.ul>
        <Link href={telHref(phone)} aria-label={fill(words.callPhone, { phone })} {...callStyle}>
          <PhoneIcon />
          {words.call}
          <chakra.span display={{ base: 'none', xl: 'inline' }}>{phone}</chakra.span>
        </Link>
      </Flex>
    </Box>
  );
}
