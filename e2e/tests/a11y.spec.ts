import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectLivePage } from '../support/livePage';
import { defaultPublicConfig } from '@gold/config';
import { messages } from '@gold/contracts';
import { languageFacts, withLanguage } from '@gold/i18n';
import { describeViolation, scanAccessibility } from '../support/axe';
import { captchaEntry, closePopup, enterCaptcha, uniqueName } from '../support/siteForms';
import { pageHeading, settled } from '../support/settledPage';
import { LANGUAGES_BESIDES_ENGLISH, pages } from '../support/siteRoutes';

// axe walks the whole page and some tests visit several pages: on a busy two-core machine that
// takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const cautionBanner = (page: Page) => page.getByRole('region', { name: 'Caution' });

async function expectNoSeriousViolations(page: Page, label: string, include?: string) {
  const { blocking } = await scanAccessibility(page, label, include);
  expect(blocking.map(describeViolation), `serious or critical axe violations on ${label}`).toEqual(
    [],
  );
}

/** Where the caution text is now, to tell whether it moves. */
const textLeft = async (text: Locator) => (await text.boundingBox())?.x ?? Number.NaN;

test.describe('axe finds no serious or critical violation', () => {
  for (const route of pages) {
    test(`on ${route.href}`, async ({ page }) => {
      await page.goto(route.href);
      await settled(page);
      await expectNoSeriousViolations(page, route.href);
    });
  }

  for (const language of LANGUAGES_BESIDES_ENGLISH) {
    for (const route of pages) {
      const href = withLanguage(route.href, language);
      test(`on ${href}, in ${languageFacts[language].name}`, async ({ page }) => {
        await page.goto(href);
        await settled(page);
        await expectNoSeriousViolations(page, href);
      });
    }
  }

  test('on the not-found page', async ({ page }) => {
    await page.goto('/website/no-such-page');
    await settled(page);
    await expectNoSeriousViolations(page, 'not found');
  });

  test('on a phone-sized screen with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/website/home');
    await settled(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expectNoSeriousViolations(page, 'home, phone, menu open');
  });

  test('on an open warning popup', async ({ page }) => {
    await page.goto('/website/Calculator');
    await settled(page);
    await enterCaptcha(page, 'wrong1');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('popup')).toBeVisible();
    await expectNoSeriousViolations(page, 'invalid captcha popup', '[data-testid="popup"]');
    await closePopup(page, messages.invalidCaptcha);
    await expect(captchaEntry(page)).toBeVisible();
  });

  test('on the calculator result dialog, which takes focus and closes from the keyboard', async ({
    page,
  }) => {
    await page.goto('/website/Calculator');
    await settled(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('Anitha'));
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
    await page.getByRole('textbox', { name: 'Email ID' }).fill('anitha@example.com');
    await page.getByRole('textbox', { name: 'City' }).fill('Madurai');
    await page.getByRole('textbox', { name: 'Gold weight (grams)' }).fill('8');
    await page.getByRole('combobox', { name: 'Gold carat' }).selectOption({ label: '22K' });
    await enterCaptcha(page);
    await page.getByRole('button', { name: 'Calculate' }).press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Your instant gold rate' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ok' })).toBeFocused();
    await expectNoSeriousViolations(page, 'calculator result dialog', '[role="alertdialog"]');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
});

test.describe('keyboard', () => {
  test('the skip link is the first tab stop, shows itself, and takes focus past the navigation', async ({
    page,
  }) => {
    await page.goto('/website/Calculator');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // Seen, not only focused: nothing (the sticky navigation) covers it.
    const box = await skip.boundingBox();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(onTop).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/website\/Calculator$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('focus is visible on the navigation links', async ({ page }) => {
    await page.goto('/website/services');
    await settled(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const home = mainNav(page).getByRole('link', { name: `${defaultPublicConfig.brandName} home` });
    await expect(home).toBeFocused();
    const outline = await home.evaluate((link) => getComputedStyle(link));
    expect(outline.outlineStyle).not.toBe('none');
    expect(Number.parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  test('every navigation link works from the keyboard and focus lands on the new page heading', async ({
    page,
  }) => {
    await page.goto('/website/home');
    await settled(page);
    const navPages = pages.filter((route) => route.placement === 'nav' && route.path !== 'home');
    for (const route of [
      ...navPages,
      ...pages.filter((r) => r.placement === 'footer').slice(0, 2),
    ]) {
      const area =
        route.placement === 'nav'
          ? mainNav(page)
          : page.getByRole('navigation', { name: 'Policies' });
      await area.getByRole('link', { name: route.label, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${route.href}$`));
      await expect(pageHeading(page)).toBeFocused();
    }
    await mainNav(page)
      .getByRole('link', { name: `${defaultPublicConfig.brandName} home` })
      .press('Enter');
    await expect(page).toHaveURL(/\/website\/home$/);
    await expect(pageHeading(page)).toBeFocused();
  });

  test('after a click on a nav link the new page heading has focus, so screen readers announce it', async ({
    page,
  }) => {
    await page.goto('/website/FAQs');
    await settled(page);
    await mainNav(page).getByRole('link', { name: 'Branches', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  test('on a phone the menu opens from the keyboard and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/website/aboutUs');
    await settled(page);
    await expectLivePage(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    // With the scripts running, focus alone shows nothing: the button says what is shown.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'FAQs' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'FAQs' })).toBeHidden();
  });
});

test.describe('the caution banner', () => {
  test('stops moving when paused and moves again on Play; its whole text is in the page', async ({
    page,
  }) => {
    await page.goto('/website/FAQs');
    await settled(page);
    const banner = cautionBanner(page);
    const text = banner.getByText('Caution: we do not accept stolen or illegal gold');
    await expect(text).toContainText("parent or guardian's written letter");
    const before = await textLeft(text);
    await page.waitForTimeout(600);
    expect(await textLeft(text)).not.toBe(before);

    await banner.getByRole('button', { name: 'Pause' }).press('Enter');
    const paused = await textLeft(text);
    await page.waitForTimeout(600);
    expect(await textLeft(text)).toBe(paused);

    await banner.getByRole('button', { name: 'Play' }).click();
    await page.waitForTimeout(600);
    expect(await textLeft(text)).not.toBe(paused);
  });

  test('stops moving while the pointer rests on it, and moves on when the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/website/FAQs');
    await settled(page);
    const text = cautionBanner(page).getByText('Caution: we do not accept stolen or illegal gold');
    // The text never holds still for Playwright's hover, so the pointer goes to the strip it runs in.
    const strip = await text.locator('..').boundingBox();
    if (!strip) throw new Error('the caution text has no strip to run in');
    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2);
    const held = await textLeft(text);
    await page.waitForTimeout(600);
    expect(await textLeft(text)).toBe(held);

    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height + 200);
    await page.waitForTimeout(600);
    expect(await textLeft(text)).not.toBe(held);
  });

  test('does not move for visitors who ask for reduced motion, and shows the whole text', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/website/FAQs');
    await settled(page);
    const text = cautionBanner(page).getByText('Caution: we do not accept stolen or illegal gold');
    const before = await textLeft(text);
    await page.waitForTimeout(600);
    expect(await textLeft(text)).toBe(before);
    const fits = await text.evaluate(
      (element) => element.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(fits).toBe(true);
  });
});

test('touch targets of the frame are at least 24 px high and wide', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/website/compliance');
  await settled(page);
  const targets = [
    cautionBanner(page).getByRole('button', { name: 'Pause' }),
    page.getByRole('button', { name: 'Menu' }),
    ...(await page.getByRole('contentinfo').getByRole('link').all()),
  ];
  expect(targets.length).toBeGreaterThanOrEqual(9);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(24);
    expect(box?.width, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(24);
  }
});

test('printing leaves out navigation, caution banner and floating controls, and keeps the heading dark on paper', async ({
  page,
}) => {
  await page.goto('/website/Calculator');
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(mainNav(page)).toBeHidden();
  await expect(cautionBanner(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  await expect(pageHeading(page)).toBeVisible();
  // White on the gold banner would be white on white paper, which prints no background.
  const [red = 255, green = 255, blue = 255] =
    (await pageHeading(page).evaluate((h1) => getComputedStyle(h1).color))
      .match(/\d+/g)
      ?.map(Number) ?? [];
  expect(Math.max(red, green, blue)).toBeLessThan(64);
  await expect(page.getByRole('contentinfo')).toContainText(defaultPublicConfig.phone);
});

test('form errors are tied to their fields, and the required-fields warning is announced', async ({
  page,
}) => {
  await page.goto('/website/partner');
  await settled(page);
  await enterCaptcha(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText(messages.requiredFields);
  await closePopup(page, messages.requiredFields);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/required/);
  await name.fill('Ravi 7');
  await name.blur();
  await expect(name).toHaveAccessibleDescription(/Invalid/);
});
