import {expect, type Page, test} from '@playwright/test';

import {CONSENT_BASE_URL} from '../../playwright.config';

/**
 * A printed article (a how-to for the front desk) is the article alone: no
 * navigation, table of contents, footer, announcement, feedback or consent banner; the
 * address of each external link is on the paper; code and tables wrap
 * instead of being cut at the page edge. Printed at A4 width (794 CSS px).
 */
const A4 = {width: 794, height: 1123};

/** What is drawn of the page's parts when it prints. */
async function printed(page: Page) {
  await page.emulateMedia({media: 'print'});
  return page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll<HTMLElement>(selector)].some(
        (element) => element.getClientRects().length > 0,
      );
    const article = document.querySelector('article')!;
    const overflowing = [...article.querySelectorAll<HTMLElement>('pre, table')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.tagName.toLowerCase());
    const external = article.querySelector<HTMLAnchorElement>('.markdown a[href^="http"]');
    return {
      article: shown('article .markdown'),
      chrome: [
        '.navbar',
        '.theme-doc-sidebar-container',
        '.theme-doc-toc-desktop',
        '.theme-doc-toc-mobile',
        '.theme-doc-breadcrumbs',
        'footer.footer',
        '.theme-announcement-bar',
        '.pagination-nav',
        '.theme-article-end',
      ].filter(shown),
      linkTarget: external ? getComputedStyle(external, '::after').content : null,
      overflowing,
    };
  });
}

for (const prefix of ['', '/en']) {
  test(`${prefix || 'bg'}: an article prints as the article, with its external link targets`, async ({
    page,
  }) => {
    await page.setViewportSize(A4);
    await page.goto(`${prefix}/business/get-started/business/`);
    // The announcement bar is on screen before printing, so hiding it is the print style's work.
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    const result = await printed(page);
    expect(result.article).toBe(true);
    expect(result.chrome, 'page parts still printed').toEqual([]);
    expect(result.linkTarget).toBe('" (https://business.slotera.example/)"');
    expect(result.overflowing, 'cut at the page edge').toEqual([]);
  });

  test(`${prefix || 'bg'}: code and wide tables wrap on paper`, async ({page}) => {
    await page.setViewportSize(A4);
    await page.goto(`${prefix}/business/integrations/external-connectivity/`);
    await expect(page.locator('article pre').first()).toBeVisible();
    const result = await printed(page);
    expect(result.chrome).toEqual([]);
    expect(result.overflowing, 'cut at the page edge').toEqual([]);
  });
}

test.describe('with a tag manager configured', () => {
  test.use({baseURL: CONSENT_BASE_URL});

  test('the consent banner is not printed', async ({page}) => {
    await page.setViewportSize(A4);
    await page.goto('/business/intro/');
    const banner = page.getByRole('region', {name: 'Бисквитки'});
    await expect(banner).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(banner).toBeHidden();
  });
});
