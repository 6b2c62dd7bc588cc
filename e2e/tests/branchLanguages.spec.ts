import { Client } from 'pg';
import type { Page } from '@playwright/test';
import { withLanguage } from '@gold/i18n';
import { expect, test } from '../support/test';
import { startLayout } from '../support/livePage';
import { settled } from '../support/settledPage';
import { createScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgresCluster.mjs';

// A branch whose address is stored in Tamil letters and one whose name is, on a server of its own
// (the shared one's branches are the seed's, in English): each stored text of a card (its name in
// the heading and in the map's box, its address) carries the lang of its own letters where they
// are not the page's, in the HTML the server sends as on the live card.

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_BRANCH_LANGUAGES_PORT ?? 8421);
const address = '12, உஸ்மான் சாலை, தி. நகர், சென்னை 600017';
const branchName = 'Chennai - Usman Road';
// A second branch whose name is stored in Tamil letters, its address in English.
const tamilName = 'சென்னை - அண்ணா நகர்';
const englishAddress = '4, 2nd Avenue, Anna Nagar, Chennai 600040';

let cluster: PostgresCluster | undefined;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster();
  const database = await createScratchDatabase(cluster.url, 'branch_languages');
  server = await startOwnServer(port, { DATABASE_URL: database.url });
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    // Each a Chennai branch of its own: its name and address, its person and number.
    for (const [name, at, incharge, mobile] of [
      [branchName, address, 'S. Meena', '9840012399'],
      [tamilName, englishAddress, 'K. Ravi', '9840012398'],
    ])
      await client.query(
        `INSERT INTO branches (branch_name, incharge_name, mobile_number, shop_open_timing,
           shop_closing_timing, address, city, state, latitude, longitude, status)
         VALUES ($1, $3, $4, '10:00', '18:30', $2, 'Chennai', 'Tamil Nadu', 13.04, 80.23, 1)`,
        [name, at, incharge, mobile],
      );
  } finally {
    await client.end();
  }
});

test.afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

/** The langs a card's stored texts should carry in a page. */
interface Marks {
  heading: string | null;
  address: string | null;
}

/** Checks the card of the branch `name` stored at `at` in `page` against the langs `expected`. */
async function expectCard(
  page: Page,
  { name, at }: { name: string; at: string },
  expected: Marks,
): Promise<void> {
  const card = page.getByRole('article', { name });
  const stored = card.locator('address');
  await expect(stored).toHaveText(at);
  // The line in the map's box names the branch too ("Map of …"), in a span of its own.
  const mapLine = card.locator('span').filter({ hasText: new RegExp(`^${name}$`) });
  await expect(mapLine).toHaveCount(1);
  for (const [locator, lang] of [
    [card.getByRole('heading', { name }), expected.heading],
    [mapLine, expected.heading],
    [stored, expected.address],
  ] as const)
    if (lang) await expect(locator).toHaveAttribute('lang', lang);
    else await expect(locator).not.toHaveAttribute('lang');
}

/** Both branches' cards in `page`: each stored text in other letters than the page's marked. */
async function expectMarks(page: Page, language: 'en' | 'ta' | 'kn'): Promise<void> {
  const other = (written: 'en-IN' | 'ta-IN') => (written.startsWith(language) ? null : written);
  await expectCard(
    page,
    { name: branchName, at: address },
    { heading: other('en-IN'), address: other('ta-IN') },
  );
  await expectCard(
    page,
    { name: tamilName, at: englishAddress },
    { heading: other('ta-IN'), address: other('en-IN') },
  );
}

for (const language of ['en', 'ta', 'kn'] as const) {
  test(`cards in ${language}: English and Tamil names and addresses each marked where not the page's`, async ({
    browser,
    page,
  }) => {
    const href = `${server!.url}${withLanguage('/website/branches', language)}`;
    // As sent: the server's HTML, with no script to draw it again.
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const sent = await noScripts.newPage();
    await sent.goto(href);
    await expectMarks(sent, language);
    await noScripts.close();
    // Live, once the page's own calls have answered and drawn the cards again.
    await page.goto(href);
    await startLayout(page);
    await settled(page);
    await expectMarks(page, language);
  });
}
