import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

import {setColourMode} from './theme-support';

/** The violations axe finds on the page as it is now, one line each (empty: none). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Waits until the transitions of what `selector` opened have ended: axe
 * measures colours as drawn, and half-way through the menu's slide-in the
 * brand text is still faded (a colour-contrast violation that no reader sees).
 */
async function settled(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .evaluate((element) =>
      Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished)),
    );
}

/**
 * Zero axe-core violations (WCAG 2.1 A/AA and best practice) on a page of
 * every kind, in both languages and both colour modes.
 */
const PAGE_KINDS = [
  ['home', '/'],
  ['doc', '/business/intro/'],
  ['doc with tables and code', '/business/widget/options/'],
  ['doc with a picture', '/business/online-bookings/'],
  ['tag list', '/business/tags/'],
  ['changelog list', '/changelog/'],
  ['post', '/changelog/2025/11/05/accessibility-improvements/'],
  ['author page', '/changelog/authors/slotera-team/'],
  ['search page', '/search/'],
  ['search page with results', '/search/?q=wallet'],
  ['not found', '/404.html'],
];

for (const [kind, path] of PAGE_KINDS) {
  for (const prefix of ['', '/en']) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${kind} (${prefix || 'bg'}, ${mode}): no axe violations`, async ({page}) => {
        await page.goto(`${prefix}${path}`);
        await page.waitForLoadState('networkidle');
        if (mode === 'dark') {
          await setColourMode(page, 'dark');
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}

/**
 * On a phone the page has other parts: the menu button and the menu it opens,
 * the collapsible "On this page", the search button. Checked closed and open.
 */
test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const prefix of ['', '/en']) {
    for (const [kind, path] of [
      ['home', '/'],
      ['doc with a comparison table', '/business/billing/wallet/'],
      ['doc with a reference table', '/business/widget/options/'],
      ['changelog list', '/changelog/'],
      ['search page with results', '/search/?q=wallet'],
    ]) {
      test(`${kind} (${prefix || 'bg'}): no axe violations, with the menu closed and open`, async ({
        page,
      }) => {
        await page.goto(`${prefix}${path}`);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        const tableOfContents = page.locator('.theme-doc-toc-mobile button');
        if (await tableOfContents.count()) {
          await tableOfContents.click();
          await expect(page.locator('.theme-doc-toc-mobile .table-of-contents')).toBeVisible();
          await settled(page, '.theme-doc-toc-mobile');
          expect(await axeViolations(page)).toEqual([]);
        }
        await page.locator('.navbar__toggle').click();
        await expect(page.locator('.navbar-sidebar')).toBeVisible();
        await settled(page, '.navbar');
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    // Tables are cards on a phone, with their own colours for the column names.
    test(`doc with a reference table (${prefix || 'bg'}, dark): no axe violations`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/business/widget/options/`);
      await page.waitForLoadState('networkidle');
      await setColourMode(page, 'dark');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
