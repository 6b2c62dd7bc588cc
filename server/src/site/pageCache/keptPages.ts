import { LRUCache } from 'lru-cache';
import { htmlSafeJson } from '@gold/config';
import { markOf } from '@gold/page-data';
import { acceptedEncoding, type MadeEncoding } from '../../platform/http/acceptedEncoding';
import { SplicedText } from './splicedText';

/** What differs between two answers of one page to two page loads: its tokens. */
export interface PageLoadValues {
  /** The page view's signed token, in the registry's JSON. */
  view: string;
  captcha: string;
  captchaProof: string;
}

/** What a page is drawn with to be kept: in place of each value, a mark no page holds. */
export const STAND_INS: PageLoadValues = {
  view: markOf('slot:view'),
  captcha: markOf('slot:captcha'),
  captchaProof: markOf('slot:captchaProof'),
};

type SlotName = keyof PageLoadValues;

/** How the view's stand-in reads in the JSON it is in, quotes and all: its slot. */
const VIEW_IN_JSON = htmlSafeJson(STAND_INS.view);
const SLOTS = new RegExp(
  [VIEW_IN_JSON, STAND_INS.captcha, STAND_INS.captchaProof]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);
const SLOT_OF = new Map<string, SlotName>([
  [VIEW_IN_JSON, 'view'],
  [STAND_INS.captcha, 'captcha'],
  [STAND_INS.captchaProof, 'captchaProof'],
]);

/**
 * Room in a view's slot beyond the token of the page load that drew the page: tokens differ in
 * length by the visitor's network (an IPv6 prefix is longer than an IPv4 one).
 */
const VIEW_ROOM = 64;

interface KeptPage {
  text: SplicedText;
  slots: SlotName[];
  widths: Record<SlotName, number>;
}

/** What a kept page is answered with. */
export interface KeptAnswer {
  body: Buffer;
  encoding?: MadeEncoding;
}

/**
 * The pages as drawn for one registry revision, version mix, rates and branches (the caller's
 * key), kept with their compressed forms made once; each answer puts its page load's tokens in
 * their slots (`splicedText.ts`). A page is kept only once, drawn with stand-ins and filled with
 * one page load's values, it reads exactly as that page load's own drawing: where not, it is
 * drawn for each answer, as before.
 */
export class KeptPages {
  private readonly pages: LRUCache<string, KeptPage | 'not kept'>;
  private readonly making = new Set<string>();

  constructor(maxBytes: number) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => (page === 'not kept' ? 1 : page.text.heldBytes()),
    });
  }

  /** The page kept under `key` with `values` in it, in a form `acceptEncoding` takes; undefined where none is kept. */
  answer(
    key: string,
    values: PageLoadValues,
    acceptEncoding: string | undefined,
  ): KeptAnswer | undefined {
    const page = this.pages.get(key);
    if (!page || page === 'not kept') return undefined;
    const slotValues = page.slots.map((slot) => slotValue(slot, values, page.widths.view));
    const encoding = acceptedEncoding(acceptEncoding, page.text.encodings());
    const body = page.text.withValues(slotValues, encoding);
    // A token of another width than its slot: this answer is drawn for itself.
    return body && { body, ...(encoding && { encoding }) };
  }

  /**
   * Starts keeping the page under `key`: `standIn` is it drawn with {@link STAND_INS}, `drawn`
   * the same page drawn with `values`. The compressed forms are made off the event loop; until
   * they are, the page is drawn for each answer.
   */
  keep(key: string, standIn: string, drawn: string, values: PageLoadValues): void {
    if (this.pages.has(key) || this.making.has(key)) return;
    const page = slotsOf(standIn, values);
    const slotValues = page.slots.map((slot) => slotValue(slot, values, page.widths.view));
    const reads = page.parts
      .flatMap((part, index) => [part, index < slotValues.length ? (slotValues[index] ?? '') : ''])
      .join('');
    if (
      reads !==
      drawn.replace(htmlSafeJson(values.view), slotValue('view', values, page.widths.view))
    ) {
      this.pages.set(key, 'not kept');
      return;
    }
    this.making.add(key);
    void SplicedText.make(
      page.parts,
      page.slots.map((slot) => page.widths[slot]),
    )
      .then((text) => this.pages.set(key, { text, slots: page.slots, widths: page.widths }))
      .catch(() => this.pages.set(key, 'not kept'))
      .finally(() => this.making.delete(key));
  }

  /** Pages kept now, and the bytes they hold. */
  size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize };
  }
}

/** The text `slot` holds for `values`, its width exactly. */
function slotValue(slot: SlotName, values: PageLoadValues, viewWidth: number): string {
  return slot === 'view' ? htmlSafeJson(values.view).padEnd(viewWidth) : values[slot];
}

/** `standIn` cut at its slots, with each slot's width for page loads like that of `values`. */
function slotsOf(standIn: string, values: PageLoadValues) {
  const parts: string[] = [];
  const slots: SlotName[] = [];
  let from = 0;
  for (const match of standIn.matchAll(SLOTS)) {
    parts.push(standIn.slice(from, match.index));
    slots.push(SLOT_OF.get(match[0]) ?? 'view');
    from = match.index + match[0].length;
  }
  parts.push(standIn.slice(from));
  const widths: Record<SlotName, number> = {
    view: Buffer.byteLength(htmlSafeJson(values.view)) + VIEW_ROOM,
    captcha: Buffer.byteLength(values.captcha),
    captchaProof: Buffer.byteLength(values.captchaProof),
  };
  return { parts, slots, widths };
}
