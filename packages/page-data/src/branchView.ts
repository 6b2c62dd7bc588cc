import { phoneDigits, telHref } from '@gold/config';
import type { Branch } from '@gold/contracts';
import { fill, langFor, type Language } from '@gold/i18n';
import { pageDataWords } from './pageDataWords';

/** Spec section 9: every branch map is shown at zoom 14. */
export const MAP_ZOOM = 14;

/** One branch card's texts and links, the same on the server (first paint) and in the page. */
export type BranchView = {
  /** The card heading's id: unique in the page, and the same wherever the card is drawn. */
  id: string;
  branchName: string;
  inchargeName: string;
  mobileNumber: string;
  /** A tel: link for the mobile number. */
  telHref: string;
  /** "9:30 AM – 7:00 PM", in the page's language. */
  hours: string;
  address: string;
  /**
   * The `lang` of the branch's name, its person's name and its address where they are written
   * in another language's letters than the page's, else "" (they are the data's, as stored).
   */
  branchNameLang: string;
  inchargeNameLang: string;
  addressLang: string;
  /** Searched, not shown: the address names them. */
  city: string;
  state: string;
  /** The keyless map embed centred on the branch. */
  mapEmbedUrl: string;
  /** The branch in the visitor's maps app (or maps on the web). */
  mapsAppUrl: string;
};

/** The branches page's list: the cards A–Z, and what the search's status says of them. */
export type BranchesView = {
  /** "12 branches". */
  summary: string;
  items: BranchView[];
};

/** The fields of {@link BranchView}, for the build's marked list. */
export const BRANCH_VIEW_FIELDS = [
  'id',
  'branchName',
  'inchargeName',
  'mobileNumber',
  'telHref',
  'hours',
  'address',
  'branchNameLang',
  'inchargeNameLang',
  'addressLang',
  'city',
  'state',
  'mapEmbedUrl',
  'mapsAppUrl',
] as const satisfies readonly (keyof BranchView)[];

/** Minutes since midnight of a 24-hour "hh:mm" time. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * A 24-hour "hh:mm" time in 12-hour form, in `language`: "09:30" -> "9:30 AM", "00:00" ->
 * "12:00 AM"; "19:00" -> "பிற்பகல் 7:00" in Tamil.
 */
export function formatTime12h(time: string, language: Language = 'en'): string {
  const total = minutesOf(time);
  const hours = Math.floor(total / 60);
  const clock = `${hours % 12 || 12}:${String(total % 60).padStart(2, '0')}`;
  const words = pageDataWords.in(language);
  return fill(hours < 12 ? words.beforeNoon : words.afterNoon, { time: clock });
}

/** The opening hours as a visitor reads them, in `language`: "9:30 AM – 7:00 PM". */
export function formatOpeningHours(
  branch: Pick<Branch, 'shopOpenTiming' | 'shopClosingTiming'>,
  language: Language = 'en',
): string {
  const { shopOpenTiming: opens, shopClosingTiming: closes } = branch;
  return `${formatTime12h(opens, language)} – ${formatTime12h(closes, language)}`;
}

/** A tel: link for a branch mobile number; ten digits are an Indian mobile, so +91 is added. */
export function branchTelHref(mobileNumber: string): string {
  const digits = phoneDigits(mobileNumber);
  return digits.length === 10 ? `tel:+91${digits}` : telHref(mobileNumber);
}

/** "1 branch", "12 branches", in `language`. */
export function branchCount(total: number, language: Language): string {
  const words = pageDataWords.in(language);
  return fill(total === 1 ? words.oneBranch : words.branches, { count: total });
}

// Made on the first sort, not when the code loads: the first Intl object of a page loads the
// browser's locale data (a collator: about 80 ms at four times slower CPU).
let byName: Intl.Collator | undefined;

/** The branches A–Z by name, ignoring case and accents; the input is left as it was. */
export function sortBranches<T extends Pick<Branch, 'branchName'>>(branches: readonly T[]): T[] {
  const collator = (byName ??= new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }));
  return [...branches].sort((a, b) => collator.compare(a.branchName, b.branchName));
}

/** The branches page's list of `branches`, sorted A–Z, its summary in `language`. */
export function branchesView(branches: readonly Branch[], language: Language): BranchesView {
  const items = sortBranches(branches).map((branch, index): BranchView => ({
    id: `branch-${index + 1}`,
    branchName: branch.branchName,
    inchargeName: branch.inchargeName,
    mobileNumber: branch.mobileNumber,
    telHref: branchTelHref(branch.mobileNumber),
    hours: formatOpeningHours(branch, language),
    address: branch.address,
    branchNameLang: langFor(branch.branchName, language) ?? '',
    inchargeNameLang: langFor(branch.inchargeName, language) ?? '',
    addressLang: langFor(branch.address, language) ?? '',
    city: branch.city,
    state: branch.state,
    mapEmbedUrl: `https://maps.google.com/maps?q=${branch.latitude},${branch.longitude}&z=${MAP_ZOOM}&output=embed`,
    mapsAppUrl: `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`,
  }));
  return { summary: branchCount(items.length, language), items };
}
