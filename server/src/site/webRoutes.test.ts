import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  layoutFragmentFile,
  PAGE_ID_PREFIX,
  PAGE_SLOT,
  pageFragmentFile,
  PRERENDER_PUBLIC_PATH,
  type PrerenderedFragment,
} from '@gold/build-output';
import { findRoute, type SiteRoute } from '@gold/routes';
import { DATABASE_HOOK_TIMEOUT_MS } from '../testing/testApi';
import { openSiteTestApp, type SiteTestApp } from '../testing/siteTestApp';

const faqs = findRoute('/website/FAQs') as SiteRoute;
const fragment = (html: string): PrerenderedFragment => ({
  html,
  styles: {},
  config: {},
  idPrefix: PAGE_ID_PREFIX,
});

let site: SiteTestApp;
let app: FastifyInstance;

// A shell build that holds its pages itself, as the bench's monolith does, with no remote published.
beforeAll(async () => {
  site = await openSiteTestApp({
    prepare: async (shellDist) => {
      await mkdir(join(shellDist, 'prerender'));
      await writeFile(
        join(shellDist, layoutFragmentFile(faqs.path)),
        JSON.stringify(fragment(`<main>${PAGE_SLOT}</main>`)),
      );
      await writeFile(
        join(shellDist, pageFragmentFile(faqs.module)),
        JSON.stringify(fragment(`<h1>FAQs</h1><img src="${PRERENDER_PUBLIC_PATH}assets/a.svg">`)),
      );
    },
  });
  ({ app } = site);
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(() => site?.close(), DATABASE_HOOK_TIMEOUT_MS);

describe('the page of a route that no remote version serves', () => {
  it("is prerendered from the shell's own folder, with its files under /shell/", async () => {
    const response = await app.inject({ method: 'GET', url: '/website/FAQs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root" data-prerendered><main><h1>FAQs</h1><img src="/shell/assets/a.svg"></main>',
    );
  });

  it('is drawn by the scripts alone where the shell carries no fragment of it', async () => {
    const response = await app.inject({ method: 'GET', url: '/website/Calculator' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
