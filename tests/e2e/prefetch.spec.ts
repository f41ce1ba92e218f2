/**
 * Linked pages are prefetched as before, but after the page has started and
 * once per chunk (src/client/idle-prefetch.ts, in place of core's helper).
 * What a reader would lose if this broke: the next page opening at once.
 */
import {expect, test, type Page} from '@playwright/test';

/** A page's own chunk (not the main bundle or the runtime), in either language's assets. */
const isChunk = (pathname: string) =>
  /\/assets\/js\//.test(pathname) && !/\/(main|runtime~main)\.\w+\.js$/.test(pathname);

const isPrefetch = (headers: Record<string, string>) =>
  (headers['sec-purpose'] ?? headers['purpose'] ?? '').includes('prefetch');

/** The chunks a page loads itself (not prefetches), recorded from now on. */
function recordLoads(page: Page) {
  const loaded = new Set<string>();
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (!isChunk(pathname)) return;
    if (isPrefetch(request.headers())) prefetched.push(pathname);
    else loaded.add(pathname);
  });
  return {loaded, prefetched};
}

const CASES = [
  {prefix: '', busy: false},
  {prefix: '/en', busy: false},
  // A page that never goes idle: every idle callback comes from its timeout, with no time left.
  {prefix: '', busy: true},
];

for (const {prefix, busy} of CASES) {
  test(`${prefix || 'bg'}${busy ? ', never idle' : ''}: the chunks of a page linked from the screen are prefetched once each`, async ({
    page,
    browser,
  }) => {
    if (busy)
      await page.addInitScript(() => {
        window.requestIdleCallback = (callback, options) =>
          window.setTimeout(
            () => callback({didTimeout: true, timeRemaining: () => 0}),
            options?.timeout ?? 0,
          );
      });
    const intro = recordLoads(page);
    await page.goto(`${prefix}/business/intro/`);
    // The marketplace link of the navbar: a page built from other chunks than this one.
    const link = page.locator('.navbar__items a[href*="/marketplace/"]').first();
    await expect(link).toBeVisible();
    const target = (await link.getAttribute('href'))!;

    // What opening that page needs, as a first visit to it loads it.
    const fresh = await browser.newPage();
    const direct = recordLoads(fresh);
    await fresh.goto(target, {waitUntil: 'networkidle'});
    await fresh.close();
    const needed = [...direct.loaded].filter((chunk) => !intro.loaded.has(chunk));
    expect(needed.length, 'the linked page has chunks of its own').toBeGreaterThan(0);

    await expect
      .poll(() => needed.filter((chunk) => !intro.prefetched.includes(chunk)), {timeout: 15_000})
      .toEqual([]);
    const hrefs = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length, 'each chunk is prefetched once').toBe(new Set(hrefs).size);

    // And the click opens it.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test('while the search box downloads its index, the links of the page wait to be prefetched', async ({
  page,
}) => {
  // Idle periods come only from the 3 s timeout (as on a busy phone), so the
  // links of the page are still waiting to be prefetched when the box is used.
  await page.addInitScript(() => {
    window.requestIdleCallback = (callback, options) =>
      window.setTimeout(
        () => callback({didTimeout: true, timeRemaining: () => 0}),
        options?.timeout ?? 0,
      );
  });
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let indexRequested = false;
  await page.route('**/search-index.json', async (route) => {
    indexRequested = true;
    await answered;
    await route.continue();
  });
  const intro = recordLoads(page);
  await page.goto('/business/intro/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.navbar input.navbar__search-input').focus();
  await expect.poll(() => indexRequested).toBe(true);
  const before = intro.prefetched.length;
  // The queued prefetches' idle time comes and goes.
  await page.waitForTimeout(4500);
  expect(intro.prefetched.slice(before), 'prefetched while the index downloads').toEqual([]);
  answer();
  await expect
    .poll(() => intro.prefetched.length, {timeout: 15_000, message: 'prefetching resumes'})
    .toBeGreaterThan(before);
});
