import { Link as RouterLink } from 'react-router-dom';
import { getSiteConfig, telHref, whatsappHref } from '@gold/config';
import { routeHref, siteRoutes } from '@gold/routes';
import { Box, chakra, Link, SimpleGrid, Text } from '@gold/ui';
import { cautionText } from './cautionText';
import { printHidden } from './printHidden';

const footerRoutes = siteRoutes.filter((route) => route.placement === 'footer');

/** The message a WhatsApp chat from the footer starts with. */
export const FOOTER_WHATSAPP_MESSAGE = 'Hello, I would like to sell gold';

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
            Registered office
          </Text>
          <chakra.address fontStyle="normal">
            {site.legalName}
            {site.address.map((line) => (
              <Box key={line}>{line}</Box>
            ))}
          </chakra.address>
        </Box>
        <Box>
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            Support
          </Text>
          <Text>
            Phone:{' '}
            <Link href={telHref(site.phone)} {...linkStyle}>
              {site.phone}
            </Link>
          </Text>
          <Text>
            WhatsApp:{' '}
            <Link
              href={whatsappHref(site.phone, FOOTER_WHATSAPP_MESSAGE)}
              target="_blank"
              rel="noopener noreferrer"
              {...linkStyle}
            >
              Chat with us{' '}
              <Box as="span" srOnly>
                on WhatsApp (opens in a new tab)
              </Box>
            </Link>
          </Text>
          <Text>
            E-mail:{' '}
            <Link href={`mailto:${site.email}`} {...linkStyle}>
              {site.email}
            </Link>
          </Text>
        </Box>
        <Box as="nav" aria-label="Policies" {...printHidden}>
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            Policies
          </Text>
          <chakra.ul listStyleType="none">
            {footerRoutes.map((route) => (
              <li key={route.path}>
                <Link asChild {...linkStyle}>
                  <RouterLink to={routeHref(route)}>{route.label}</RouterLink>
                </Link>
              </li>
            ))}
          </chakra.ul>
        </Box>
      </SimpleGrid>
      <Text mt="8" fontSize="sm" color="gray.300" _print={{ color: 'black' }}>
        {cautionText}
      </Text>
      <Text mt="4" fontSize="sm" color="gray.300" _print={{ color: 'black' }}>
        © {site.copyrightYear} {site.legalName}. All rights reserved.
      </Text>
    </Box>
  );
}
