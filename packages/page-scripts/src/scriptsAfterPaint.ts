import {
  FIRST_PAINT_WAIT_MS,
  LINKS_PER_TASK,
  SCRIPTS_AFTER_PAINT_ID,
  type ScriptsAfterPaint,
} from './afterPaintList';
import { recordEarlyClicks } from './earlyClicks';
import { recordLeftFields } from './earlyFields';
import { onFirstInteraction, recordFirstInteraction } from './firstInteraction';
import { sentBackForms } from './formPost';
import { reportPageStart } from './pageStarts';

// Inlined at the end of a prerendered page's body, after the list it reads: starts the page's
// scripts once the first contentful paint is reported, or after FIRST_PAINT_WAIT_MS; or, where
// the list says so, at the visitor's first interaction. Until the scripts take the page, the
// buttons clicked are recorded for them (earlyClicks.ts), and the fields left (earlyFields.ts),
// and so is the first interaction: the
// islands of a page start at its paint, its layout at that interaction. After that paint, it
// reports that the page view ran in a browser (pageStarts.ts): the page views the guard counts.
// A form the server sent back as it was posted (formPost.ts) is handed to its code as filled,
// left and submitted by the visitor.

const sentBack = sentBackForms();
recordEarlyClicks(sentBack.submits);
recordLeftFields(sentBack.fields);
recordFirstInteraction();

// The server sends the list before the loader.
const list = JSON.parse(
  document.getElementById(SCRIPTS_AFTER_PAINT_ID)!.textContent!,
) as ScriptsAfterPaint;

/** Adds a `tag` element with `attributes` to the head. */
const add = (tag: string, attributes: Record<string, string>) => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
};

const waiting = [list.entry, ...list.preloads];

/** Preloads the next LINKS_PER_TASK files, then the rest in later tasks, then runs the entry. */
const addSome = (): void => {
  for (const { href, integrity } of waiting.splice(0, LINKS_PER_TASK)) {
    add('link', {
      rel: 'preload',
      as: 'script',
      href,
      integrity,
      crossorigin: 'anonymous',
      fetchpriority: 'low',
    });
  }
  if (waiting.length > 0) setTimeout(addSome);
  else
    add('script', {
      src: list.entry.href,
      integrity: list.entry.integrity,
      crossorigin: 'anonymous',
    });
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  addSome();
};
/** Calls `painted` once the first contentful paint is reported, or after FIRST_PAINT_WAIT_MS. */
const afterFirstPaint = (painted: () => void) => {
  setTimeout(painted, FIRST_PAINT_WAIT_MS);
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return painted();
  try {
    new PerformanceObserver((paints) => {
      if (paints.getEntriesByName('first-contentful-paint').length > 0) painted();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    painted();
  }
};

if (list.start === 'interaction') onFirstInteraction(start);
afterFirstPaint(() => {
  reportPageStart();
  if (list.start !== 'interaction') start();
});
