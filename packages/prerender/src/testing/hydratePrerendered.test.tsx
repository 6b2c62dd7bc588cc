// @vitest-environment jsdom
import { useId } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Island } from '@gold/ui/island';
import { handlersBesidesSiteLinks, hydrateIslands, hydratePrerendered } from './hydratePrerendered';

afterEach(() => document.body.replaceChildren());

function Labelled() {
  const id = useId();
  return (
    <p id={id} aria-label="labelled">
      text
    </p>
  );
}

// Draws something else in the browser than at build time: what a hydration test is there to catch.
let side = 'build';
function DiffersInTheBrowser() {
  return <p title={side}>same text</p>;
}

function Named({ name }: { name: string }) {
  const id = useId();
  return (
    <button type="button" id={id} title={side}>
      {name}
    </button>
  );
}

function WithIsland() {
  return (
    <section>
      <Labelled />
      <Island module="./NamedIsland" component={Named} props={{ name: 'rates' }} />
    </section>
  );
}

describe('hydratePrerendered', () => {
  it('hydrates a page that renders alike on both sides with no error, keeping its nodes', async () => {
    let before: Element | null = null;
    const { container, errors } = await hydratePrerendered(<Labelled />, {
      beforeHydration: (html) => (before = html.querySelector('p')),
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('p')).toBe(before);
  });

  it('reports a page that renders otherwise in the browser, an attribute alone included', async () => {
    const { errors } = await hydratePrerendered(<DiffersInTheBrowser />, {
      beforeHydration: () => (side = 'browser'),
    });
    expect(errors.join('\n')).toMatch(/hydrat/i);
  });

  it("names the handlers a static page would lose, but not its links to the site's pages", async () => {
    const noop = () => undefined;
    const { container } = await hydratePrerendered(
      <div>
        <a href="/website/FAQs" onClick={noop}>
          FAQs
        </a>
        <a href="https://example.in/" onClick={noop}>
          elsewhere
        </a>
        <button type="button" onClick={noop}>
          Open
        </button>
        <p>text</p>
      </div>,
    );
    expect(handlersBesidesSiteLinks(container)).toEqual(['a.onClick', 'button.onClick']);
  });
});

describe('hydrateIslands', () => {
  it('hydrates each island alone with its module, its props and its ids, keeping its nodes', async () => {
    side = 'build';
    const { container, errors } = await hydrateIslands(<WithIsland />, {
      './NamedIsland': { default: Named },
    });
    expect(errors).toEqual([]);
    const button = container.querySelector('button');
    expect(button).toHaveProperty('textContent', 'rates');
    expect(Object.keys(button ?? {}).some((key) => key.startsWith('__reactProps$'))).toBe(true);
    // The page around it is not hydrated.
    expect(Object.keys(container.querySelector('p') ?? {})).toEqual([]);
  });

  it('reports an island drawn otherwise in the browser, or with no module given', async () => {
    side = 'build';
    const differs = await hydrateIslands(<WithIsland />, {
      './NamedIsland': {
        default: (props: { name: string }) => {
          side = 'browser';
          return <Named {...props} />;
        },
      },
    });
    expect(differs.errors.join('\n')).toMatch(/hydrat/i);
    side = 'build';
    const missing = await hydrateIslands(<WithIsland />, {});
    expect(missing.errors).toEqual(['no module given for the island ./NamedIsland']);
  });
});
