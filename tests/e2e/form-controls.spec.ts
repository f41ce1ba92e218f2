/**
 * Form controls in the site's typeface: browsers set buttons and text boxes
 * in a font of their own (Chromium: Arial), so without our rule the search
 * boxes and the buttons at the end of an article and in the consent banner
 * were the only text on the page in a second typeface.
 */
import {expect, test, type Locator, type Page} from '@playwright/test';

import {CONSENT_BASE_URL} from '../../playwright.config';

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const fontOf = (control: Locator) =>
  control.evaluate((element) => getComputedStyle(element).fontFamily);

for (const viewport of [
  {name: 'phone', width: 390, height: 844},
  {name: 'desktop', width: 1280, height: 800},
]) {
  test.describe(viewport.name, () => {
    test.use({viewport: {width: viewport.width, height: viewport.height}});

    test('the navbar search box and the article-end buttons use the text font', async ({page}) => {
      await page.goto('/business/calendar/');
      const font = await bodyFont(page);
      expect(font).toMatch(/system-ui/);
      expect(await fontOf(page.locator('input.navbar__search-input'))).toBe(font);
      const feedback = page.getByRole('region', {name: 'Помогна ли ви тази статия?'});
      for (const name of ['Да', 'Не'])
        expect(await fontOf(feedback.getByRole('button', {name, exact: true})), name).toBe(font);
    });

    test('the search page box uses the text font', async ({page}) => {
      await page.goto('/en/search/');
      const font = await bodyFont(page);
      expect(await fontOf(page.locator('main input').first())).toBe(font);
    });
  });
}

test.describe('consent banner', () => {
  test.use({baseURL: CONSENT_BASE_URL});

  test('its buttons use the text font', async ({page}) => {
    await page.goto('/en/business/intro/');
    const font = await bodyFont(page);
    for (const name of ['Accept', 'Refuse'])
      expect(await fontOf(page.getByRole('button', {name, exact: true})), name).toBe(font);
  });
});
