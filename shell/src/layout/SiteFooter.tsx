import { Link as RouterLink } from 'react-router-dom';
import { getSiteConfig, telHref, whatsappHref } from '@gold/config';
import { fill, langFor, pageLanguage, withLanguage } from '@gold/i18n';
import { routeHref, routeIn, siteRoutes } from '@gold/routes';
import { Box, chakra, Link, MarkedText, SimpleGrid, Text } from '@gold/ui';
import { shellWords } from '../ground/shellWords';
import { printHidden } from './printHidden';

const footerRoutes = siteRoutes.filter((route) => route.placement === 'footer');

// At least 24 px high, so that a finger hits one link and not its neighbour (WCAG 2.5.8).
const linkStyle = {
  color: 'yellow.300',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  py: '1',
  _focusVisible: { outline: '2px solid', outlineColor: 'yellow.300', outlineOffset: '2px' },
  _print: { color: 'black' },
} as const;

/** Registered office, support contacts, policy links, caution and copyright. */
export function SiteFooter() {
  const site = getSiteConfig();
  const language = pageLanguage();
  const words = shellWords.in(language);
  return (
    <Box
      as="footer"
      bg="gray.900"
      color="gray.100"
      px={{ base: 4, md: 8 }}
      pt="10"
      pb="6"
      _print={{ bg: 'none', color: 'black', pt: '4' }}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        <Box>
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            {words.registeredOffice}
          </Text>
          <chakra.address
            fontStyle="normal"
            lang={langFor([site.legalName, ...site.address].join(' '), language)}
          >
            {site.legalName}
            {site.address.map((line) => (
              <Box key={line}>{line}</Box>
            ))}
          </chakra.address>
        </Box>
        <Box>
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            {words.support}
          </Text>
          <Text>
            {words.phone}{' '}
            <Link href={telHref(site.phone)} {...linkStyle}>
              {site.phone}
            </Link>
          </Text>
          <Text>
            {words.whatsapp}{' '}
            <Link
              href={whatsappHref(site.phone, words.footerWhatsappMessage)}
              target="_blank"
              rel="noopener noreferrer"
              {...linkStyle}
            >
              {words.chatWithUs}{' '}
              <Box as="span" srOnly>
                {words.onWhatsappNewTab}
              </Box>
            </Link>
          </Text>
          <Text>
            {words.email}{' '}
            <Link href={`mailto:${site.email}`} {...linkStyle}>
              {site.email}
            </Link>
          </Text>
        </Box>
        <Box as="nav" aria-label={words.policies} {...printHidden}>
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            {words.policies}
          </Text>
          <chakra.ul listStyleType="none">
            {footerRoutes.map((route) => (
              <li key={route.path}>
                <Link asChild {...linkStyle}>
                  <RouterLink to={withLanguage(routeHref(route), language)}>
                    {routeIn(route, language).label}
                  </RouterLink>
                </Link>
              </li>
            ))}
          </chakra.ul>
        </Box>
      </SimpleGrid>
      <Text mt="8" fontSize="sm" color="gray.300" _print={{ color: 'black' }}>
        {words.caution}
      </Text>
      <Text mt="4" fontSize="sm" color="gray.300" _print={{ color: 'black' }}>
        <MarkedText
          text={fill(words.rightsReserved, { year: site.copyrightYear, legalName: site.legalName })}
          names={[site.legalName]}
        />
      </Text>
    </Box>
  );
}
