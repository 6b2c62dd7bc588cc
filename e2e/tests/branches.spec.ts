import { withLanguage } from '@gold/i18n';
import type { Page, Request } from '@playwright/test';
import { answerMaps, blockMaps } from '../support/mapsService';
import { expect, test } from '../support/test';
import { decryptPayload } from '@gold/cipher/node';
import { defaultPublicConfig } from '@gold/config';
import {
  apiPaths,
  branchListRequest,
  branchListResultSchema,
  loadFailedMessage,
  type Branch,
} from '@gold/contracts';

const key = process.env.AES_KEY ?? defaultPublicConfig.aesKey;
const branchApi = `**/api/${apiPaths.branchList}`;

/** The decrypted payload a page sent. */
const payloadOf = (request: Request) =>
  decryptPayload((request.postDataJSON() as { data: string }).data, key);

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

/** Every branch/getAll call the page makes: decrypted payloads, answers as they come, and the order of events. */
function watchBranchCalls(page: Page) {
  const payloads: unknown[] = [];
  const answers: Promise<{ content: Branch[]; totalElements: number }>[] = [];
  const events: string[] = [];
  const numbers = new Map<Request, number>();
  const isBranchCall = (request: Request) => request.url().endsWith(`/api/${apiPaths.branchList}`);
  page.on('request', (request) => {
    if (!isBranchCall(request)) return;
    payloads.push(payloadOf(request));
    numbers.set(request, payloads.length);
    events.push(`sent ${payloads.length}`);
    answers.push(
      request.response().then(async (response) => {
        const envelope = (await response?.json()) as { data: string };
        return branchListResultSchema.parse(decryptPayload(envelope.data, key));
      }),
    );
  });
  page.on('requestfinished', (request) => {
    if (isBranchCall(request)) events.push(`answered ${numbers.get(request)}`);
  });
  /** The answer to the page's `n`th call (0 the first), waited for until the page has sent it. */
  const answer = async (n: number) => {
    await expect
      .poll(() => answers.length, { message: `the page sent branch call ${n + 1}` })
      .toBeGreaterThan(n);
    return answers[n]!;
  };
  return { payloads, answer, events };
}

test.beforeEach(async ({ page }) => {
  // The maps are third-party frames: the cards must stay readable without them.
  await blockMaps(page);
});

test('loads the branches in two steps: 5 rows for the count, then that many rows in one page', async ({
  page,
}) => {
  const { payloads, answer, events } = watchBranchCalls(page);
  await page.goto('/website/branches');
  await expect(cards(page).first()).toBeVisible();

  expect(payloads).toEqual([
    { status: 1, searchContent: '', fromDate: '', toDate: '', pageSize: 5, pageNumber: 0 },
    branchListRequest((await answer(0))?.totalElements ?? -1),
  ]);
  const first = await answer(0);
  expect(first?.totalElements).toBeGreaterThan(5);
  expect(first?.content).toHaveLength(5);
  const all = await answer(1);
  expect(all?.content).toHaveLength(first?.totalElements ?? -1);
  // One after the other: the second request went out once the first was answered.
  expect(events).toEqual(['sent 1', 'answered 1', 'sent 2', 'answered 2']);
  await expect(cards(page)).toHaveCount(first?.totalElements ?? -1);
});

test('shows the holiday notice and one card per branch, A–Z, with its details', async ({
  page,
}) => {
  const { answer } = watchBranchCalls(page);
  await page.goto('/website/branches');
  await expect(page.getByRole('note')).toContainText(
    'closed on all official bank holidays and public holidays',
  );
  await expect(cards(page).first()).toBeVisible();

  const names = await cardNames(page);
  expect(names).toEqual(
    [...names].sort((a, b) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' })),
  );
  const branches = (await answer(1))?.content ?? [];
  expect([...names].sort()).toEqual(branches.map((b) => b.branchName).sort());

  const tNagar = page.getByRole('article', { name: 'Chennai - T. Nagar' });
  await expect(tNagar).toContainText('Lakshmi Narayanan');
  await expect(tNagar.getByRole('link', { name: '9840012301' })).toHaveAttribute(
    'href',
    'tel:+919840012301',
  );
  await expect(tNagar).toContainText('9:30 AM – 7:00 PM');
  await expect(tNagar).toContainText('No. 48, Usman Road, T. Nagar, Chennai 600017');
});

test("gives the opening hours in the page's language, in the HTML sent and on the card", async ({
  page,
}) => {
  for (const [language, hours] of [
    ['ta', 'முற்பகல் 9:30 – பிற்பகல் 7:00'],
    ['kn', 'ಪೂರ್ವಾಹ್ನ 9:30 – ಅಪರಾಹ್ನ 7:00'],
  ] as const) {
    const response = await page.goto(withLanguage('/website/branches', language));
    expect(await response?.text()).toContain(hours);
    const tNagar = page.getByRole('article', { name: 'Chennai - T. Nagar' });
    await expect(tNagar).toContainText(hours);
    await expect(tNagar.getByText(hours)).not.toHaveAttribute('lang');
  }
});

test('embeds each branch map as its card comes into view, at its coordinates and zoom 14', async ({
  page,
}) => {
  // Answered, over the blocking of the other tests: the route added last is tried first.
  await answerMaps(page);
  // A phone: the cards stack, so most maps are far below the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const { answer } = watchBranchCalls(page);
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('google.com')) mapRequests.push(request.url());
  });
  await page.goto('/website/branches');
  await expect(cards(page).first()).toBeVisible();
  const branches = (await answer(1))?.content ?? [];
  expect(branches.length).toBeGreaterThan(1);
  const asked = (branch: Branch | undefined) =>
    mapRequests.some((url) => url.includes(`q=${branch?.latitude},${branch?.longitude}&`));
  const mapOf = (branch: Branch) =>
    page.getByRole('article', { name: branch.branchName }).locator('iframe');

  // Lazy: the last card's map, far below the first screen, is neither made nor asked for.
  const last = branches.at(-1) as Branch;
  await expect(mapOf(last)).toHaveCount(0);
  expect(asked(last)).toBe(false);

  for (const branch of branches) {
    const card = page.getByRole('article', { name: branch.branchName });
    await card.scrollIntoViewIfNeeded();
    const map = mapOf(branch);
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('title', `Map of ${branch.branchName}`);
    await expect(map).toHaveAttribute('loading', 'lazy');
    const src = new URL((await map.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe('https://maps.google.com/maps');
    expect(src.searchParams.get('q')).toBe(`${branch.latitude},${branch.longitude}`);
    expect(src.searchParams.get('z')).toBe('14');
    expect(src.searchParams.get('output')).toBe('embed');
    await expect(card.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${branch.latitude},${branch.longitude}`,
    );
  }
  await expect.poll(() => asked(last)).toBe(true);
});

test('a map that cannot be reached leaves its card readable and says so, never a broken frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { answer } = watchBranchCalls(page);
  await page.goto('/website/branches');
  const branch = (await answer(1))?.content[0] as Branch;
  const card = page.getByRole('article', { name: branch.branchName });
  await card.scrollIntoViewIfNeeded();
  await expect(
    card.getByText(`The map of ${branch.branchName} could not be loaded.`),
  ).toBeVisible();
  await expect(card.locator('iframe')).toHaveCount(0);
  await expect(card.getByRole('link', { name: /Open in Maps/ })).toBeVisible();
  // The card's text stays, and the map's box keeps its size.
  await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(card).toContainText(branch.inchargeName);
  await expect(card).toContainText(branch.address);
  const box = await card.getByText(/could not be loaded/).boundingBox();
  expect(box?.height).toBeGreaterThan(150);
});

test('finds branches by city or name and announces how many match', async ({ page }) => {
  await page.goto('/website/branches');
  await expect(cards(page).first()).toBeVisible();
  const total = await cards(page).count();
  const search = page.getByRole('searchbox', { name: 'Find a branch by city, area or name' });
  const status = page.getByRole('status').filter({ hasText: /branch/ });
  await expect(status).toHaveText(`${total} branches`);

  await search.fill('bengaluru');
  await expect(cards(page)).toHaveCount(2);
  expect(await cardNames(page)).toEqual(['Bengaluru - Jayanagar', 'Bengaluru - Malleshwaram']);
  await expect(status).toHaveText(`Showing 2 of ${total} branches`);

  await search.fill('t. nagar');
  expect(await cardNames(page)).toEqual(['Chennai - T. Nagar']);

  await search.fill('Mumbai');
  await expect(cards(page)).toHaveCount(0);
  await expect(status).toHaveText('No branch matches “Mumbai”');

  await search.fill('');
  await expect(cards(page)).toHaveCount(total);
});

test('shows no business status on any card, whatever the hour (spec section 4)', async ({
  page,
}) => {
  // 11:00 and 19:30 in India: within and outside the timings of most branches.
  for (const time of ['2025-06-16T11:00:00+05:30', '2025-06-16T19:30:00+05:30']) {
    await page.clock.setFixedTime(new Date(time));
    await page.goto('/website/branches');
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all())
      await expect(card).not.toContainText(/open now|closed/i);
  }
});

test('fault injection: a failed branch/getAll shows "Something went wrong 500" with an OK button', async ({
  page,
}) => {
  await page.route(branchApi, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.goto('/website/branches');
  const popup = page.getByTestId('popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(loadFailedMessage(500));
  expect(loadFailedMessage(500)).toBe('Something went wrong 500');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await expect(cards(page)).toHaveCount(0);

  // Once the API answers again, the visitor can try again without reloading.
  await page.unroute(branchApi);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible();
});
