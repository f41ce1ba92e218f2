/**
 * Code blocks in articles (the widget's snippets): the Copy button is there for a reader on a
 * phone too. The theme shows it only while the pointer hovers the block; a touch screen has no
 * hover (src/css/custom.css).
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator} from '@playwright/test';

import {setColourMode} from './theme-support';

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

/**
 * Messages (```text message, src/theme/CodeBlock/MessageBlock.tsx): text to read and copy, not
 * code (issue #50). On a phone and a desktop, in both languages: no message scrolls sideways,
 * its one copy control sits above the text and never over its first line, and it copies the
 * message as written.
 */
const MESSAGE_PAGES = [
  {
    route: '/business/notifications/templates/',
    blocks: 6,
    copy: 'Копирай текста',
    copied: 'Копирано',
  },
  {route: '/en/business/notifications/templates/', blocks: 6, copy: 'Copy text', copied: 'Copied'},
  {route: '/business/notifications/prices/', blocks: 3, copy: 'Копирай текста', copied: 'Копирано'},
  {route: '/en/business/support/', blocks: 1, copy: 'Copy text', copied: 'Copied'},
];

const VIEWPORTS = [
  {name: 'phone', viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
  {name: 'desktop', viewport: {width: 1440, height: 900}, isMobile: false, hasTouch: false},
];

for (const {name, ...device} of VIEWPORTS) {
  test.describe(`messages on a ${name}`, () => {
    test.use(device);

    for (const {route, blocks, copy, copied} of MESSAGE_PAGES) {
      test(`${route}: wrapped text, one copy control above it, copies the message`, async ({
        page,
      }) => {
        await page.addInitScript(() => {
          const written: string[] = [];
          Object.defineProperty(window, '__copied', {value: written});
          Object.defineProperty(navigator, 'clipboard', {
            value: {writeText: async (text: string) => void written.push(text)},
          });
        });
        await page.goto(route);
        const messages = page.locator('article .theme-message-block');
        await expect(messages).toHaveCount(blocks);
        // A message is never drawn as code.
        if (route.includes('templates')) {
          await expect(page.locator('article .theme-code-block')).toHaveCount(0);
        }
        for (const message of await messages.all()) {
          await message.scrollIntoViewIfNeeded();
          const text = message.locator('p').first();
          const sizes = await text.evaluate((element) => ({
            scroll: element.scrollWidth,
            client: element.clientWidth,
            whiteSpace: getComputedStyle(element).whiteSpace,
            fontFamily: getComputedStyle(element).fontFamily,
            bodyFont: getComputedStyle(document.body).fontFamily,
          }));
          expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
          expect(sizes.whiteSpace).toBe('pre-wrap');
          expect(sizes.fontFamily).toBe(sizes.bodyFont);

          const buttons = message.getByRole('button');
          await expect(buttons).toHaveCount(1);
          const button = message.getByRole('button', {name: copy, exact: true});
          await expect(button).toBeVisible();
          // The first line of the text, as drawn.
          const firstLine = await text.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const rect = range.getClientRects()[0];
            return {x: rect.x, y: rect.y, width: rect.width, height: rect.height};
          });
          const box = (await button.boundingBox())!;
          const overlaps =
            box.x < firstLine.x + firstLine.width &&
            firstLine.x < box.x + box.width &&
            box.y < firstLine.y + firstLine.height &&
            firstLine.y < box.y + box.height;
          expect(overlaps, `${JSON.stringify(box)} over ${JSON.stringify(firstLine)}`).toBe(false);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          device.viewport.width,
        );

        // The last message is copied as written, and the page says so.
        const last = messages.last();
        await last.getByRole('button', {name: copy, exact: true}).click();
        await expect(last.getByRole('status')).toHaveText(copied);
        const expected = await last.locator('p').first().innerText();
        const written = await page.evaluate(
          () => (window as unknown as {__copied: string[]}).__copied,
        );
        expect(written).toEqual([expected]);
      });
    }
  });
}

for (const route of [
  '/business/notifications/templates/',
  '/en/business/notifications/templates/',
]) {
  test(`${route}: the messages pass axe in light and dark, after a copy`, async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: async () => undefined}});
    });
    await page.goto(route);
    const first = page.locator('article .theme-message-block').first();
    await first.scrollIntoViewIfNeeded();
    await first.getByRole('button').click();
    for (const mode of ['light', 'dark'] as const) {
      await setColourMode(page, mode);
      const results = await new AxeBuilder({page})
        .include('article .theme-message-block')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(results.violations, mode).toEqual([]);
    }
  });
}
