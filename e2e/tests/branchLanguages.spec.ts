import { Client } from 'pg';
import type { Page } from '@playwright/test';
import { withLanguage } from '@gold/i18n';
import { expect, test } from '../support/test';
import { startLayout } from '../support/livePage';
import { settled } from '../support/settledPage';
import { createScratchDatabase } from '../support/scratchDatabase';
import { startOwnServer, type OwnServer } from '../support/serverProcess';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/postgresCluster.mjs';

// A branch whose address is stored in Tamil letters, on a server of its own (the shared one's
// branches are the seed's, in English): each stored text of a card carries the lang of its own
// letters where they are not the page's, in the HTML the server sends as on the live card.

test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_BRANCH_LANGUAGES_PORT ?? 8421);
const address = '12, உஸ்மான் சாலை, தி. நகர், சென்னை 600017';
const branchName = 'Chennai - Usman Road';

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
    await client.query(
      `INSERT INTO branches (branch_name, incharge_name, mobile_number, shop_open_timing,
         shop_closing_timing, address, city, state, latitude, longitude, status)
       VALUES ($1, 'S. Meena', '9840012399', '10:00', '18:30', $2, 'Chennai', 'Tamil Nadu',
         13.04, 80.23, 1)`,
      [branchName, address],
    );
  } finally {
    await client.end();
  }
});

test.afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

/** Checks the card of the Tamil-addressed branch in `page` against the langs `expected`. */
async function expectMarks(
  page: Page,
  expected: { heading: string | null; address: string | null },
): Promise<void> {
  const card = page.getByRole('article', { name: branchName });
  const stored = card.locator('address');
  await expect(stored).toHaveText(address);
  for (const [locator, lang] of [
    [card.getByRole('heading', { name: branchName }), expected.heading],
    [stored, expected.address],
  ] as const)
    if (lang) await expect(locator).toHaveAttribute('lang', lang);
    else await expect(locator).not.toHaveAttribute('lang');
}

for (const [language, expected] of [
  ['en', { heading: null, address: 'ta-IN' }],
  ['ta', { heading: 'en-IN', address: null }],
  ['kn', { heading: 'en-IN', address: 'ta-IN' }],
] as const) {
  test(`a card in ${language}: the English name and the Tamil address each marked where not the page's`, async ({
    browser,
    page,
  }) => {
    const href = `${server!.url}${withLanguage('/website/branches', language)}`;
    // As sent: the server's HTML, with no script to draw it again.
    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const sent = await noScripts.newPage();
    await sent.goto(href);
    await expectMarks(sent, expected);
    await noScripts.close();
    // Live, once the page's own calls have answered and drawn the cards again.
    await page.goto(href);
    await startLayout(page);
    await settled(page);
    await expectMarks(page, expected);
  });
}
