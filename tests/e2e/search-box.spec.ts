/**
 * The navbar search box, state by state (SITE.md §3 and the search issue),
 * in both languages: placeholder and shortcuts, download on first use only,
 * «Зареждане...» / "Loading...", results and choosing one, no result, and a
 * failed download that can be retried. The home page's large search box
 * (the article-end issue) goes through the same states. Against the
 * production build: the index only exists there.
 */
import {expect, test, type Locator, type Page, type Request} from '@playwright/test';

import {searchDropdown, waitForHydration} from './theme-support';
import {LOCALES, type Texts} from './search-box-texts';

const INDEX = '**/search-index.json*';
const MAC_USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * Where a search box is: the navbar's on an article, or the large one in the
 * home page's hero. Both go through the same states.
 */
type Place = 'navbar' | 'hero';
let place: Place = 'navbar';
// A worker runs one test at a time: each starts with the navbar's box, and
// the home page's tests switch to the hero's in their own beforeEach.
test.beforeEach(() => {
  place = 'navbar';
});

/** The search box, before (textbox) and after (combobox) the index is ready. */
function searchBox(page: Page, t: Texts) {
  return place === 'navbar'
    ? page.locator('.navbar').getByLabel(t.label, {exact: true})
    : page.locator('header [role="search"]').getByLabel(t.heroLabel, {exact: true});
}

/** What the box says under itself ("Loading...", the failure). */
function searchStatus(page: Page) {
  return place === 'navbar'
    ? page.locator('.navbar').getByRole('status')
    : page.locator('header [role="search"]').getByRole('status');
}

/**
 * Downloading and reading the index takes seconds on a busy machine: what
 * waits for it gets this much time (the test fails the moment it is shown
 * wrong, so a long limit only costs time when something is broken).
 */
const INDEX_READY = {timeout: 30_000};

/** The box turns into a combobox when its index is ready; here it also has the focus. */
async function expectReadyAndFocused(page: Page, t: Texts): Promise<void> {
  const name = place === 'navbar' ? t.label : t.heroLabel;
  await expect(page.getByRole('combobox', {name, exact: true})).toBeFocused(INDEX_READY);
}

/** Records every request for the search index from now on. */
function indexRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/search-index.json')) requests.push(request);
  });
  return requests;
}

/**
 * The words to highlight travel in the URL (`_highlight`), each a word of the
 * query (or its stem); the article marks them, and only them. Returns them.
 */
async function expectHighlighted(page: Page, query: string): Promise<string[]> {
  const words = new URL(page.url()).searchParams.getAll('_highlight');
  expect(words.length).toBeGreaterThan(0);
  for (const word of words) expect(query.toLowerCase()).toContain(word);
  const marks = page.locator('article mark');
  await expect(marks.first()).toBeVisible();
  for (const text of await marks.allInnerTexts()) expect(words).toContain(text.toLowerCase());
  return words;
}

/**
 * Opens the page of the box under test — an article, or the home page for
 * the hero's box — and waits until nothing more loads: the page is at rest.
 */
async function openArticle(page: Page, t: Texts): Promise<void> {
  await page.goto(place === 'navbar' ? `${t.root}business/intro/` : t.root);
  await page.waitForLoadState('networkidle');
  // The shortcuts listen from hydration on; on a busy machine the network can
  // be quiet before React has taken over the page.
  await waitForHydration(page);
}

/**
 * Opens an article, searches for the click test's query in the ready box and
 * returns the box and the row of the expected result. The query is filled at
 * once, not key by key: each key's results replace the list, and a click aimed
 * at the next-to-last key's list could land as it is replaced.
 */
async function searchForClickOption(
  page: Page,
  t: Texts,
): Promise<{box: Locator; option: Locator}> {
  await openArticle(page, t);
  const box = searchBox(page, t);
  await box.click();
  await expectReadyAndFocused(page, t);
  await box.fill(t.clickQuery);
  const option = page
    .getByRole('option')
    .filter({has: page.getByText(t.clickOption.title, {exact: true})})
    .filter({has: page.getByText(t.clickOption.path, {exact: true})});
  return {box, option};
}

/** Opens the home page, hydrated (the shortcut it names is known only in the browser). */
async function openHome(page: Page, t: Texts): Promise<void> {
  await page.goto(t.root);
  await waitForHydration(page);
}

/** The sentence under the home page's search box that names the shortcut. */
function homePrompt(page: Page) {
  return page.locator('header p:visible').filter({has: page.locator('kbd')});
}

test.describe.configure({timeout: 90_000});

/** The states every search box goes through, for the box of `place`. */
function stateTests(t: Texts): void {
  test(`"${t.loading}" shows from first use until the index is ready`, async ({page}) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX, async (route) => {
      await released;
      await route.continue();
    });
    await openArticle(page, t);
    const box = searchBox(page, t);
    await expect(searchStatus(page)).toHaveText('');

    await box.click();
    await expect(page.getByText(t.loading, {exact: true})).toBeVisible();
    await expect(box).toHaveAttribute('aria-busy', 'true');
    // Typing while it loads: still loading, and what was typed is kept.
    await box.pressSequentially(t.query);
    await expect(page.getByText(t.loading, {exact: true})).toBeVisible();
    await expect(page.getByRole('listbox')).toBeHidden();

    release();
    await expect(page.getByText(t.loading, {exact: true})).toBeHidden(INDEX_READY);
    await expect(box).toHaveAttribute('aria-busy', 'false');
    await expect(box).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('results show as the reader types; Enter and arrows choose one', async ({page}) => {
    await openArticle(page, t);
    const box = searchBox(page, t);
    await box.click();
    await expectReadyAndFocused(page, t);

    await box.pressSequentially(t.query.slice(0, 4));
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await box.pressSequentially(t.query.slice(4));
    await expect(options.first()).toContainText(t.queryPage.title);
    // Every result shows the words it matched.
    for (const option of await options.all()) {
      await expect(option.locator('mark').first()).toBeVisible();
    }
    await expect(page.getByRole('link', {name: t.seeAll})).toBeVisible();

    // The first result is selected; the arrows move the selection; Enter opens it.
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).not.toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');

    await expect(page).toHaveURL(
      (url) => url.pathname === t.queryPage.path && url.searchParams.has('_highlight'),
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(t.queryPage.title);
    await expectHighlighted(page, t.query);
  });

  test('no result: a translated message with a link to the support article', async ({page}) => {
    await openArticle(page, t);
    const box = searchBox(page, t);
    await box.click();
    await expectReadyAndFocused(page, t);
    await box.pressSequentially('qxzjvw');
    const listbox = searchDropdown(page);
    await expect(listbox.getByText(t.noResults, {exact: true})).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    // Never an empty panel: the tasks readers need most, as places to start.
    await expect(listbox.getByText(t.startingPoints, {exact: true})).toBeVisible();
    await expect(listbox.getByRole('listitem')).toHaveCount(4);
    await expect(listbox.getByRole('link', {name: t.firstTask})).toHaveAttribute(
      'href',
      `${t.root}business/online-bookings/#cannot-book`,
    );

    await listbox.getByRole('link', {name: t.supportLink}).click();
    await expect(page).toHaveURL((url) => url.pathname === `${t.root}business/support/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(t.supportTitle);
  });

  test('no result for a misspelt word: "did you mean" the closest word of the index', async ({
    page,
  }) => {
    await openArticle(page, t);
    const box = searchBox(page, t);
    await box.click();
    await expectReadyAndFocused(page, t);
    await box.pressSequentially(t.misspelt);
    const listbox = searchDropdown(page);
    await expect(listbox.getByText(t.noResults, {exact: true})).toBeVisible();
    await expect(listbox.getByText(t.didYouMean)).toBeVisible();
    const suggestion = listbox.getByRole('link', {name: t.suggestion, exact: true});
    await expect(suggestion).toHaveAttribute(
      'href',
      `${t.root}search/?${new URLSearchParams({q: t.suggestion})}`,
    );
    await suggestion.click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `${t.root}search/` && url.searchParams.get('q') === t.suggestion,
    );
    await expect(page.locator('article h3 a').first()).toBeVisible({timeout: 30_000});
  });

  for (const {what, files, requests} of [
    // The index file fails once, and is downloaded once more by the retry.
    {what: 'a failed download', files: INDEX, requests: 2},
    // The index file arrives; the parts a search needs (postings and pages
    // of results, under assets/search/) do not, until the connection is
    // back. (A part the page downloads ahead for the worker and fails to get
    // is downloaded by the worker once more: one failure is not enough.)
    {what: 'a part of the index that fails to download', files: '**/assets/search/*.json'},
  ]) {
    test(`${what} says so, offers to try again, and the retry works`, async ({page}) => {
      let attempts = 0;
      let offline = true;
      await page.route(files, async (route) => {
        attempts += 1;
        if (offline && (requests === undefined || attempts === 1)) await route.abort('failed');
        else await route.continue();
      });
      await openArticle(page, t);
      const box = searchBox(page, t);
      await box.click();
      await box.pressSequentially(t.query);

      await expect(searchStatus(page)).toHaveText(t.failed, INDEX_READY);
      const retry = page.getByRole('button', {name: t.retry});
      await expect(retry).toBeVisible();
      // No endless spinner.
      await expect(page.getByText(t.loading, {exact: true})).toBeHidden();
      await expect(box).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('listbox')).toBeHidden();

      offline = false;
      await retry.click();
      await expect(retry).toBeHidden();
      await expectReadyAndFocused(page, t);
      await expect(searchStatus(page)).toHaveText('');
      // What was typed before the failure is searched now.
      await expect(page.getByRole('option').first()).toContainText(t.queryPage.title);
      if (requests !== undefined) expect(attempts).toBe(requests);
    });
  }

  test('a download that stalls ends in the same message, not endless loading', async ({page}) => {
    // The index request never gets an answer; the page's clock is moved on
    // instead of waiting the 20 s the box allows.
    await page.clock.install();
    // Wait for the index request before moving the clock: the 20 s run by then.
    let requested: () => void = () => undefined;
    const indexRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(INDEX, () => requested());
    await openArticle(page, t);
    const box = searchBox(page, t);
    await box.click();
    await expect(page.getByText(t.loading, {exact: true})).toBeVisible();
    await indexRequested;
    // The clock also runs on its own, and the 20 s may have started a moment before the
    // request left (the worker starts first): well inside them it is still loading...
    await page.clock.runFor(10_000);
    await expect(page.getByText(t.loading, {exact: true})).toBeVisible();
    // ...and once they are over, it says so.
    await page.clock.runFor(11_000);
    await expect(searchStatus(page)).toHaveText(t.failed);
    await expect(page.getByRole('button', {name: t.retry})).toBeVisible();
    await expect(box).toHaveAttribute('aria-busy', 'false');
  });
}

for (const t of LOCALES) {
  test.describe(`search box (${t.locale})`, () => {
    stateTests(t);

    test('placeholder with Ctrl+K and a translated accessible name', async ({page}) => {
      await openArticle(page, t);
      const box = searchBox(page, t);
      await expect(box).toBeVisible();
      await expect(box).toHaveAttribute('placeholder', t.placeholder);
      await expect(page.getByRole('textbox', {name: t.label, exact: true})).toBeVisible();
    });

    test('Ctrl+K and / focus the box', async ({page}) => {
      await openArticle(page, t);
      const box = searchBox(page, t);
      await page.keyboard.press('Control+K');
      await expect(box).toBeFocused();

      await page.keyboard.press('Escape');
      await page.locator('article').click();
      await expect(box).not.toBeFocused();
      await page.keyboard.press('/');
      await expect(box).toBeFocused();
      // The slash opened the box; it is not typed into it.
      await expect(box).toHaveValue('');
    });

    test('the index is not downloaded on page load nor on mouse-over', async ({page}) => {
      const requests = indexRequests(page);
      await openArticle(page, t);
      expect(requests).toHaveLength(0);

      await searchBox(page, t).hover();
      // A download would start at once; a second is ample to see none come.
      const request = await page.waitForRequest(INDEX, {timeout: 1_000}).catch(() => null);
      expect(request).toBeNull();
      await expect(searchStatus(page)).toHaveText('');

      await searchBox(page, t).click();
      await expect.poll(() => requests.length, INDEX_READY).toBe(1);
    });

    for (const trigger of ['Control+K', '/'] as const) {
      test(`the shortcut ${trigger} downloads the index`, async ({page}) => {
        const requests = indexRequests(page);
        await openArticle(page, t);
        expect(requests).toHaveLength(0);
        await page.keyboard.press(trigger);
        await expect.poll(() => requests.length, INDEX_READY).toBe(1);
        await expectReadyAndFocused(page, t);
      });
    }

    test('a result held down stays put while the next key is searched, and opens', async ({
      page,
    }) => {
      const {box, option} = await searchForClickOption(page, t);
      const held = (await option.elementHandle())!;
      const {x, y, width, height} = (await held.boundingBox())!;
      await page.mouse.move(x + width / 2, y + height / 2);
      await page.mouse.down();
      // Keys typed while the result is held (a press on the list leaves the
      // focus in the field): another query, whose results would replace the
      // row under the pointer, and the click would find no row of both.
      await page.keyboard.type('qxzj');
      await expect(box).toHaveValue(`${t.clickQuery}qxzj`);
      // Its search takes a few tens of milliseconds here; the held row stays.
      await page.waitForTimeout(1_500);
      expect(await held.evaluate((row) => row.isConnected)).toBe(true);
      await page.mouse.up();
      await expect(page).toHaveURL((url) => url.pathname === t.clickPage);
    });

    test('a click on a result opens its page with the match highlighted', async ({page}) => {
      const {box, option} = await searchForClickOption(page, t);
      await option.click();

      await expect(page).toHaveURL((url) => url.pathname === t.clickPage);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.clickOption.title);
      const words = await expectHighlighted(page, t.clickQuery);
      // The box keeps the words; clearing it removes the highlight.
      await expect(box).toHaveValue(words.join(' '));
      await page.getByRole('button', {name: t.clear}).click();
      await expect(box).toHaveValue('');
      await expect(page.locator('article mark')).toHaveCount(0);
    });
  });

  test.describe(`home page's search box (${t.locale})`, () => {
    test.beforeEach(() => {
      place = 'hero';
    });
    stateTests(t);

    test('a large box of its own, downloaded only on first use', async ({page}) => {
      const requests = indexRequests(page);
      await openArticle(page, t);
      const box = searchBox(page, t);
      await expect(box).toHaveAttribute('placeholder', t.heroPlaceholder);
      const {width} = (await box.boundingBox())!;
      const navbarBox = (await page
        .locator('.navbar')
        .getByLabel(t.label, {exact: true})
        .boundingBox())!;
      expect(width).toBeGreaterThan(navbarBox.width * 1.5);
      expect(requests).toHaveLength(0);
      await box.click();
      await expect.poll(() => requests.length, INDEX_READY).toBe(1);
      await expectReadyAndFocused(page, t);
    });

    test('with a mouse: the sentence names Ctrl+K, and Ctrl+K focuses the navbar box', async ({
      page,
    }) => {
      await openHome(page, t);
      await expect(homePrompt(page)).toHaveText(t.homePrompt.replace('{shortcut}', 'Ctrl+K'));
      await page.keyboard.press('Control+K');
      place = 'navbar';
      await expectReadyAndFocused(page, t);
    });

    test.describe('on a phone', () => {
      test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

      test('the box fits the screen and names no keyboard shortcut', async ({page}) => {
        await openHome(page, t);
        await expect(homePrompt(page)).toHaveCount(0);
        // On a phone the box is a button that opens the full-screen search (phone-at-night.spec.ts).
        const button = page
          .locator('header [role="search"]')
          .getByRole('button', {name: t.heroPlaceholder});
        await expect(button).toBeVisible();
        await expect(searchBox(page, t)).toBeHidden();
        expect(await page.locator('header').innerText()).not.toMatch(/Ctrl|⌘/);
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.width).toBeGreaterThan(300);
      });
    });
  });

  test.describe(`search box on macOS (${t.locale})`, () => {
    test.use({userAgent: MAC_USER_AGENT});

    test('the home page names ⌘+K, the shortcut that works here', async ({page}) => {
      await openHome(page, t);
      await expect(homePrompt(page)).toHaveText(t.homePrompt.replace('{shortcut}', '⌘+K'));
    });

    test('placeholder with ⌘+K, and ⌘+K focuses the box', async ({page}) => {
      await openArticle(page, t);
      const box = searchBox(page, t);
      await expect(box).toHaveAttribute('placeholder', t.macPlaceholder);
      await page.keyboard.press('Meta+K');
      await expectReadyAndFocused(page, t);
    });
  });
}
