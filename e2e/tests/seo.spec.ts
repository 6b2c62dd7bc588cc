import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { decryptPayload, encryptPayload } from '@gold/cipher/node';
import { defaultPublicConfig } from '@gold/config';
import { apiPaths, branchListRequest, branchListResultSchema, type Branch } from '@gold/contracts';
import { xsrfHeaders } from '../support/siteForms';
import { pages } from '../support/siteRoutes';

// Every check here reads the HTML as the server sends it, the way a crawler or a link preview
// does: no script runs.

const brand = defaultPublicConfig.brandName;

/** Text with the numeric character references the server writes turned back into characters. */
const decoded = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The `content` or `href` of the first `<tag ...>` element that matches. */
function attributeOf(
  html: string,
  tag: string,
  match: string,
  valueAttribute: 'content' | 'href',
): string | undefined {
  const element = html.match(new RegExp(`<${tag} [^>]*${match}[^>]*>`))?.[0];
  return decoded(element?.match(new RegExp(`${valueAttribute}="([^"]*)"`))?.[1]);
}

const titleOf = (html: string) => decoded(html.match(/<title>(.*?)<\/title>/)?.[1]);

const metaContent = (html: string, key: string) =>
  attributeOf(html, 'meta', `(?:name|property)="${key}"`, 'content');

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

/** The nodes of the page's JSON-LD graph. */
function structuredData(html: string): JsonLdNode[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => m[1] ?? '',
  );
  expect(scripts).toHaveLength(1);
  const document = JSON.parse(scripts[0] ?? '{}') as { '@context': string; '@graph': JsonLdNode[] };
  expect(document['@context']).toBe('https://schema.org');
  return document['@graph'];
}

async function servedHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(status);
  return response.text();
}

/** Every public branch, as the branches page loads them through the API. */
async function branchesFromApi(request: APIRequestContext): Promise<Branch[]> {
  const key = process.env.AES_KEY ?? defaultPublicConfig.aesKey;
  const response = await request.post(`/api/${apiPaths.branchList}`, {
    headers: xsrfHeaders,
    data: { data: encryptPayload(branchListRequest(1000), key) },
  });
  const envelope = (await response.json()) as { data: string };
  return branchListResultSchema.parse(decryptPayload(envelope.data, key)).content;
}

for (const route of pages) {
  test(`${route.href} is described in the HTML the server sends`, async ({ request, baseURL }) => {
    const html = await servedHtml(request, route.href);
    const title = `${route.title} | ${brand}`;
    const url = `${baseURL}${route.href}`;
    expect(html).toContain('<html lang="en-IN">');
    expect(titleOf(html)).toBe(title);
    expect(metaContent(html, 'description')).toBe(route.description);
    expect(attributeOf(html, 'link', 'rel="canonical"', 'href')).toBe(url);
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'og:description')).toBe(route.description);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe(brand);
    expect(metaContent(html, 'og:locale')).toBe('en_IN');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'robots')).toBeUndefined();
    const [organization] = structuredData(html);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: brand,
      legalName: defaultPublicConfig.legalName,
      email: defaultPublicConfig.email,
      telephone: `+${defaultPublicConfig.phone.replace(/\D/g, '')}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: defaultPublicConfig.address.join(', '),
        addressCountry: 'IN',
      },
    });
  });
}

test('every route has a title and a description of its own', async ({ request }) => {
  const heads = await Promise.all(pages.map((route) => servedHtml(request, route.href)));
  const titles = heads.map(titleOf);
  const descriptions = heads.map((html) => metaContent(html, 'description'));
  expect(new Set(titles).size).toBe(pages.length);
  expect(new Set(descriptions).size).toBe(pages.length);
});

test('the branches page describes each branch as a LocalBusiness with address, position, hours and phone', async ({
  request,
}) => {
  const branches = await branchesFromApi(request);
  expect(branches.length).toBeGreaterThan(0);
  const nodes = structuredData(await servedHtml(request, '/website/branches')).filter(
    (node) => node['@type'] === 'LocalBusiness',
  );
  expect(nodes.map((node) => node.name)).toEqual(
    branches.map((branch) => `${brand}, ${branch.branchName}`),
  );
  for (const [at, branch] of branches.entries()) {
    expect(nodes[at]).toMatchObject({
      telephone: `+91${branch.mobileNumber}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: branch.address,
        addressLocality: branch.city,
        addressRegion: branch.state,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        opens: branch.shopOpenTiming,
        closes: branch.shopClosingTiming,
      },
    });
  }
});

test('a path typed in another case points search engines at the one canonical URL', async ({
  request,
  baseURL,
}) => {
  const html = await servedHtml(request, '/website/calculator/');
  expect(attributeOf(html, 'link', 'rel="canonical"', 'href')).toBe(
    `${baseURL}/website/Calculator`,
  );
});

test('the not-found page answers 404 and asks not to be indexed', async ({ request }) => {
  const html = await servedHtml(request, '/website/no-such-page', 404);
  expect(metaContent(html, 'robots')).toBe('noindex');
  expect(html).not.toContain('rel="canonical"');
  expect(structuredData(html).map((node) => node['@type'])).toEqual(['Organization']);
});

test('robots.txt allows crawling and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists the absolute URL of all 12 routes, and each answers 200', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  expect(locs).toHaveLength(12);
  expect(locs.sort()).toEqual(pages.map((route) => `${baseURL}${route.href}`).sort());
  for (const loc of locs) expect((await request.get(loc ?? '')).status()).toBe(200);
});

test('the site icon is served, so browsers log no missing /favicon.ico', async ({ request }) => {
  const html = await servedHtml(request, '/website/home');
  const icon = attributeOf(html, 'link', 'rel="icon"', 'href') ?? '';
  const response = await request.get(icon);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
});

test('after a client-side navigation the head describes the new page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/website/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  const faqs = pages.find((route) => route.path === 'FAQs');
  await expect(page).toHaveTitle(`${faqs?.title} | ${brand}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/website/FAQs`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    faqs?.description ?? '',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${baseURL}/website/FAQs`,
  );
});
