import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('request', (r) => {
  if (r.url().includes('telemetry')) console.log('beacon', r.postData());
});
await page.goto(process.argv[2] ?? 'http://localhost:8300/website/Calculator');
await page.waitForTimeout(4000);
console.log('h1:', await page.locator('main h1').allTextContents());
console.log('view in html:', (await page.content()).includes('"view":'));
await browser.close();
