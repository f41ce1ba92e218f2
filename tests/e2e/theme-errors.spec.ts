/**
 * Crash screens and failed page chunks, simulated in the browser against the production build
 * (the site ships no test-only code): see armPageCrash in theme-support.ts.
 */
import {expect, test} from '@playwright/test';

import {THEME_LOCALES, armPageCrash, disarmPageCrash, waitForHydration} from './theme-support';

// Chunks still in flight when a test ends (link prefetching) must not fail it.
test.afterEach(async ({page}) => {
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

for (const t of THEME_LOCALES) {
  test.describe(`error screens (${t.locale})`, () => {
    test('a crashing article shows the crash screen inside the layout; Try again recovers', async ({
      page,
    }) => {
      const message = `Simulated article crash (${t.locale})`;
      await armPageCrash(page, {where: 'content', message});
      await page.goto(`${t.prefix}/business/intro/`);

      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.crashed);
      await expect(page.getByText(message)).toBeVisible();
      // Inside the layout: the navbar and footer are still there, the page keeps its title.
      await expect(page.getByRole('navigation', {name: t.navbar})).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(t.introHeading));

      await disarmPageCrash(page);
      await page.getByRole('button', {name: t.tryAgain}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.introHeading);
      await expect(page).toHaveTitle(new RegExp(t.introHeading));
    });

    test('a crash outside the layout shows the root error screen «Page Error»; Try again recovers', async ({
      page,
    }) => {
      // A blog post route reads its article's metadata before it renders the Layout.
      const post = `${t.prefix}/changelog/2024/08/15/new-business-application/`;
      await page.goto(post);
      const postHeading = await page.getByRole('heading', {level: 1}).textContent();
      const postTitle = await page.title();

      const message = `Simulated crash outside the layout (${t.locale})`;
      await armPageCrash(page, {where: 'metadata', message});
      await page.goto(post);
      await expect(page).toHaveTitle(t.pageError);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.crashed);
      await expect(page.getByText(message)).toBeVisible();
      // The root screen still tries the site's layout, which works here.
      await expect(page.getByRole('navigation', {name: t.navbar})).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', t.locale);

      await disarmPageCrash(page);
      await page.getByRole('button', {name: t.tryAgain}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(postHeading!);
      await expect(page).toHaveTitle(postTitle);
    });

    test('a crash of the layout itself falls back to the bare root error screen', async ({
      page,
    }) => {
      // The navbar's "business docs" item needs the sidebar "business": rename it in the
      // site data the browser receives, and every render of the navbar fails.
      let renamed = 0;
      await page.route('**/assets/js/main.*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        const broken = body.replace('"sidebars":{"business":', () => {
          renamed += 1;
          return '"sidebars":{"e2e-renamed":';
        });
        await route.fulfill({response, body: broken});
      });
      await page.goto(`${t.prefix}/`);

      await expect(page).toHaveTitle(t.pageError);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.crashed);
      await expect(page.getByRole('button', {name: t.tryAgain})).toBeVisible();
      // The error text names the navbar item that failed.
      await expect(page.getByText(/navbar item failed to render/)).toBeVisible();
      await expect(page.getByText(/"sidebarId": "business"/)).toBeVisible();
      // Without the layout: no navbar, no footer; the page's language is kept.
      await expect(page.getByRole('navigation', {name: t.navbar})).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', t.locale);
      expect(renamed).toBe(1);
    });

    test('a page chunk that fails to load during navigation reloads the page', async ({page}) => {
      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as {e2eBeforeReload: boolean}).e2eBeforeReload = true;
      });

      // Every chunk fails until the browser loads a new document.
      let failed = 0;
      let reloaded = false;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
      });
      await page.route('**/assets/js/*.js', async (route) => {
        if (reloaded) return route.continue();
        failed += 1;
        return route.abort();
      });

      await page
        .getByRole('navigation', {name: t.navbar})
        .getByRole('link', {name: t.marketplace, exact: true})
        .click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/marketplace/intro/$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.marketplaceHeading);
      await waitForHydration(page);
      // A full reload: the old document (and its marker) is gone.
      expect(
        await page.evaluate(
          () => (window as unknown as {e2eBeforeReload?: boolean}).e2eBeforeReload,
        ),
      ).toBeUndefined();
      expect(failed).toBeGreaterThan(0);
      expect(reloaded).toBe(true);
    });

    test('a page chunk that fails on the first load leaves the page readable, links working', async ({
      page,
    }) => {
      // The page's own chunks fail; the runtime and the main bundle load.
      await page.route(/\/assets\/js\/(?!runtime~main\.|main\.)[^/]+\.js$/, (route) =>
        route.abort(),
      );
      await page.goto(`${t.prefix}/business/intro/`);
      // Core preloads a page's chunks before it starts React and has no fallback when they
      // fail: no 'Retry' screen, the server-rendered page simply stays as it is.
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.introHeading);
      await expect(page.getByRole('contentinfo')).toContainText('© 2025 Slotera');
      await page
        .getByRole('navigation', {name: t.navbar})
        .getByRole('link', {name: t.marketplace, exact: true})
        .click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/marketplace/intro/$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.marketplaceHeading);
    });
  });
}
