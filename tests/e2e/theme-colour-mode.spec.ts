/**
 * Colour mode (SITE.md §3, decided again 28 November): with nothing stored the page follows the
 * system — dark on a dark phone from the first paint, light on a light one or where the system
 * states no preference —; the toggle, in the navbar at every width, cycles light → dark →
 * system; a stored choice wins over the system, the same in both languages.
 */
import {expect, test, type Page} from '@playwright/test';

import {
  THEME_LOCALES,
  blockJavaScript,
  storageEntries,
  storageNamespace,
  waitForHydration,
  type ThemeLocale,
} from './theme-support';

const DEVICES = [
  ['phone', {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}],
  ['desktop', {viewport: {width: 1440, height: 900}}],
] as const;

/** The third state, "follow the system" (the theme's names, ours in Bulgarian). */
const SYSTEM = {
  bg: {
    currently: '(в момента режим според устройството)',
    switched: 'Включен е режим според устройството.',
  },
  en: {currently: '(currently system mode)', switched: 'Switched to system mode.'},
} as const;

/** The navbar's own toggle, not the one in the ☰ menu's header. */
const toggleOf = (page: Page, t: ThemeLocale) =>
  page.locator('.navbar__items--right').getByRole('button', {name: t.colourToggle});

/** What a screen reader announces: a polite live region with this text. */
const liveRegion = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').filter({hasText: text});

/** Whether the page is drawn dark: the luminance of its background (transparent: the white canvas). */
const drawnDark = (page: Page) =>
  page.evaluate(() => {
    const colour = getComputedStyle(document.documentElement).backgroundColor;
    const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    if (a === 0) return false;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
  });

/** The stored choice of a fresh reader, written before the first load (`null`: nothing stored). */
async function storeChoice(page: Page, t: ThemeLocale, choice: 'light' | 'dark'): Promise<void> {
  const key = `theme${await storageNamespace(page, t.prefix)}`;
  await page.evaluate(([name, value]) => window.localStorage.setItem(name, value), [key, choice]);
}

const storedChoices = async (page: Page) =>
  (await storageEntries(page, 'theme')).map(([, value]) => value);

const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

for (const t of THEME_LOCALES) {
  for (const [device, options] of DEVICES) {
    test.describe(`colour mode (${t.locale}, ${device})`, () => {
      test.use(options);

      for (const scheme of ['dark', 'light'] as const) {
        test(`a ${scheme} system with nothing stored gets a ${scheme} page, from the first paint`, async ({
          page,
        }) => {
          await page.emulateMedia({colorScheme: scheme});
          // Before any JavaScript file runs: only the theme's inline script has set the mode.
          await blockJavaScript(page);
          await page.goto(`${t.prefix}/business/intro/`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          expect(await drawnDark(page)).toBe(scheme === 'dark');
          await expect(toggleOf(page, t)).toHaveAttribute(
            'aria-label',
            literal(SYSTEM[t.locale].currently),
          );

          await page.unrouteAll();
          await page.reload();
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
          expect(await drawnDark(page)).toBe(scheme === 'dark');
          await expect(toggleOf(page, t)).toHaveAccessibleName(literal(SYSTEM[t.locale].currently));
          expect(await storedChoices(page)).toEqual([]);
        });
      }

      test('a system that states no preference gets a light page', async ({page}) => {
        await page.emulateMedia({colorScheme: 'no-preference'});
        await page.goto(`${t.prefix}/`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        expect(await drawnDark(page)).toBe(false);
      });

      test('a stored choice wins over the system, from the first paint', async ({page}) => {
        for (const [scheme, choice] of [
          ['dark', 'light'],
          ['light', 'dark'],
        ] as const) {
          await page.emulateMedia({colorScheme: scheme});
          await storeChoice(page, t, choice);
          await blockJavaScript(page);
          await page.goto(`${t.prefix}/business/intro/`);
          await expect(page.locator('html')).toHaveAttribute('data-theme', choice);
          expect(await drawnDark(page)).toBe(choice === 'dark');
          await page.unrouteAll();
          await page.reload();
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', choice);
          await expect(page.locator('html')).toHaveAttribute('data-theme-choice', choice);
        }
      });

      test('the toggle is in the navbar and cycles light → dark → system', async ({page}) => {
        await page.emulateMedia({colorScheme: 'dark'});
        await page.goto(`${t.prefix}/business/intro/`);
        await waitForHydration(page);
        const html = page.locator('html');
        const toggle = toggleOf(page, t);
        // On the phone too, without opening the ☰ menu.
        await expect(toggle).toBeVisible();
        await expect(toggle).toBeInViewport();
        await expect(page.getByRole('button', {name: t.closeMenu})).toBeHidden();
        await expect(html).toHaveAttribute('data-theme', 'dark');

        await toggle.click();
        await expect(html).toHaveAttribute('data-theme', 'light');
        await expect(html).toHaveAttribute('data-theme-choice', 'light');
        expect(await drawnDark(page)).toBe(false);
        await expect(toggle).toHaveAccessibleName(literal(t.currentlyLight));
        await expect(liveRegion(page, t.switchedToLight)).toHaveCount(1);
        expect(await storedChoices(page)).toEqual(['light']);

        await toggle.click();
        await expect(html).toHaveAttribute('data-theme', 'dark');
        await expect(html).toHaveAttribute('data-theme-choice', 'dark');
        await expect(toggle).toHaveAccessibleName(literal(t.currentlyDark));
        await expect(liveRegion(page, t.switchedToDark)).toHaveCount(1);
        expect(await storedChoices(page)).toEqual(['dark']);

        // System: the phone's dark again, and nothing stored.
        await toggle.click();
        await expect(html).toHaveAttribute('data-theme-choice', 'system');
        await expect(html).toHaveAttribute('data-theme', 'dark');
        await expect(toggle).toHaveAccessibleName(literal(SYSTEM[t.locale].currently));
        await expect(liveRegion(page, SYSTEM[t.locale].switched)).toHaveCount(1);
        expect(await storedChoices(page)).toEqual([]);

        // Following the system now: the page changes with it.
        await page.emulateMedia({colorScheme: 'light'});
        await expect(html).toHaveAttribute('data-theme', 'light');

        await toggle.click();
        await page.reload();
        await waitForHydration(page);
        await expect(html).toHaveAttribute('data-theme-choice', 'light');
        await expect(toggleOf(page, t)).toHaveAccessibleName(literal(t.currentlyLight));
      });
    });
  }

  test(`with browser storage blocked the page follows the system and the toggle still switches (${t.locale})`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
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
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await toggleOf(page, t).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggleOf(page, t).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggleOf(page, t)).toHaveAttribute('aria-label', literal(t.currentlyDark));
    expect(pageErrors).toEqual([]);
  });
}

test('one colour mode for the whole site: chosen in one language, kept in the other', async ({
  page,
}) => {
  const [bg, en] = THEME_LOCALES;
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/business/intro/');
  await waitForHydration(page);
  // System (light) → light → dark.
  await toggleOf(page, bg).click();
  await toggleOf(page, bg).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // To the English twin with the language menu, as a reader goes.
  await page.getByRole('button', {name: bg.language}).hover();
  await page.getByRole('link', {name: en.language}).click();
  await expect(page).toHaveURL(/\/en\/business\/intro\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  await expect(toggleOf(page, en)).toHaveAccessibleName(literal(en.currentlyDark));
  // One stored choice, not one per language.
  expect(await storedChoices(page)).toEqual(['dark']);

  // Back to following the system, chosen in English: the Bulgarian pages follow it too.
  await toggleOf(page, en).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.goto('/business/intro/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  expect(await storedChoices(page)).toEqual([]);
});
