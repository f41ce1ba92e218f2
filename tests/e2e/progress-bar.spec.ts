/**
 * The progress bar at the top of the window (the theme's nprogress module):
 * on a slow navigation inside the
 * site the reader sees that something is happening, and the bar goes once
 * the page is there.
 */
import {expect, test, type Page} from '@playwright/test';

/** The script chunks a page's HTML names, as paths (/en/assets/js/… in English). */
async function chunksOf(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set(html.match(/[^"'\s>=]*\/assets\/js\/[^"'\s>]+\.js/g) ?? []);
}

for (const prefix of ['', '/en']) {
  test(`${prefix || 'bg'}: a slow navigation shows the progress bar until the page is there`, async ({
    page,
  }) => {
    // The chunks only the changelog needs are held until the test lets them
    // go: the navigation is slow for as long as the test looks at the bar,
    // however early the page prefetched them (a fixed delay raced with the
    // prefetch on a slow machine and the bar came and went in between).
    const here = await chunksOf(page, `${prefix}/business/intro/`);
    const there = await chunksOf(page, `${prefix}/changelog/`);
    const held = new Set([...there].filter((chunk) => !here.has(chunk)));
    expect(held.size, 'the changelog needs chunks the article does not').toBeGreaterThan(0);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      if (held.has(new URL(route.request().url()).pathname)) await released;
      await route.continue().catch(() => {});
    });

    await page.goto(`${prefix}/business/intro/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator(`.navbar a[href="${prefix}/changelog/"]`).first().click();

    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    const colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colour, 'the theme colour, not transparent').not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByRole('heading', {level: 1}), 'still the article').not.toHaveText(
      /Промени|Changelog/,
    );

    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Промени|Changelog/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
}
