import {expect, test} from '@playwright/test';

const SAMPLE_PAGES = [
  '/',
  '/business/intro/',
  '/business/tags/',
  '/marketplace/intro/',
  '/changelog/',
  '/changelog/2024/08/15/new-business-application/',
  '/en/',
  '/en/business/intro/',
  '/en/marketplace/intro/',
  '/en/changelog/',
];

for (const path of SAMPLE_PAGES) {
  test(`no console errors on ${path}`, async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}
