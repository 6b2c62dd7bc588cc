import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SENT_STYLES_ATTRIBUTE } from '@gold/build-output';
import { Box } from '@chakra-ui/react/box';
import { createStyleCollector } from '../server/styleCollector';
import { UiProvider } from './UiProvider';
import { addSentStyles } from './sentStylesCache';

const page = (
  <Box padding="3" color="brand.500">
    Rates
  </Box>
);

/**
 * Puts the page's HTML and its rules in the document as the server sends them. (The collector
 * keeps no rule text under jsdom, where Emotion believes it is in a browser: the ids come from
 * the class names, which are the key and the id.)
 */
function sendPrerendered() {
  const collector = createStyleCollector();
  const html = renderToString(collector.wrap(<UiProvider>{page}</UiProvider>));
  const ids = [...html.matchAll(/css-(\w+)/g)].map(([, id]) => id);
  const sent = document.createElement('style');
  sent.setAttribute(SENT_STYLES_ATTRIBUTE, ids.join(' '));
  sent.textContent = ids.map((id) => `.css-${id}{}`).join('');
  document.head.append(sent, document.createElement('meta'));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { sent, container, ids };
}

describe('sentStylesCache', () => {
  it('adopts the rules a page brought where they are: no element moved, no rule inserted again', async () => {
    const { sent, container, ids } = sendPrerendered();
    expect(ids.length).toBeGreaterThan(0);
    const moved: Node[] = [];
    new MutationObserver((records) =>
      moved.push(...records.flatMap((r) => [...r.removedNodes])),
    ).observe(document.head, { childList: true });
    // The cache is made once per page, when it is first asked for: here, after the HTML is there.
    render(<UiProvider stylesSent>{page}</UiProvider>, { container, hydrate: true });
    await Promise.resolve();

    expect(moved).toEqual([]);
    expect(document.head.firstElementChild).toBe(sent);
    const inserted = [...document.querySelectorAll('style[data-emotion]')].map(
      (s) => s.textContent,
    );
    for (const id of ids) expect(inserted.join('')).not.toContain(`css-${id}`);
    expect(container.firstElementChild?.className).toMatch(/^css-/);
  });

  it("takes a fetched page's rules once: those already in the document are not added again, and Emotion inserts none of them", async () => {
    const { ids } = sendPrerendered();
    const [known] = ids;
    const fresh = renderToString(
      <UiProvider>
        <Box margin="7" color="red.700">
          FAQs
        </Box>
      </UiProvider>,
    );
    const freshIds = [...fresh.matchAll(/css-(\w+)/g)].map(([, id]) => id ?? '');
    const styles = Object.fromEntries(
      [known ?? '', ...freshIds].map((id) => [id, `.css-${id}{margin:1px}`]),
    );

    const sentElements = () => [...document.querySelectorAll(`style[${SENT_STYLES_ATTRIBUTE}]`)];
    const before = sentElements();
    addSentStyles(styles);
    addSentStyles(styles);

    const added = sentElements().filter((element) => !before.includes(element));
    expect(added).toHaveLength(1);
    expect(added[0]?.getAttribute(SENT_STYLES_ATTRIBUTE)?.split(' ')).toEqual(freshIds);
    expect(added[0]?.textContent).not.toContain(`css-${known}{`);
    const container = document.createElement('div');
    container.innerHTML = fresh;
    document.body.append(container);
    render(
      <UiProvider stylesSent>
        <Box margin="7" color="red.700">
          FAQs
        </Box>
      </UiProvider>,
      { container, hydrate: true },
    );
    await Promise.resolve();
    const inserted = [...document.querySelectorAll('style[data-emotion]')].map(
      (s) => s.textContent,
    );
    for (const id of freshIds) expect(inserted.join('')).not.toContain(`css-${id}`);
  });
});
