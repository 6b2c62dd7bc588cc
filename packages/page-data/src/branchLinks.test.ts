import { describe, expect, it } from 'vitest';
import { branchesView, branchTelHref, MAP_ZOOM } from './branchView';

const tNagar = {
  branchName: 'Chennai - T. Nagar',
  inchargeName: 'R. Kumar',
  mobileNumber: '9840012301',
  shopOpenTiming: '09:30',
  shopClosingTiming: '19:00',
  address: '12 Usman Road, T. Nagar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  latitude: 13.0418,
  longitude: 80.2341,
};
const [card] = branchesView([tNagar] as Parameters<typeof branchesView>[0], 'en').items;

describe('branch links', () => {
  it('embeds the map at the branch coordinates at zoom 14', () => {
    expect(MAP_ZOOM).toBe(14);
    expect(card?.mapEmbedUrl).toBe(
      'https://maps.google.com/maps?q=13.0418,80.2341&z=14&output=embed',
    );
  });

  it('opens the branch in the visitor’s maps app', () => {
    expect(card?.mapsAppUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=13.0418,80.2341',
    );
  });

  it('dials a ten-digit mobile with the Indian country code', () => {
    expect(branchTelHref('9840012301')).toBe('tel:+919840012301');
    expect(branchTelHref('98400 12301')).toBe('tel:+919840012301');
    expect(branchTelHref('+91 98400 12301')).toBe('tel:+919840012301');
  });
});
