/**
 * Code blocks in articles (the widget's snippets): the Copy button is there for a reader on a
 * phone too. The theme shows it only while the pointer hovers the block; a touch screen has no
 * hover (src/css/custom.css).
 */
import {expect, test, type Locator} from '@playwright/test';

const PAGES = [
  {route: '/business/widget/javascript/', copy: 'Копирайте кода в клипборда'},
  {route: '/en/business/widget/javascript/', copy: 'Copy code to clipboard'},
];

const opacity = (locator: Locator) =>
  locator.evaluate((element) => Number(getComputedStyle(element).opacity));

test.describe('on a phone (touch, no hover)', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const {route, copy} of PAGES) {
    test(`${route}: the Copy button of every code block is visible`, async ({page}) => {
      await page.goto(route);
      const buttons = page.locator('.theme-code-block').getByRole('button', {name: copy});
      // The theme adds the buttons once the page is live.
      await expect(buttons.first()).toBeAttached();
      for (const button of await buttons.all()) {
        await button.scrollIntoViewIfNeeded();
        expect(await opacity(button)).toBe(1);
      }
    });
  }
});

test('on a desktop the Copy button still appears when the pointer is over the block', async ({
  page,
}) => {
  const {route, copy} = PAGES[1];
  await page.goto(route);
  const block = page.locator('.theme-code-block').first();
  const button = block.getByRole('button', {name: copy});
  await expect(button).toBeAttached();
  await page.mouse.move(0, 0);
  expect(await opacity(button)).toBe(0);
  await block.hover();
  await expect.poll(() => opacity(button)).toBeGreaterThan(0);
});
