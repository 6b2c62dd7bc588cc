import { Link as RouterLink } from 'react-router-dom';
import { getSiteConfig, telHref } from '@gold/config';
import { routeHref, siteRoutes } from '@gold/routes';
import { Box, chakra, Link, SimpleGrid, Text } from '@gold/ui';
import { cautionText } from './cautionText';

const footerRoutes = siteRoutes.filter((route) => route.placement === 'footer');

/** Registered office, support contacts, policy links, caution and copyright. */
export function SiteFooter() {
  const site = getSiteConfig();
  return (
    <Box as="footer" bg="gray.900" color="gray.100" px={{ base: 4, md: 8 }} pt="10" pb="6">
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
            <Link href={telHref(site.phone)} color="yellow.300">
              {site.phone}
            </Link>
          </Text>
          <Text>
            E-mail:{' '}
            <Link href={`mailto:${site.email}`} color="yellow.300">
              {site.email}
            </Link>
          </Text>
        </Box>
        <Box as="nav" aria-label="Policies">
          <Text as="h2" fontWeight="bold" fontSize="lg" mb="2">
            Policies
          </Text>
          <chakra.ul listStyleType="none">
            {footerRoutes.map((route) => (
              <li key={route.path}>
                <Link asChild color="yellow.300" display="inline-flex" minH="6" py="1">
                  <RouterLink to={routeHref(route)}>{route.label}</RouterLink>
                </Link>
              </li>
            ))}
          </chakra.ul>
        </Box>
      </SimpleGrid>
      <Text mt="8" fontSize="sm" color="gray.300">
        {cautionText}
      </Text>
      <Text mt="4" fontSize="sm" color="gray.300">
        © {site.copyrightYear} {site.legalName}. All rights reserved.
      </Text>
    </Box>
  );
}
