import {expect, test, type Page} from '@playwright/test';

import {
  THEME_LOCALES,
  blockJavaScript,
  storageEntries,
  waitForHydration,
  type ThemeLocale,
} from './theme-support';

const toggleOf = (page: Page, t: ThemeLocale) =>
  page.getByRole('navigation', {name: t.navbar}).getByRole('button', {name: t.colourToggle});

/** What a screen reader announces: a polite live region with this text. */
const liveRegion = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').filter({hasText: text});

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

for (const t of THEME_LOCALES) {
  test.describe(`colour mode (${t.locale})`, () => {
    test.use({colorScheme: 'dark'});

    test('light first even on a dark system; the toggle switches and the choice is kept', async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      const html = page.locator('html');
      const toggle = toggleOf(page, t);
      await expect(html).toHaveAttribute('data-theme', 'light');
      const lightBackground = await pageBackground(page);
      await expect(toggle).toHaveAccessibleName(new RegExp(literal(t.currentlyLight)));
      expect(await storageEntries(page, 'theme')).toEqual([]);

      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await pageBackground(page)).not.toBe(lightBackground);
      await expect(toggle).toHaveAccessibleName(new RegExp(literal(t.currentlyDark)));
      // Screen readers hear that it worked.
      await expect(liveRegion(page, t.switchedToDark)).toHaveCount(1);
      expect((await storageEntries(page, 'theme')).map(([, value]) => value)).toEqual(['dark']);

      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await waitForHydration(page);
      await expect(toggle).toHaveAccessibleName(new RegExp(literal(t.currentlyDark)));

      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(liveRegion(page, t.switchedToLight)).toHaveCount(1);
      expect((await storageEntries(page, 'theme')).map(([, value]) => value)).toEqual(['light']);
    });

    test('before the JavaScript runs the toggle already names light mode', async ({page}) => {
      await blockJavaScript(page);
      await page.goto(`${t.prefix}/business/intro/`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(toggleOf(page, t)).toHaveAttribute(
        'aria-label',
        new RegExp(literal(t.currentlyLight)),
      );
    });

    test('with browser storage blocked the page works and the toggle still switches', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.introHeading);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

      await toggleOf(page, t).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(toggleOf(page, t)).toHaveAttribute(
        'aria-label',
        new RegExp(literal(t.currentlyDark)),
      );
      expect(pageErrors).toEqual([]);
    });
  });
}

test('one colour mode for the whole site: chosen in one language, kept in the other', async ({
  page,
}) => {
  const [bg, en] = THEME_LOCALES;
  await page.goto('/business/intro/');
  await waitForHydration(page);
  await toggleOf(page, bg).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // To the English twin with the language menu, as a reader goes.
  await page.getByRole('button', {name: bg.language}).hover();
  await page.getByRole('link', {name: en.language}).click();
  await expect(page).toHaveURL(/\/en\/business\/intro\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(toggleOf(page, en)).toHaveAccessibleName(new RegExp(literal(en.currentlyDark)));

  await toggleOf(page, en).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/business/intro/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // One stored choice, not one per language.
  expect((await storageEntries(page, 'theme')).map(([, value]) => value)).toEqual(['light']);
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
