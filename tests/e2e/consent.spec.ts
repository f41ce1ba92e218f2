import {expect, test} from '@playwright/test';

import {CONSENT_BASE_URL} from '../../playwright.config';
import {TAG_MANAGER, watchThirdParty} from './theme-support';

/**
 * SITE.md §1: the tag manager is a third-party request. Without a container
 * id there is no banner and no third-party request; with one (the
 * build-consent/ build, GTM_CONTAINER_ID=GTM-TEST000) it loads only after the
 * visitor accepts, and a refusal is remembered.
 */
const BANNERS = [
  {prefix: '', title: 'Бисквитки за статистика', accept: 'Приемам', refuse: 'Отказвам'},
  {prefix: '/en', title: 'Cookies for statistics', accept: 'Accept', refuse: 'Refuse'},
];

test('without a container id there is no banner and no third-party request', async ({
  page,
  baseURL,
}) => {
  const thirdParty = await watchThirdParty(page, baseURL!);
  for (const path of ['/', '/business/intro/', '/en/changelog/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', {name: /Бисквитки|Cookies/})).toHaveCount(0);
  }
  expect(thirdParty).toEqual([]);
});

test.describe('with a container id', () => {
  test.use({baseURL: CONSENT_BASE_URL});

  for (const banner of BANNERS) {
    test(`${banner.prefix || 'bg'}: the tag manager loads only after the visitor accepts`, async ({
      page,
    }) => {
      const thirdParty = await watchThirdParty(page, CONSENT_BASE_URL);
      await page.goto(`${banner.prefix}/business/intro/`);
      const region = page.getByRole('region', {name: banner.title});
      await expect(region).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(thirdParty).toEqual([]);

      await region.getByRole('button', {name: banner.accept}).click();
      await expect(region).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(
            () => 'true' === String((window as {__tagManagerRan?: boolean}).__tagManagerRan),
          ),
        )
        .toBe(true);
      expect(thirdParty).toEqual([`${TAG_MANAGER}gtm.js?id=GTM-TEST000`]);

      // The choice is remembered: the next page loads it without asking.
      await page.goto(`${banner.prefix}/changelog/`);
      await expect(page.getByRole('region', {name: banner.title})).toHaveCount(0);
      await expect.poll(() => thirdParty.length).toBe(2);
    });

    test(`${banner.prefix || 'bg'}: a refusal is remembered and nothing loads`, async ({page}) => {
      const thirdParty = await watchThirdParty(page, CONSENT_BASE_URL);
      await page.goto(`${banner.prefix}/`);
      await page
        .getByRole('region', {name: banner.title})
        .getByRole('button', {name: banner.refuse})
        .click();
      await expect(page.getByRole('region', {name: banner.title})).toHaveCount(0);

      await page.goto(`${banner.prefix}/business/calendar/`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', {name: banner.title})).toHaveCount(0);
      expect(thirdParty).toEqual([]);
    });
  }

  test('blocked storage: the banner still works for the page view and nothing breaks', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const thirdParty = await watchThirdParty(page, CONSENT_BASE_URL);
    await page.goto('/en/business/intro/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page
      .getByRole('region', {name: 'Cookies for statistics'})
      .getByRole('button', {name: 'Refuse'})
      .click();
    await expect(page.getByRole('region', {name: 'Cookies for statistics'})).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });
});
