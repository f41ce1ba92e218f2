import {expect, test} from '@playwright/test';

import {THEME_LOCALES, storageEntries, storageNamespace, waitForHydration} from './theme-support';

/** The left edge of each element, in the order given. */
async function leftEdges(locators: {boundingBox(): Promise<{x: number} | null>}[]) {
  const boxes = await Promise.all(locators.map((locator) => locator.boundingBox()));
  return boxes.map((box) => box?.x ?? Number.NaN);
}

const ascending = (values: number[]) =>
  values.every((value, i) => i === 0 || value > values[i - 1]);

for (const t of THEME_LOCALES) {
  test.describe(`navbar (${t.locale})`, () => {
    test('areas on the left; version, language, colour mode and search on the right', async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/business/intro/`);
      const navbar = page.getByRole('navigation', {name: t.navbar});
      const left = [
        navbar.getByRole('link', {name: t.business, exact: true}),
        navbar.getByRole('link', {name: t.marketplace, exact: true}),
        navbar.getByRole('link', {name: t.changelog, exact: true}),
      ];
      const right = [
        navbar.getByRole('button', {name: t.version, exact: true}),
        navbar.getByRole('button', {name: t.language, exact: true}),
        navbar.getByRole('button', {name: t.colourToggle}),
        navbar.getByRole('textbox'),
      ];
      for (const item of [...left, ...right]) await expect(item).toBeVisible();
      await expect(left[0]).toHaveAttribute('href', `${t.prefix}/business/intro/`);
      await expect(left[1]).toHaveAttribute('href', `${t.prefix}/marketplace/intro/`);
      await expect(left[2]).toHaveAttribute('href', `${t.prefix}/changelog/`);

      const edges = await leftEdges([...left, ...right]);
      expect(ascending(edges), `left edges in order: ${edges.join(', ')}`).toBe(true);
      // The right group sits in the right half of the bar.
      expect(edges[3]).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);
    });

    test.describe('on a phone', () => {
      test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

      test('the colour toggle and the search button side by side, the menu closed', async ({
        page,
      }) => {
        for (const path of ['/', '/business/intro/']) {
          await page.goto(`${t.prefix}${path}`);
          await waitForHydration(page);
          const right = page.locator('.navbar__items--right');
          const toggle = right.getByRole('button', {name: t.colourToggle});
          const search = page.locator('.navbar').getByRole('button', {name: t.openSearch});
          await expect(toggle).toBeVisible();
          await expect(search).toBeVisible();
          await expect(page.getByRole('button', {name: t.closeMenu})).toBeHidden();
          const [a, b] = [(await toggle.boundingBox())!, (await search.boundingBox())!];
          // In the screen, apart: the search (absolutely placed by the theme) no longer covers it.
          expect(a.x).toBeGreaterThan(0);
          expect(
            a.x + a.width,
            `toggle ends at ${a.x + a.width}, search starts at ${b.x}`,
          ).toBeLessThanOrEqual(b.x);
          expect(b.x + b.width).toBeLessThanOrEqual(390);
          // A finger's target, as large as the search button.
          expect(a.width).toBeGreaterThanOrEqual(40);
          // What is under the toggle's middle is the toggle.
          const hit = await page.evaluate(
            ([x, y]) =>
              document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
            [a.x + a.width / 2, a.y + a.height / 2],
          );
          expect(hit).toMatch(t.colourToggle);
        }
      });
    });

    test('hides when scrolling down and comes back when scrolling up', async ({page}) => {
      await page.goto(`${t.prefix}/business/billing/faq/`);
      await waitForHydration(page);
      const navbar = page.getByRole('navigation', {name: t.navbar});
      await expect(navbar).toBeInViewport();

      await page.mouse.move(600, 400);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await page.mouse.wheel(0, 400);
      await expect(navbar).not.toBeInViewport();

      await page.mouse.wheel(0, -150);
      await expect(navbar).toBeInViewport();
    });

    test('below 996 px the mobile sidebar opens and closes from the toggle', async ({page}) => {
      await page.setViewportSize({width: 800, height: 900});
      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      const close = page.getByRole('button', {name: t.closeMenu});
      await expect(close).toBeHidden();

      await page.getByRole('button', {name: t.openMenu}).click();
      await expect(close).toBeVisible();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu.getByRole('link', {name: t.marketplace, exact: true})).toBeVisible();
      await expect(menu.getByRole('link', {name: t.changelog, exact: true})).toBeVisible();

      await close.click();
      await expect(close).toBeHidden();
    });

    test('an open mobile sidebar closes itself when the window grows to desktop', async ({
      page,
    }) => {
      await page.setViewportSize({width: 800, height: 900});
      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      await page.getByRole('button', {name: t.openMenu}).click();
      const close = page.getByRole('button', {name: t.closeMenu});
      await expect(close).toBeVisible();
      // An open sidebar locks the page's scrolling.
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

      await page.setViewportSize({width: 1200, height: 900});
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
      await expect(page.getByRole('button', {name: t.openMenu})).toBeHidden();

      // Back at mobile width the sidebar stays closed: it was closed, not just hidden.
      await page.setViewportSize({width: 800, height: 900});
      await expect(page.getByRole('button', {name: t.openMenu})).toBeVisible();
      await expect(close).toBeHidden();
    });

    test('on a phone the closed sidebar is built in idle time, and opens at once before it is', async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      // A page that is never idle (and whose fallback timer has not come yet).
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      await page.goto(`${t.prefix}/business/calendar/`);
      await waitForHydration(page);
      const sidebar = page.locator('.navbar-sidebar');
      // Not built while the page starts…
      await expect(page.getByRole('button', {name: t.openMenu})).toBeVisible();
      await expect(sidebar).toHaveCount(0);

      // …and the reader who opens it at once still gets the whole menu.
      await page.getByRole('button', {name: t.openMenu}).click();
      await expect(page.getByRole('button', {name: t.closeMenu})).toBeFocused();
      await expect(sidebar.getByRole('link', {name: t.changelog, exact: true})).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', {name: t.closeMenu})).toBeHidden();
      await expect(page.getByRole('button', {name: t.openMenu})).toBeFocused();
    });

    test('on a phone the closed sidebar is ready before the reader opens it', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(`${t.prefix}/business/calendar/`);
      await waitForHydration(page);
      // Built, closed, in the first idle period (so opening it slides it in).
      await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
      await expect(page.getByRole('button', {name: t.closeMenu})).toBeHidden();
      await page.getByRole('button', {name: t.openMenu}).click();
      await expect(
        page.locator('.navbar-sidebar').getByRole('link', {name: t.changelog, exact: true}),
      ).toBeVisible();
    });
  });

  test.describe(`docs version dropdown (${t.locale})`, () => {
    test('names the current version and offers it and the release notes', async ({page}) => {
      await page.goto(`${t.prefix}/`);
      await waitForHydration(page);
      const navbar = page.getByRole('navigation', {name: t.navbar});
      const toggle = navbar.getByRole('button', {name: t.version, exact: true});
      await expect(toggle).toHaveAttribute('href', `${t.prefix}/business/intro/`);

      await toggle.hover();
      const menu = navbar.getByRole('list').filter({has: page.getByText(t.releaseNotes)});
      await expect(menu.getByRole('link')).toHaveText([t.version, t.releaseNotes]);
      await expect(menu.getByRole('link', {name: t.releaseNotes})).toHaveAttribute(
        'href',
        `${t.prefix}/changelog/`,
      );

      expect(await storageEntries(page, 'docs-preferred-version-')).toEqual([]);
      await menu.getByRole('link', {name: t.version}).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/business/intro/$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.introHeading);
      // The theme keeps the choice per docs plugin; it survives a reload.
      const saved = await storageEntries(page, 'docs-preferred-version-default');
      expect(saved.map(([, value]) => value)).toEqual(['current']);
      await page.reload();
      await waitForHydration(page);
      expect(await storageEntries(page, 'docs-preferred-version-default')).toEqual(saved);
    });

    test('a saved version that no longer exists is forgotten', async ({page}) => {
      const namespace = await storageNamespace(page, t.prefix);
      await page.evaluate(
        (key) => window.localStorage.setItem(key, 'v0-removed'),
        `docs-preferred-version-default${namespace}`,
      );
      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      await expect.poll(() => storageEntries(page, 'docs-preferred-version-default')).toEqual([]);
      const navbar = page.getByRole('navigation', {name: t.navbar});
      await expect(navbar.getByRole('button', {name: t.version, exact: true})).toBeVisible();
    });
  });
}
