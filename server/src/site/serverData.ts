import type { FastifyBaseLogger } from 'fastify';
import type { Branch } from '@gold/contracts';
import type { Language } from '@gold/i18n';
import { generateCaptcha } from '@gold/contracts';
import {
  branchesView,
  fillMarks,
  fillServerIslands,
  rateView,
  type LayoutData,
  type RateView,
  type ServerData,
} from '@gold/page-data';
import type { PrerenderedPage } from './prerenderedPages';
import type { GoldRateCache } from '../api/store';
import { isDatabaseUnavailable } from '../platform/database/databaseUnavailable';
import type { TokenSigner } from '../platform/security/signedToken';
import { proveCaptcha } from './captchaProof';

/** Today's rates as a page shows them, or null where none are set or they cannot be read now. */
export async function ratesForPage(
  rates: GoldRateCache,
  log: FastifyBaseLogger,
): Promise<RateView | null> {
  const current = await rates.current().catch((error: unknown) => {
    if (isDatabaseUnavailable(error))
      log.warn('the rates for the page could not be read: the database is unavailable');
    else log.error({ err: error }, 'the rates for the page could not be read');
    return null;
  });
  return (
    current &&
    rateView({
      karat18: Number(current.karat18),
      karat22: Number(current.karat22),
      karat24: Number(current.karat24),
    })
  );
}

/** A page load's captcha with the server's proof of it. */
export function pageLoadCaptcha(signer: TokenSigner): Pick<ServerData, 'captcha' | 'captchaProof'> {
  const captcha = generateCaptcha();
  return { captcha, captchaProof: proveCaptcha(signer, captcha) };
}

/**
 * What the server puts into the page it sends (`@gold/page-data`): the page load's captcha with
 * the server's proof of it, today's rates where any are set, and the branches where the page
 * shows them, their texts in the page's `language`. What cannot be read now is left out: its islands are sent as they are drawn
 * without it.
 */
export function serverDataFor(
  rates: RateView | null,
  branches: readonly Branch[] | undefined,
  captcha: Pick<ServerData, 'captcha' | 'captchaProof'>,
  language: Language,
): Partial<ServerData> {
  return {
    ...captcha,
    ...(rates && { rates }),
    ...(branches && { branches: branchesView(branches, language) }),
  };
}

/**
 * `page` drawn with `data`: its layout's marks filled where the data has all the layout takes
 * (then `layoutData` says what, for the layout's hydration to draw the same), and its islands'.
 */
export function filledPage(
  page: PrerenderedPage,
  data: Partial<ServerData>,
): PrerenderedPage & { layoutData?: LayoutData } {
  const template = page.dataTemplate;
  const taken =
    template &&
    Object.fromEntries(template.keys.map((key) => [key, data[key as keyof ServerData]]));
  const layout =
    taken && Object.values(taken).every((value) => value !== undefined)
      ? fillMarks(template.html, taken)
      : undefined;
  const html = fillServerIslands(layout ?? page.html, page.serverIslands, data);
  return { ...page, html, ...(layout !== undefined && { layoutData: taken }) };
}
