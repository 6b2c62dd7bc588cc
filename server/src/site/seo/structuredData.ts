import { phoneDigits, type SiteFacts } from '@gold/config';
import type { Branch } from '@gold/contracts';
import { routeHref } from '@gold/routes';
import { absoluteUrl } from './siteUrls';

/** A schema.org node as JSON-LD. */
export type JsonLdNode = Record<string, unknown>;

// The branch timings of the API are daily; holidays are announced on the branches page instead.
const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const indianPinCode = /\b\d{6}\b/;

/** Site facts used for structured data: the public ones, never the key. */
export type StructuredDataFacts = Pick<
  SiteFacts,
  'brandName' | 'legalName' | 'phone' | 'email' | 'address' | 'siteUrl'
>;

function organizationId(siteUrl: string): string {
  return absoluteUrl(siteUrl, '/#organization');
}

/** An Indian number in international form; ten digits are a mobile without the country code. */
function internationalPhone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? `+91${digits}` : `+${digits}`;
}

function postalAddress(street: string, extra: JsonLdNode = {}): JsonLdNode {
  const postalCode = indianPinCode.exec(street)?.[0];
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...extra,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'IN',
  };
}

/** The business itself, on every page: names, site, support contacts and registered office. */
export function organizationNode(facts: StructuredDataFacts): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(facts.siteUrl),
    name: facts.brandName,
    legalName: facts.legalName,
    url: absoluteUrl(facts.siteUrl, routeHref({ path: 'home' })),
    telephone: internationalPhone(facts.phone),
    email: facts.email,
    address: postalAddress(facts.address.join(', ')),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: internationalPhone(facts.phone),
      email: facts.email,
      areaServed: 'IN',
      availableLanguage: 'en-IN',
    },
  };
}

/** One branch as a LocalBusiness of the organization: address, position, hours, phone and map. */
export function branchNode(branch: Branch, facts: StructuredDataFacts): JsonLdNode {
  const branchesUrl = absoluteUrl(facts.siteUrl, routeHref({ path: 'branches' }));
  const slug = branch.branchName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    '@type': 'LocalBusiness',
    '@id': `${branchesUrl}#${slug}`,
    name: `${facts.brandName}, ${branch.branchName}`,
    url: branchesUrl,
    parentOrganization: { '@id': organizationId(facts.siteUrl) },
    telephone: internationalPhone(branch.mobileNumber),
    address: postalAddress(branch.address, {
      addressLocality: branch.city,
      addressRegion: branch.state,
    }),
    geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
    hasMap: `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`,
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: everyDay,
      opens: branch.shopOpenTiming,
      closes: branch.shopClosingTiming,
    },
  };
}

/** The JSON-LD document of a page: the organization, then the page's own nodes. */
export function structuredDataDocument(
  facts: StructuredDataFacts,
  pageNodes: readonly JsonLdNode[] = [],
): JsonLdNode {
  return { '@context': 'https://schema.org', '@graph': [organizationNode(facts), ...pageNodes] };
}
