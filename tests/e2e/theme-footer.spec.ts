import {expect, test} from '@playwright/test';

import {COPYRIGHT, EXTERNAL_URLS, PRODUCT_NAME, SITE_TITLE, SOCIAL_URLS} from '../../src/constants';
import {THEME_LOCALES} from './theme-support';

for (const t of THEME_LOCALES) {
  test.describe(`footer (${t.locale})`, () => {
    test('links to the social pages, both websites and the contacts page', async ({page}) => {
      await page.goto(`${t.prefix}/business/intro/`);
      const footer = page.getByRole('contentinfo');
      const expected: [string, string][] = [
        [t.footer.business, EXTERNAL_URLS.businessWebsite],
        [t.footer.marketplace, EXTERNAL_URLS.marketplaceWebsite],
        [t.footer.contacts, EXTERNAL_URLS.contacts],
        ...Object.entries(SOCIAL_URLS),
      ];
      for (const [label, href] of expected) {
        // The theme's icon adds "(opens in new tab)" to the name of an external link.
        const link = footer.getByRole('link', {name: `${label}${t.newTab}`, exact: true});
        await expect(link).toHaveAttribute('href', href);
      }
      await expect(footer).toContainText(COPYRIGHT);
      expect(COPYRIGHT).toBe('© 2025 Slotera');
    });

    // No translation file repeats these names (npm run check:translations), so a
    // rebrand in src/constants.ts reaches both languages.
    test('the navbar, footer and changelog name the product from the constants', async ({page}) => {
      await page.goto(`${t.prefix}/business/intro/`);
      const brand = page.getByRole('navigation', {name: t.navbar}).locator('.navbar__brand');
      await expect(brand).toHaveText(SITE_TITLE);
      await expect(brand.getByRole('img')).toHaveAttribute('alt', PRODUCT_NAME);
      await expect(
        page.getByRole('contentinfo').getByText(PRODUCT_NAME, {exact: true}),
      ).toBeVisible();

      await page.goto(`${t.prefix}/changelog/`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        t.locale === 'bg' ? `Какво ново има в ${PRODUCT_NAME}` : `What is new in ${PRODUCT_NAME}`,
      );
    });

    test('every external link opens in a new tab without access to this page', async ({page}) => {
      await page.goto(`${t.prefix}/business/intro/`);
      const external = page.getByRole('contentinfo').locator('a[href^="http"]');
      // Three websites and four social pages at least.
      expect(await external.count()).toBeGreaterThanOrEqual(7);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
      }
    });
  });
}
