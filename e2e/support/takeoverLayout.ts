import type { Page } from '@playwright/test';

/** Where one block of text sits on screen. */
export interface TextBox {
  /** The element's tag, the start of its text and, if that repeats, its count: what identifies it on both sides. */
  key: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The page's text blocks just before the scripts took over, and just after. */
export interface TakeoverLayout {
  before: TextBox[];
  after: TextBox[];
}

declare global {
  interface Window {
    __takeoverLayout?: Partial<TakeoverLayout>;
  }
}

/**
 * Records, in the page about to be opened, where its text sits as drawn from the HTML (once the
 * document is parsed: the app waits for the first paint) and again in the very task that takes
 * the page over, before anything the page loads afterwards can move it. On a prerendered page,
 * that is when its page (or a static page's islands) is hydrated: its layout waits for the
 * visitor.
 */
export async function recordTakeoverLayout(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Text that moves by design (a marquee), or is drawn for screen readers only (clipped to a
    // pixel), says nothing about the takeover.
    const setApart = (element: Element) => {
      for (
        let node: Element | null = element;
        node && node.id !== 'root';
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (style.animationName !== 'none') return true;
        if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const textBoxes = () => {
      const boxes: TextBox[] = [];
      const seen = new Map<string, number>();
      for (const element of document.querySelectorAll(
        '#root :is(h1, h2, h3, p, li, dt, dd, label)',
      )) {
        const box = element.getBoundingClientRect();
        const text = element.textContent?.trim().slice(0, 40) ?? '';
        if (
          box.width === 0 ||
          box.height === 0 ||
          text === '' ||
          box.top > 2 * innerHeight ||
          setApart(element)
        )
          continue;
        const name = `${element.tagName.toLowerCase()} ${text}`;
        const count = (seen.get(name) ?? 0) + 1;
        seen.set(name, count);
        boxes.push({
          key: count === 1 ? name : `${name} (${count})`,
          top: box.top,
          left: box.left,
          width: box.width,
          height: box.height,
        });
      }
      return boxes;
    };
    const layout: Partial<TakeoverLayout> = {};
    window.__takeoverLayout = layout;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root?.hasAttribute('data-prerendered')) return;
      layout.before = textBoxes();
      // Taken over: the root is live, or, where the page or its islands go before the layout,
      // the page is, or every island is.
      const islands = [...root.querySelectorAll('[data-island]')];
      const takenOver = () =>
        !root.hasAttribute('data-prerendered') ||
        root.querySelector('[data-page-host][data-island-live]') !== null ||
        (islands.length > 0 && islands.every((island) => island.hasAttribute('data-island-live')));
      const observer = new MutationObserver(() => {
        if (!takenOver()) return;
        observer.disconnect();
        layout.after = textBoxes();
      });
      observer.observe(root, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-prerendered', 'data-island-live'],
      });
    });
  });
}

/** The layout recorded by {@link recordTakeoverLayout}, once the page has been taken over. */
export async function takeoverLayout(page: Page): Promise<TakeoverLayout> {
  await page.waitForFunction(() => window.__takeoverLayout?.after !== undefined);
  return page.evaluate(() => window.__takeoverLayout as TakeoverLayout);
}

/** The text blocks found on both sides whose place or size differs by more than a pixel. */
export function movedText({ before, after }: TakeoverLayout): string[] {
  const afterByKey = new Map(after.map((box) => [box.key, box]));
  const moved: string[] = [];
  for (const box of before) {
    const live = afterByKey.get(box.key);
    if (!live) continue;
    const off = (['top', 'left', 'width', 'height'] as const).filter(
      (side) => Math.abs(box[side] - live[side]) > 1,
    );
    if (off.length > 0)
      moved.push(
        `${box.key}: ${off.map((side) => `${side} ${Math.round(box[side])} → ${Math.round(live[side])}`).join(', ')}`,
      );
  }
  return moved;
}

/** How many text blocks were found on both sides: a comparison of too few proves nothing. */
export function matchedText({ before, after }: TakeoverLayout): number {
  const keys = new Set(after.map((box) => box.key));
  return before.filter((box) => keys.has(box.key)).length;
}
