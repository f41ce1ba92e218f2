import {expect, test} from '@playwright/test';

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({page}) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Страницата не е намерена');
  });

  test('an unknown path under /en/ answers 404 too', async ({page}) => {
    // docusaurus serve answers every unknown path with the root (Bulgarian)
    // 404 page; the production server picks /en/404.html (deploy/).
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
  });

  test('the English not-found page is in English', async ({page}) => {
    await page.goto('/en/404.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  });
});
