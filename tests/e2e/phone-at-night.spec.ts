/**
 * The phone at night (issue #50), in both languages: keyboard hints only where there is a
 * keyboard (SITE.md §3: none on a touch-only device, «Търсене Ctrl+K» on a desktop), the home
 * page's search opening the same full-screen search as the navbar's button on a phone, and axe
 * on a dark phone (dark because the phone is: nothing stored). Colour mode itself:
 * theme-colour-mode.spec.ts; the announcement's close button: theme-announcement.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';

import {blockJavaScript, waitForHydration} from './theme-support';

const LOCALES = [
  {
    locale: 'bg',
    root: '/',
    label: 'Търсене',
    desktopPlaceholder: 'Търсене Ctrl+K',
    openSearch: 'Отвори търсенето',
    close: 'Затвори',
    heroLabel: 'Търсене в помощния център',
    heroPlaceholder: 'С какво да ви помогнем?',
    query: 'портфейл',
  },
  {
    locale: 'en',
    root: '/en/',
    label: 'Search',
    desktopPlaceholder: 'Search Ctrl+K',
    openSearch: 'Open search',
    close: 'Close',
    heroLabel: 'Search the help centre',
    heroPlaceholder: 'What do you need help with?',
    query: 'wallet',
  },
] as const;

const PHONE = {width: 390, height: 844};
const TOUCH_PHONE = {viewport: PHONE, isMobile: true, hasTouch: true};
/** A tablet without a keyboard: touch only, wide enough for the navbar's own search field. */
const TOUCH_TABLET = {viewport: {width: 820, height: 1180}, isMobile: true, hasTouch: true};

/** Downloading and reading the index takes seconds on a busy machine. */
const INDEX_READY = {timeout: 30_000};

/** A shortcut hint as text: Ctrl+K or ⌘+K in any form. */
const SHORTCUT = /ctrl|⌘|cmd/i;

/** The ↵ icons of the result rows (the plugin's `hitAction`). */
const enterHints = (page: Page) => page.locator('[role="option"] [class*="hitAction"]');

/** The navbar's search field (before and after its index is ready). */
const navbarField = (page: Page, t: (typeof LOCALES)[number]) =>
  page.locator('.navbar').getByLabel(t.label, {exact: true});

/** Everything the search shows as text or hint: visible text, placeholders, shortcut attributes. */
async function shownText(scope: Locator): Promise<string> {
  return scope.evaluate((element) => {
    const fields = [...element.querySelectorAll('input, [aria-keyshortcuts]')];
    return [
      (element as HTMLElement).innerText,
      ...fields.map((field) => field.getAttribute('placeholder') ?? ''),
      ...fields.map((field) => field.getAttribute('aria-keyshortcuts') ?? ''),
    ].join('\n');
  });
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The violations axe finds on the page as it is now, one line each (empty: none). */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({page}).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes[0]?.target.join(' ')}`,
  );
}

for (const t of LOCALES) {
  test.describe(`keyboard hints (${t.locale})`, () => {
    test.describe('on a touch phone', () => {
      test.use({...TOUCH_PHONE, colorScheme: 'dark'});

      test('no Ctrl, ⌘ or ↵ in the search or its results', async ({page}) => {
        await open(page, `${t.root}business/intro/`);
        await expect(navbarField(page, t)).toHaveAttribute('placeholder', t.label);
        await expect(navbarField(page, t)).not.toHaveAttribute('aria-keyshortcuts', /./);

        await page.locator('.navbar').getByRole('button', {name: t.openSearch}).tap();
        const sheet = page.getByRole('dialog', {name: t.label});
        await expect(sheet).toBeVisible();
        await sheet.getByLabel(t.label, {exact: true}).fill(t.query);
        await expect(page.getByRole('option').first()).toBeVisible(INDEX_READY);
        expect(await shownText(sheet)).not.toMatch(SHORTCUT);
        // The rows have their ↵ icon, hidden.
        expect(await enterHints(page).count()).toBeGreaterThan(0);
        for (const hint of await enterHints(page).all()) await expect(hint).toBeHidden();
      });
    });

    test.describe('on a touch tablet', () => {
      test.use(TOUCH_TABLET);

      test('the field says «Search» before and after the page starts, the results no ↵', async ({
        page,
      }) => {
        await blockJavaScript(page);
        await page.goto(`${t.root}business/intro/`);
        await expect(navbarField(page, t)).toHaveAttribute('placeholder', t.label);
        await page.unrouteAll();

        await open(page, `${t.root}business/intro/`);
        const field = navbarField(page, t);
        await expect(field).toBeVisible();
        await expect(field).toHaveAttribute('placeholder', t.label);
        await field.tap();
        await field.fill(t.query);
        await expect(page.getByRole('option').first()).toBeVisible(INDEX_READY);
        expect(await shownText(page.locator('.navbar__search'))).not.toMatch(SHORTCUT);
        expect(await enterHints(page).count()).toBeGreaterThan(0);
        for (const hint of await enterHints(page).all()) await expect(hint).toBeHidden();
        // Nor on the home page, under its own box.
        await open(page, t.root);
        expect(await shownText(page.locator('header'))).not.toMatch(SHORTCUT);
      });
    });

    test.describe('on a desktop', () => {
      test.use({viewport: {width: 1440, height: 900}});

      test('the field names Ctrl+K and the results show ↵', async ({page}) => {
        await open(page, `${t.root}business/intro/`);
        const field = navbarField(page, t);
        await expect(field).toHaveAttribute('placeholder', t.desktopPlaceholder);
        await expect(field).toHaveAttribute('aria-keyshortcuts', 'Control+K /');
        await field.click();
        await field.fill(t.query);
        await expect(page.getByRole('option').first()).toBeVisible(INDEX_READY);
        await expect(enterHints(page).first()).toBeVisible();
      });
    });
  });

  test.describe(`the home page's search on a phone (${t.locale})`, () => {
    test.use({...TOUCH_PHONE, colorScheme: 'dark'});

    /** Taps the home page's box and checks that the navbar's full-screen search is open. */
    async function openFromHome(page: Page): Promise<Locator> {
      const box = page.locator('header [role="search"]').getByRole('button', {
        name: t.heroPlaceholder,
      });
      await expect(box).toBeVisible();
      const {width} = (await box.boundingBox())!;
      expect(width).toBeGreaterThan(300);
      await box.tap();
      const sheet = page.getByRole('dialog', {name: t.label});
      await expect(sheet).toBeVisible();
      expect(await sheet.boundingBox()).toMatchObject({x: 0, y: 0, ...PHONE});
      // The sheet is the navbar's, the one its search button opens.
      await expect(page.locator('.navbar [role="dialog"]')).toHaveCount(1);
      const field = sheet.getByLabel(t.label, {exact: true});
      await expect(field).toBeFocused();
      return sheet;
    }

    test('opens the full-screen search, results above the keyboard; Close returns to it', async ({
      page,
    }) => {
      await open(page, t.root);
      // The home box's own field is not offered on a phone: its button stands for it.
      await expect(page.getByRole('textbox', {name: t.heroLabel})).toBeHidden();
      const sheet = await openFromHome(page);
      await sheet.getByLabel(t.label, {exact: true}).fill(t.query);
      const first = page.getByRole('option').first();
      await expect(first).toBeVisible(INDEX_READY);
      // Inside the sheet, in its top half (a phone's keyboard takes the lower half).
      await expect(sheet.getByRole('option').first()).toBeVisible();
      const row = (await first.boundingBox())!;
      expect(row.y + row.height).toBeLessThan(PHONE.height / 2);
      // No dropdown of the home box's own.
      await expect(page.locator('header [role="search"] [class*="dropdownMenu"]')).toHaveCount(0);

      await sheet.getByRole('button', {name: t.close}).tap();
      await expect(sheet).toBeHidden();
      await expect(
        page.locator('header [role="search"]').getByRole('button', {name: t.heroPlaceholder}),
      ).toBeFocused();
    });

    test('tapped before the page is interactive, the box is a field and keeps what is typed', async ({
      page,
    }) => {
      // The page's JavaScript waits until the reader has typed.
      let release = () => {};
      const typed = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/*.js', async (route) => {
        await typed;
        await route.continue();
      });
      // Not until DOMContentLoaded: that waits for the (deferred) scripts.
      await page.goto(t.root, {waitUntil: 'commit'});
      const field = page.getByRole('textbox', {name: t.heroLabel});
      await expect(field).toBeVisible();
      await field.tap();
      await page.keyboard.type(t.query);
      release();
      await waitForHydration(page);
      // Still the field, with the words and the focus, and its own results under it.
      await expect(field.or(page.getByRole('combobox', {name: t.heroLabel}))).toBeVisible();
      await expect(page.getByRole('combobox', {name: t.heroLabel})).toBeFocused(INDEX_READY);
      await expect(page.getByRole('combobox', {name: t.heroLabel})).toHaveValue(t.query);
      await expect(page.getByRole('option').first()).toBeVisible(INDEX_READY);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('scrolled so far that the navbar hid, the search still covers the screen', async ({
      page,
    }) => {
      await open(page, t.root);
      // Two steps down: the theme hides the navbar on the second scroll event past its height.
      for (const y of [100, 180]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(200);
      }
      await expect(page.locator('.navbar')).not.toBeInViewport();
      const sheet = await openFromHome(page);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    });
  });

  test.describe(`axe on a dark phone (${t.locale})`, () => {
    test.use({...TOUCH_PHONE, colorScheme: 'dark'});

    for (const [kind, path] of [
      ['home', ''],
      ['article', 'business/online-bookings/'],
    ] as const) {
      test(`${kind}: dark because the phone is, no axe violations`, async ({page}) => {
        await page.goto(`${t.root}${path}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('home with its search open: no axe violations in the sheet', async ({page}) => {
      await open(page, t.root);
      await page.locator('header [role="search"]').getByRole('button').tap();
      const sheet = page.getByRole('dialog', {name: t.label});
      await sheet.getByLabel(t.label, {exact: true}).fill(t.query);
      await expect(page.getByRole('option').first()).toBeVisible(INDEX_READY);
      expect(await axeViolations(page, '.navbar__search')).toEqual([]);
    });
  });
}
