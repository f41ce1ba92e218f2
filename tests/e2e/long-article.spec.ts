import {expect, test, type Locator, type Page} from '@playwright/test';

/**
 * A long article on a phone (15 screens): a link to a heading far down lands
 * on it, below the navbar, and stays there once the page has hydrated.
 */
test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

const ARTICLE = '/business/calendar/';
const LAST_HEADING = '#related-articles';

/** The heading's top edge, below the navbar, near the top of the screen. */
async function expectAtTopOfScreen(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => (await heading.boundingBox())!.y, {timeout: 5000})
    .toBeGreaterThanOrEqual(0);
  const {y} = (await heading.boundingBox())!;
  const navbar = (await page.locator('.navbar').boundingBox())!;
  expect(y).toBeLessThanOrEqual(navbar.height + 40);
}

test('an address with the last heading of a long article opens at that heading', async ({page}) => {
  await page.goto(`${ARTICLE}${LAST_HEADING}`);
  await page.waitForLoadState('networkidle');
  const heading = page.locator(LAST_HEADING);
  await expectAtTopOfScreen(page, heading);
  // Still there once the blocks around it are drawn, a moment later.
  await page.waitForTimeout(500);
  await expectAtTopOfScreen(page, heading);
});

test('the table of contents on a phone leads to a heading far down the article', async ({page}) => {
  await page.goto(ARTICLE);
  await page.waitForLoadState('networkidle');
  await page.locator('.theme-doc-toc-mobile button').click();
  const target = page.locator('.theme-doc-toc-mobile a[href="#related-articles"]');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${LAST_HEADING}$`));
  await expectAtTopOfScreen(page, page.locator(LAST_HEADING));
});
