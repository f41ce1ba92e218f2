import {expect, test, type Locator, type Page} from '@playwright/test';

/**
 * A long article on a phone: the blocks far from the screen are laid out only
 * when they come near it (content-visibility in src/css/custom.css). A link to
 * a heading must still land on it, and what scrolls into view must be drawn.
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

test('every block of a long article is drawn in full when it scrolls into view', async ({page}) => {
  await page.goto(ARTICLE);
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('.markdown > table, .markdown > .theme-admonition');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    await expect(block).toBeVisible();
    // Its own height, not the 10rem it counts as before it is drawn: every
    // row of a table and every line of a note takes room.
    const height = await block.evaluate((element) => element.getBoundingClientRect().height);
    const content = await block.evaluate((element) =>
      [...element.children].reduce((sum, child) => sum + child.getBoundingClientRect().height, 0),
    );
    expect(height).toBeGreaterThanOrEqual(content - 1);
  }
});
