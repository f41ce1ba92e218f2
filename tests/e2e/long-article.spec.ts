import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';

import {setColourMode} from './theme-support';

/**
 * A long article on a phone (15 screens): a link to a heading far down lands
 * on it, below the navbar, and stays there once the page has hydrated.
 */
test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

const ARTICLE = '/business/calendar/';
const LAST_HEADING = '#related-articles';

/** The heading's top edge, below the navbar, near the top of the screen. */
async function expectAtTopOfScreen(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => (await heading.boundingBox())!.y, {timeout: 5000})
    .toBeGreaterThanOrEqual(0);
  const {y} = (await heading.boundingBox())!;
  const navbar = (await page.locator('.navbar').boundingBox())!;
  expect(y).toBeLessThanOrEqual(navbar.height + 40);
}

test('an address with the last heading of a long article opens at that heading', async ({page}) => {
  await page.goto(`${ARTICLE}${LAST_HEADING}`);
  await page.waitForLoadState('networkidle');
  const heading = page.locator(LAST_HEADING);
  await expectAtTopOfScreen(page, heading);
  // Still there once the blocks around it are drawn, a moment later.
  await page.waitForTimeout(500);
  await expectAtTopOfScreen(page, heading);
});

test('the table of contents on a phone leads to a heading far down the article', async ({page}) => {
  await page.goto(ARTICLE);
  await page.waitForLoadState('networkidle');
  await page.locator('.theme-doc-toc-mobile button').click();
  const target = page.locator('.theme-doc-toc-mobile a[href="#related-articles"]');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${LAST_HEADING}$`));
  await expectAtTopOfScreen(page, page.locator(LAST_HEADING));
});

/**
 * Two taps to any section from anywhere on a long page (issue #50): once the contents at the top
 * have scrolled away, «На тази страница» / "On this page" stays at the bottom of the screen and
 * opens the contents (src/theme/DocItem/TOC/Mobile); a tap on a heading goes there.
 */
const LONG_PAGES = [
  '/business/online-bookings/',
  '/business/calendar/',
  '/business/payments/payment-methods/',
];
const LOCALES = [
  {prefix: '', label: 'На тази страница'},
  {prefix: '/en', label: 'On this page'},
];

/** The button at the bottom of the screen (the theme's own at the top has the same name). */
const contentsButton = (page: Page, label: string) =>
  page
    .getByRole('button', {name: label, exact: true})
    .and(page.locator('[aria-haspopup="dialog"]'));

const toBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

for (const {prefix, label} of LOCALES) {
  for (const path of LONG_PAGES) {
    const route = `${prefix}${path}`;

    test(`${route}: from the bottom, any section in two taps`, async ({page}) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      const open = contentsButton(page, label);
      // Not while the contents at the top are on screen.
      await expect(open).toHaveCount(0);
      await toBottom(page);
      await expect(open).toBeInViewport({ratio: 1});

      const sheet = page.getByRole('dialog', {name: label});
      await open.tap();
      await expect(sheet).toBeVisible();
      const links = sheet.getByRole('link');
      const hrefs = await links.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('href')!),
      );
      // Every h2 and h3 of the article is there.
      const headings = await page
        .locator('article .markdown :is(h2, h3)[id]')
        .evaluateAll((elements) => elements.map((element) => `#${element.id}`));
      expect(hrefs).toEqual(headings);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // The first, one in the middle and the last: each two taps away from the bottom.
      const targets = [...new Set([hrefs[0], hrefs[Math.floor(hrefs.length / 2)], hrefs.at(-1)!])];
      for (const href of targets) {
        await toBottom(page);
        await open.tap();
        await sheet.locator(`a[href="${href}"]`).tap();
        await expect(sheet).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expectAtTopOfScreen(page, page.locator(href));
      }
    });
  }
}

test('the contents sheet: axe finds nothing, light and dark', async ({page}) => {
  await page.goto('/en/business/calendar/');
  await page.waitForLoadState('networkidle');
  await toBottom(page);
  await contentsButton(page, 'On this page').tap();
  await expect(page.getByRole('dialog', {name: 'On this page'})).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await setColourMode(page, mode);
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations, mode).toEqual([]);
  }
});

test.describe('on a desktop', () => {
  test.use({viewport: {width: 1440, height: 900}, isMobile: false, hasTouch: false});

  test('no contents button: the contents column stays beside the article', async ({page}) => {
    await page.goto('/business/online-bookings/');
    await page.waitForLoadState('networkidle');
    await toBottom(page);
    await expect(page.locator('.table-of-contents').first()).toBeVisible();
    await expect(contentsButton(page, 'На тази страница')).toBeHidden();
  });
});
