import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CAPTCHA_ENTRY_ATTRIBUTE, CAPTCHA_SHOWN_ATTRIBUTE } from '@gold/page-scripts/formPost';
import { defaultPublicConfig } from '@gold/config';
import { messageWords } from '@gold/contracts';
import { languageFacts, withLanguage, type Language } from '@gold/i18n';
import { pageHeading } from '../support/settledPage';
import { LANGUAGES_BESIDES_ENGLISH, pages } from '../support/siteRoutes';
import { storedRecords, uniqueName } from '../support/siteForms';

// The site in Tamil and Kannada, as a visitor who reads them sees it: every page, the switch,
// the forms end to end, with scripts and without.

test.describe.configure({ timeout: 60_000 });

const letters = (language: Language) => languageFacts[language].letters;

/**
 * The texts of the page a visitor reads (screen reader included) that are written in English
 * words and marked with no English `lang`: an English text left where a translation belongs, or
 * one of the site's English names inside a translated sentence, which a screen reader would
 * say in the page's voice. E-mail addresses are no words of any language.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const names = [defaultPublicConfig.brandName, defaultPublicConfig.legalName];
  return page.evaluate((siteNames) => {
    const left: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || element.closest('script, style, template, [hidden]')) continue;
      // Not drawn is not read; a screen reader's text (clipped, not hidden) is drawn.
      if (!element.checkVisibility()) continue;
      const words = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '');
      const translated = /[\u0B80-\u0BFF\u0C80-\u0CFF]/.test(words);
      const english = translated
        ? siteNames.some((name) => words.includes(name))
        : /[A-Za-z]{3,}/.test(words);
      if (!english) continue;
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      left.push(text);
    }
    return left;
  }, names);
}

for (const language of LANGUAGES_BESIDES_ENGLISH) {
  const { tag } = languageFacts[language];

  test.describe(`every page in ${languageFacts[language].name}`, () => {
    for (const route of pages) {
      test(`${route.href}: layout, page and head in ${language}, no English left, no key shown`, async ({
        page,
      }) => {
        const href = withLanguage(route.href, language);
        await page.goto(href);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await expect(pageHeading(page)).toContainText(letters(language));
        await expect(page).toHaveTitle(letters(language));
        const description = page.locator('meta[name="description"]');
        await expect(description).toHaveAttribute('content', letters(language));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${href.replace(/[?]/g, '\\?')}$`),
        );
        for (const alternate of Object.values(languageFacts))
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${alternate.tag}"]`),
          ).toHaveCount(1);
        const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
        expect(body, 'a key or a place left in the text').not.toMatch(/\{\w+\}|\b\w+\.\w+Title\b/);
        expect(await englishLeft(page)).toEqual([]);
      });
    }
  });
}

test.describe('the language switch', () => {
  for (const viewport of [
    { name: 'phone', width: 360, height: 740 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`on a ${viewport.name}, is reached by keyboard, and the choice lasts across pages and visits`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/website/home');
      const tamil = page.getByRole('link', { name: languageFacts.ta.name, exact: true });
      await expect(tamil).toBeVisible();
      for (
        let tabs = 0;
        tabs < 20 && !(await tamil.evaluate((link) => link === document.activeElement));
        tabs++
      )
        await page.keyboard.press('Tab');
      await expect(tamil).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]lang=ta$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
      await expect(pageHeading(page)).toContainText(letters('ta'));
      await expect(
        page.getByRole('link', { name: languageFacts.ta.name, exact: true }),
      ).toHaveAttribute('aria-current', 'true');
      // The check of every page finds an English text where one is left.
      expect(await englishLeft(page)).toEqual([]);
      const unmarkedName = `${defaultPublicConfig.brandName} உங்களை வரவேற்கிறது`;
      await page.evaluate(
        (texts) =>
          document
            .querySelector('main')
            ?.append(
              ...texts.map((text) =>
                Object.assign(document.createElement('p'), { textContent: text }),
              ),
            ),
        ['Left in English', unmarkedName],
      );
      expect(await englishLeft(page)).toEqual(['Left in English', unmarkedName]);

      // A revisit at the plain address, in a new tab: the choice was kept.
      const again = await page.context().newPage();
      await again.goto('/website/aboutUs');
      await expect(again.locator('html')).toHaveAttribute('lang', 'ta-IN');
      await expect(pageHeading(again)).toContainText(letters('ta'));

      // And changed back at any time.
      await again.setViewportSize(viewport);
      await again.getByRole('link', { name: 'English', exact: true }).click();
      await expect(again.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(pageHeading(again)).toHaveText('About Us');
      await again.goto('/website/aboutUs');
      await expect(pageHeading(again)).toHaveText('About Us');
    });
  }
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor chooses Kannada and reads every page in it', async ({ page }) => {
    await page.goto('/website/home');
    await page.getByRole('link', { name: languageFacts.kn.name, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
    for (const route of pages) {
      await page.goto(route.href);
      await expect(page.locator('html'), route.href).toHaveAttribute('lang', 'kn-IN');
      await expect(pageHeading(page), route.href).toContainText(letters('kn'));
    }
  });
});

/** The captcha's characters, and its entry box: found by what they are, in any language. */
const captchaShown = (page: Page) => page.locator(`[${CAPTCHA_SHOWN_ATTRIBUTE}]`);
const captchaEntryBox = (page: Page) => page.locator(`[${CAPTCHA_ENTRY_ATTRIBUTE}]`);
const fieldNamed = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

async function typeCaptcha(page: Page, text?: string) {
  const value = text ?? (await captchaShown(page).inputValue());
  await captchaEntryBox(page).fill('');
  await captchaEntryBox(page).pressSequentially(value);
}

/** Expects the popup to say `title`, and closes it with its one button. */
async function closePopupSaying(page: Page, title: string) {
  const popup = page.getByTestId('popup');
  await expect(popup.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await popup.getByRole('button').click();
  await expect(popup).toBeHidden();
}

for (const language of LANGUAGES_BESIDES_ENGLISH) {
  const words = messageWords.in(language);

  test.describe(`the forms in ${languageFacts[language].name}`, () => {
    test.slow();

    test('the calculator: captcha first, hints, then the result dialog, all in the language', async ({
      page,
    }) => {
      await page.goto(withLanguage('/website/Calculator', language));
      const submit = page.locator('form button[type="submit"]');
      await expect(submit).toContainText(letters(language));
      await typeCaptcha(page, 'wrong1');
      await submit.click();
      await closePopupSaying(page, words.invalidCaptcha);
      await typeCaptcha(page);
      await submit.click();
      await closePopupSaying(page, words.requiredFields);
      const name = fieldNamed(page, 'name');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(letters(language));

      const visitor = uniqueName('Meena');
      await name.fill(visitor);
      await fieldNamed(page, 'mobileNumber').fill('9876543210');
      await fieldNamed(page, 'emailId').fill('meena@example.com');
      await fieldNamed(page, 'city').fill('Chennai');
      await fieldNamed(page, 'goldGrams').fill('10.25');
      await fieldNamed(page, 'goldCarat').selectOption({ label: '22K' });
      await typeCaptcha(page);
      await submit.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading')).toContainText(letters(language));
      await expect(dialog).toContainText('10.25');
      // Rupees with Indian grouping, the date as dd/MM/yyyy.
      await expect(dialog).toContainText(/₹\d{1,3}(,\d{2})*,\d{3}\.\d{2}/);
      await expect(dialog).toContainText(/\d{2}\/\d{2}\/\d{4}/);
      expect(await englishLeft(page)).toEqual([]);
      await dialog.getByRole('button').click();
      await expect(dialog).toBeHidden();
      await expect(name).toHaveValue('');
    });

    test('the franchise enquiry is sent and said sent in the language', async ({
      page,
      request,
    }) => {
      await page.goto(withLanguage('/website/partner', language));
      const visitor = uniqueName('Arul');
      await fieldNamed(page, 'name').fill(visitor);
      await fieldNamed(page, 'mobileNumber').fill('9876543210');
      await fieldNamed(page, 'mailId').fill('arul@example.com');
      await fieldNamed(page, 'previousExperiences').fill('3');
      await fieldNamed(page, 'totalFundAvailableForInvest').fill('500000');
      await fieldNamed(page, 'totalFundAvailableNow').fill('200000');
      await typeCaptcha(page);
      await page.locator('form button[type="submit"]').click();
      await closePopupSaying(page, words.enquirySent);
      const stored = await storedRecords<{ name: string }>(request, 'enquiries');
      expect(stored.map((row) => row.name)).toContain(visitor);
    });

    test("the callback form's hints and times are in the language, and it is sent", async ({
      page,
      request,
    }) => {
      await page.goto(withLanguage('/website/home', language));
      const form = page.locator('form', { has: page.locator('[name="preferredTime"]') });
      await form.scrollIntoViewIfNeeded();
      await typeCaptcha(page);
      await form.locator('button[type="submit"]').click();
      await closePopupSaying(page, words.requiredFields);
      await expect(fieldNamed(page, 'name')).toHaveAccessibleDescription(words.fieldRequired);
      const times = fieldNamed(page, 'preferredTime');
      // The prompt, then the four times.
      const labels = await times.locator('option').allInnerTexts();
      expect(labels).toHaveLength(5);
      expect(labels.filter((label) => !letters(language).test(label))).toEqual([]);

      const visitor = uniqueName('Selvi');
      await fieldNamed(page, 'name').fill(visitor);
      await fieldNamed(page, 'mobileNumber').fill('9876543210');
      await times.selectOption({ index: 1 });
      await typeCaptcha(page);
      await form.locator('button[type="submit"]').click();
      await closePopupSaying(page, words.enquirySent);
      const stored = await storedRecords<{ name: string; preferredTime: string }>(
        request,
        'general-enquiries',
      );
      // The server keeps the time as it always has, in English.
      expect(stored.find((row) => row.name === visitor)?.preferredTime).toBe(
        'Morning (9 am - 12 noon)',
      );
    });
  });
}
