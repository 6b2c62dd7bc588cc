import { describe, expect, it } from 'vitest';
import type { PrerenderedPage } from '../ground/prerenderedPage';
import type { FetchedPage } from '../remotes/pageFragments';
import type { RemotePageState } from '../remotes/useRemotePage';
import { decideDrawnBy, pageIsItsHtml, pageLoad, type PageFacts } from './pageLoad';

// How a page loads, row by row (docs/page-loading.md): each row is one situation a visitor can be
// in, and the state the page shows in it.

const Page = () => null;
const loading: RemotePageState = { status: 'loading' };
const ready: RemotePageState = { status: 'ready', Page };
const failed: RemotePageState = { status: 'failed', error: new Error('entry did not load') };

const sent = (isStatic: boolean): PrerenderedPage => ({
  path: 'Calculator',
  static: isStatic,
  live: () => undefined,
});
const servedHydrated = sent(false);
const servedStatic = sent(true);

const fetched = (version: string, isStatic: boolean): FetchedPage => ({
  version,
  html: `<h1>${version}</h1>`,
  static: isStatic,
  islands: isStatic ? ['./CalculatorFormIsland'] : [],
  serverIslands: [],
});
const canaryHtml = fetched('1.1.0', false);
const canaryStaticHtml = fetched('1.1.0', true);

const facts = (known: Partial<PageFacts>): PageFacts => ({
  movedTo: false,
  code: loading,
  currentVersion: '1.1.0',
  essentialFailed: false,
  ...known,
});

describe('the state a page is in', () => {
  it.each<[string, Partial<PageFacts>, ReturnType<typeof pageLoad>]>([
    [
      'sent static by the server: its HTML, no code',
      { served: servedStatic },
      { status: 'served', page: servedStatic, static: true, Page: undefined },
    ],
    [
      'sent by the server, its code on its way: its HTML, not yet hydrated',
      { served: servedHydrated },
      { status: 'served', page: servedHydrated, static: false, Page: undefined },
    ],
    [
      'sent by the server, its code come: its HTML, hydrated by it',
      { served: servedHydrated, code: ready },
      { status: 'served', page: servedHydrated, static: false, Page },
    ],
    [
      'sent by the server, its code failed for good: the panel',
      { served: servedHydrated, code: failed },
      { status: 'failed' },
    ],
    [
      'an essential island failed, no other version left: the panel, even over the HTML sent',
      { served: servedStatic, essentialFailed: true },
      { status: 'failed' },
    ],
    ['moved to, neither HTML nor code come: the spinner', { movedTo: true }, { status: 'loading' }],
    [
      'moved to, its HTML first: the HTML, not yet hydrated',
      { movedTo: true, drawnBy: 'html', fetched: canaryHtml },
      { status: 'fetched', page: canaryHtml, Page: undefined },
    ],
    [
      'moved to, its HTML first, then its code: hydrated on that HTML',
      { movedTo: true, drawnBy: 'html', fetched: canaryHtml, code: ready },
      { status: 'fetched', page: canaryHtml, Page },
    ],
    [
      'moved to a static page: its HTML, never its code',
      { movedTo: true, drawnBy: 'html', fetched: canaryStaticHtml, code: ready },
      { status: 'fetched', page: canaryStaticHtml, Page: undefined },
    ],
    [
      "moved to, the canary's HTML shown, then failed over to stable: stable's code draws the page",
      {
        movedTo: true,
        drawnBy: 'html',
        fetched: canaryHtml,
        code: ready,
        currentVersion: '1.0.0',
      },
      { status: 'drawn', Page },
    ],
    [
      "moved to a static page, failed over: the canary's HTML stays, the islands are stable's",
      { movedTo: true, drawnBy: 'html', fetched: canaryStaticHtml, currentVersion: '1.0.0' },
      { status: 'fetched', page: canaryStaticHtml, Page: undefined },
    ],
    [
      'moved to, its HTML shown, its code failed for good: the panel',
      { movedTo: true, drawnBy: 'html', fetched: canaryHtml, code: failed },
      { status: 'failed' },
    ],
    [
      'moved to, its code first: drawn by the code',
      { movedTo: true, drawnBy: 'code', fetched: canaryHtml, code: ready },
      { status: 'drawn', Page },
    ],
    ['a retry, its code on its way: the spinner', {}, { status: 'loading' }],
    ['a retry, its code come: drawn by it', { code: ready }, { status: 'drawn', Page }],
    ['a retry, its code failed again: the panel', { code: failed }, { status: 'failed' }],
  ])('%s', (_, known, expected) => {
    expect(pageLoad(facts(known))).toEqual(expected);
  });
});

describe('what draws a page moved to, decided once', () => {
  it.each<[string, Parameters<typeof decideDrawnBy>[0], ReturnType<typeof decideDrawnBy>]>([
    ['not moved to: nothing to decide', { movedTo: false, code: ready }, undefined],
    ['neither come yet: undecided', { movedTo: true, code: loading }, undefined],
    [
      'its HTML before its code: the HTML',
      { movedTo: true, fetched: canaryHtml, code: loading },
      'html',
    ],
    ['its code before its HTML: the code', { movedTo: true, code: ready }, 'code'],
    [
      'both come, the code already there: the code',
      { movedTo: true, fetched: canaryHtml, code: ready },
      'code',
    ],
    [
      'a static page: its HTML, whenever the code comes',
      { movedTo: true, fetched: canaryStaticHtml, code: ready },
      'html',
    ],
    ['no HTML can come: the code', { movedTo: true, fetched: null, code: loading }, 'code'],
    [
      'its code failed before any HTML: the code (its panel)',
      { movedTo: true, code: failed },
      'code',
    ],
    [
      'decided once: the HTML stays even when the code comes',
      { movedTo: true, drawnBy: 'html', fetched: canaryHtml, code: ready },
      'html',
    ],
  ])('%s', (_, known, expected) => {
    expect(decideDrawnBy(known)).toBe(expected);
  });
});

describe('whether a page is its HTML, so its code is not loaded', () => {
  const base = { attempt: 0, movedTo: false, knownStatic: false };
  it.each<[string, Partial<Parameters<typeof pageIsItsHtml>[0]>, boolean]>([
    ['the static page the server sent', { served: servedStatic }, true],
    ['a page the server sent to be hydrated', { served: servedHydrated }, false],
    ['a retry of a static page: its code draws it', { attempt: 1, served: servedStatic }, false],
    ['moved to, its HTML static', { movedTo: true, fetched: canaryStaticHtml }, true],
    ['moved to, its HTML to be hydrated', { movedTo: true, fetched: canaryHtml }, false],
    ['moved to, before its HTML, its version static', { movedTo: true, knownStatic: true }, true],
    ['moved to, before its HTML, its version not known static', { movedTo: true }, false],
    ['moved to, no HTML can come', { movedTo: true, fetched: null, knownStatic: true }, false],
    [
      'moved to, once drawn by its code: stays so',
      { movedTo: true, drawnBy: 'code', fetched: canaryStaticHtml },
      false,
    ],
  ])('%s', (_, known, expected) => {
    expect(pageIsItsHtml({ ...base, ...known })).toBe(expected);
  });
});
