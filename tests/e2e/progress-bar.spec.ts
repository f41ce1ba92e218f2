/**
 * The progress bar at the top of the window (src/client/route-progress.ts, in
 * place of the theme's nprogress module): on a slow navigation inside the
 * site the reader sees that something is happening, and the bar goes once
 * the page is there.
 */
import {expect, test} from '@playwright/test';

for (const prefix of ['', '/en']) {
  test(`${prefix || 'bg'}: a slow navigation shows the progress bar until the page is there`, async ({
    page,
  }) => {
    // Every page chunk takes a second, longer than the bar's 200 ms delay; set
    // before the first load, so that the linked page's prefetch is slow too.
    await page.route(/\/assets\/js\/(?!main|runtime)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue().catch(() => {});
    });
    await page.goto(`${prefix}/business/intro/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator(`.navbar a[href="${prefix}/changelog/"]`).first().click();

    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    const colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour, 'the theme colour, not transparent').not.toBe('rgba(0, 0, 0, 0)');

    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Промени|Changelog/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
}
