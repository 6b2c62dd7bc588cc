import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '@gold/config';
import type { Branch } from '@gold/contracts';
import { branchNode, organizationNode, structuredDataDocument } from './structuredData';

const facts = { ...defaultPublicConfig, siteUrl: 'https://gold.example/' };

const branch: Branch = {
  branchName: 'Bengaluru - Jayanagar',
  inchargeName: 'Some One',
  mobileNumber: '9845012345',
  shopOpenTiming: '09:30',
  shopClosingTiming: '19:00',
  address: '12, 11th Main Road, 4th Block, Jayanagar, Bengaluru 560011',
  city: 'Bengaluru',
  state: 'Karnataka',
  latitude: 12.925,
  longitude: 77.5938,
};

describe('organizationNode', () => {
  it('names the business from the config, with its site, support contacts and registered office', () => {
    const node = organizationNode(facts);
    expect(node).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://gold.example/#organization',
      name: facts.brandName,
      legalName: facts.legalName,
      url: 'https://gold.example/website/home',
      email: facts.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: facts.address.join(', '),
        postalCode: '600017',
        addressCountry: 'IN',
      },
    });
    expect(node.telephone).toBe(`+${facts.phone.replace(/\D/g, '')}`);
  });
});

describe('branchNode', () => {
  it('describes a branch as a LocalBusiness with address, position, daily hours, phone and map', () => {
    expect(branchNode(branch, facts)).toEqual({
      '@type': 'LocalBusiness',
      '@id': 'https://gold.example/website/branches#bengaluru-jayanagar',
      name: `${facts.brandName}, Bengaluru - Jayanagar`,
      url: 'https://gold.example/website/branches',
      parentOrganization: { '@id': 'https://gold.example/#organization' },
      telephone: '+919845012345',
      address: {
        '@type': 'PostalAddress',
        streetAddress: branch.address,
        addressLocality: 'Bengaluru',
        addressRegion: 'Karnataka',
        postalCode: '560011',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 12.925, longitude: 77.5938 },
      hasMap: 'https://www.google.com/maps/search/?api=1&query=12.925,77.5938',
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '09:30',
        closes: '19:00',
      },
    });
  });

  it('leaves the postal code out when the address has none', () => {
    const address = branchNode({ ...branch, address: 'Main Road, Jayanagar' }, facts)
      .address as Record<string, unknown>;
    expect(address).not.toHaveProperty('postalCode');
  });
});

describe('structuredDataDocument', () => {
  it('puts the organization first in one schema.org graph, then the page nodes', () => {
    const document = structuredDataDocument(facts, [branchNode(branch, facts)]);
    expect(document['@context']).toBe('https://schema.org');
    expect((document['@graph'] as { '@type': string }[]).map((node) => node['@type'])).toEqual([
      'Organization',
      'LocalBusiness',
    ]);
  });
});
