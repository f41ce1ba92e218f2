import {expect, test, type Page} from '@playwright/test';

/**
 * The search page, `/search/` and `/en/search/`: it searches, it is
 * translated, a query in its URL is only ever shown as text, and it has the
 * search box's no-result and failure states.
 */

const INDEX = '**/search-index.json*';

const LOCALES = [
  {
    locale: 'bg',
    root: '/',
    label: 'Търсене',
    emptyTitle: 'Търсене в документацията',
    title: (query: string) => `Резултати от търсенето за „${query}“`,
    noResults: 'Не са намерени документи',
    startingPoints: 'Най-търсено',
    // Two letters off any word of the index: nothing found, the word offered.
    misspelt: 'зуболекр',
    didYouMean: 'Може би търсите:',
    suggestion: 'зъболекар',
    firstTask: 'Клиент не може да запази час, в който работя',
    supportLink: 'Попитайте екипа по поддръжка',
    supportTitle: 'Поддръжка',
    failed: 'Търсенето не можа да се зареди. Проверете връзката си и опитайте отново.',
    retry: 'Опитайте отново',
    query: 'портфейл',
    firstResult: 'Портфейл',
    // The wallet's canonical section (answers: in its front matter, issue #49).
    firstSection: 'Портфейл › За какво плаща портфейлът',
  },
  {
    locale: 'en',
    root: '/en/',
    label: 'Search',
    emptyTitle: 'Search the documentation',
    title: (query: string) => `Search results for "${query}"`,
    noResults: 'No documents were found',
    startingPoints: 'Popular tasks',
    misspelt: 'remmindr',
    didYouMean: 'Did you mean:',
    suggestion: 'reminder',
    firstTask: 'A client cannot book a time I work',
    supportLink: 'Ask our support team',
    supportTitle: 'Support',
    failed: 'Search could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    query: 'wallet',
    firstResult: 'Wallet',
    firstSection: 'Wallet › What the wallet pays for',
  },
] as const;

type Texts = (typeof LOCALES)[number];

/** Downloading and reading the index takes seconds on a busy machine. */
const INDEX_READY = {timeout: 30_000};

test.describe.configure({timeout: 90_000});

function searchPageUrl(t: Texts, query?: string): string {
  return `${t.root}search/${query === undefined ? '' : `?${new URLSearchParams({q: query})}`}`;
}

/**
 * Opens the search page and waits for React: the page reads its query from
 * the URL only in the browser, and on a busy machine hydration can take
 * longer than an assertion's five seconds.
 */
async function openSearchPage(page: Page, t: Texts, query?: string): Promise<void> {
  await page.goto(searchPageUrl(t, query));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', INDEX_READY);
}

/**
 * The first result on the page: what shows the search has run. (The count
 * above the results is said only when it is the whole count:
 * search-results.spec.ts.)
 */
function firstResult(page: Page) {
  return page.locator('main article').first();
}

/** The page's own input (the navbar has a search box with the same name). */
function pageInput(page: Page, t: Texts) {
  return page.locator('.main-wrapper').getByRole('searchbox', {name: t.label, exact: true});
}

for (const t of LOCALES) {
  test.describe(`search page (${t.locale})`, () => {
    test('searches, in the page language, and opens a result highlighted', async ({page}) => {
      await openSearchPage(page, t);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.emptyTitle);
      const input = pageInput(page, t);
      await expect(input).toBeFocused();

      await input.fill(t.query);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.title(t.query));
      await expect.poll(() => page.title()).toContain(t.title(t.query));
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === t.query);
      await expect(firstResult(page)).toBeVisible(INDEX_READY);

      const first = page.locator('article h3 a').first();
      await expect(first).toHaveText(t.firstSection);
      await first.click();
      await expect(page).toHaveURL((url) => url.searchParams.has('_highlight'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.firstResult);
      await expect(page.locator('article mark').first()).toBeVisible();
    });

    test('a query in the URL is shown as text, never run as markup', async ({page}) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const query = `<img src=x onerror="window.__searchXss=1;alert(1)"><b id="injected">bold</b>`;
      await openSearchPage(page, t, query);

      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.title(query));
      await expect(pageInput(page, t)).toHaveValue(query);
      await expect.poll(() => page.title()).toContain(t.title(query));
      // The search ran with the markup still inert.
      await expect(firstResult(page).or(page.getByText(t.noResults))).toBeVisible(INDEX_READY);
      await expect(page.locator('img[src="x"], #injected')).toHaveCount(0);
      expect(await page.evaluate(() => '__searchXss' in window)).toBe(false);
      expect(dialogs).toEqual([]);
    });

    test('no result: a translated message with a link to the support article', async ({page}) => {
      await openSearchPage(page, t, 'qxzjvw');
      await expect(page.getByText(t.noResults)).toBeVisible(INDEX_READY);
      // Places to start instead of an empty page.
      const starts = page.getByRole('navigation', {name: t.startingPoints});
      await expect(starts.getByRole('link')).toHaveCount(4);
      await expect(starts.getByRole('link', {name: t.firstTask})).toHaveAttribute(
        'href',
        `${t.root}business/online-bookings/#cannot-book`,
      );
      await page.getByRole('link', {name: t.supportLink}).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.root}business/support/`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.supportTitle);
    });

    test('no result for a misspelt word: "did you mean" runs the closest word', async ({page}) => {
      await openSearchPage(page, t, t.misspelt);
      await expect(page.getByText(t.noResults)).toBeVisible(INDEX_READY);
      await expect(page.getByText(t.didYouMean)).toBeVisible();
      await page.getByRole('link', {name: t.suggestion, exact: true}).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === t.suggestion);
      await expect(pageInput(page, t)).toHaveValue(t.suggestion);
      await expect(firstResult(page)).toBeVisible(INDEX_READY);
      await expect(page.getByText(t.didYouMean)).toBeHidden();
    });

    test('a failed download says so and the retry finds the results', async ({page}) => {
      let attempts = 0;
      await page.route(INDEX, async (route) => {
        attempts += 1;
        if (attempts === 1) await route.abort('failed');
        else await route.continue();
      });
      await openSearchPage(page, t, t.query);
      const status = page.locator('.main-wrapper').getByRole('status');
      await expect(status).toHaveText(t.failed, INDEX_READY);
      await expect(firstResult(page)).toBeHidden();

      await page.getByRole('button', {name: t.retry}).click();
      await expect(firstResult(page)).toBeVisible(INDEX_READY);
      await expect(status).toHaveText('');
      await expect(page.locator('article h3 a').first()).toHaveText(t.firstSection);
      expect(attempts).toBe(2);
    });
  });
}
