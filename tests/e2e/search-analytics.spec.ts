/**
 * Learning from readers (issue #22): a search that ends with no results
 * pushes one `search_no_results` event (the final query and the locale) to
 * `dataLayer` — only with a tag manager configured and accepted. Without
 * consent, or without a container id, nothing is pushed or sent.
 */
import {expect, test, type Page} from '@playwright/test';

import {CONSENT_BASE_URL} from '../../playwright.config';
import {searchDropdown, waitForHydration, watchThirdParty} from './theme-support';

const NOTHING = 'qxzjvw';

/** The `search_no_results` events the page pushed. */
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as {dataLayer?: {event?: string}[]}).dataLayer ?? []).filter(
      (entry) => entry.event === 'search_no_results',
    ),
  );

/** Types into the navbar's box, key by key, once its index is ready. */
async function typeSearch(page: Page, label: string, text: string) {
  const box = page.locator('.navbar').getByLabel(label, {exact: true});
  await box.click();
  await expect(page.getByRole('combobox', {name: label, exact: true})).toBeFocused({
    timeout: 30_000,
  });
  await box.pressSequentially(text, {delay: 60});
}

test('without a container id a search with no results sends nothing', async ({page, baseURL}) => {
  const sent = await watchThirdParty(page, baseURL!);
  await page.goto('/business/intro/');
  await waitForHydration(page);
  await typeSearch(page, 'Търсене', NOTHING);
  await expect(searchDropdown(page).getByText('Няма резултати')).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(sent).toEqual([]);
});

test.describe('with a container id', () => {
  test.use({baseURL: CONSENT_BASE_URL});

  test('accepted: one event with the final query and the locale, none for a found one', async ({
    page,
  }) => {
    await watchThirdParty(page, CONSENT_BASE_URL);
    await page.goto('/en/business/intro/');
    await waitForHydration(page);
    await page
      .getByRole('region', {name: 'Cookies for statistics'})
      .getByRole('button', {name: 'Accept'})
      .click();
    await typeSearch(page, 'Search', NOTHING);
    await expect(searchDropdown(page).getByText('No results')).toBeVisible();
    await expect
      .poll(() => events(page), {timeout: 5_000})
      .toEqual([{event: 'search_no_results', query: NOTHING, locale: 'en'}]);
    // A query that finds something pushes nothing more.
    await page.locator('.navbar').getByLabel('Search', {exact: true}).fill('');
    await page.locator('.navbar').getByLabel('Search', {exact: true}).pressSequentially('wallet');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(await events(page)).toHaveLength(1);
  });

  test('refused: nothing is pushed or sent', async ({page}) => {
    const sent = await watchThirdParty(page, CONSENT_BASE_URL);
    await page.goto('/business/intro/');
    await waitForHydration(page);
    await page
      .getByRole('region', {name: 'Бисквитки за статистика'})
      .getByRole('button', {name: 'Отказвам'})
      .click();
    await typeSearch(page, 'Търсене', NOTHING);
    await expect(searchDropdown(page).getByText('Няма резултати')).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(await events(page)).toEqual([]);
    expect(sent).toEqual([]);
  });
});
