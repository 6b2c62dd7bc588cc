import type { Branch } from '@gold/contracts';
import { phoneDigits, telHref } from '@gold/config';

/** Spec section 9: every branch map is shown at zoom 14. */
export const MAP_ZOOM = 14;

type Place = Pick<Branch, 'latitude' | 'longitude'>;

/** The keyless Google Maps embed centred on the branch. */
export function mapEmbedUrl({ latitude, longitude }: Place): string {
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=${MAP_ZOOM}&output=embed`;
}

/** Opens the branch in the visitor's maps app (or Google Maps on the web). */
export function mapsAppUrl({ latitude, longitude }: Place): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** A tel: link for a branch mobile number; ten digits are an Indian mobile, so +91 is added. */
export function branchTelHref(mobileNumber: string): string {
  const digits = phoneDigits(mobileNumber);
  return digits.length === 10 ? `tel:+91${digits}` : telHref(mobileNumber);
}
