import {expect, test, type Locator, type Page} from '@playwright/test';

import {setColourMode} from './theme-support';

/**
 * The pictures of the articles (src/pictures/README.md): each listed
 * article shows its pictures in both languages, with a text alternative and
 * a caption; on a 390 px phone no text of a picture renders under 11 px; in
 * dark mode no picture is lighter than the page; below the first screen
 * they load lazily; print shows the light picture.
 */
const ARTICLES: Record<string, string[]> = {
  '/business/get-started/business/': ['setup-path'],
  '/business/online-bookings/': ['slot-layers'],
  '/business/calendar/': ['calendar-day', 'calendar-move'],
  '/marketplace/geo-location/': [
    'geo-location-chrome',
    'geo-location-android',
    'geo-location-iphone',
  ],
  '/business/widget/options/': ['widget-modes'],
  '/business/widget/javascript/': ['widget-modes'],
  '/business/widget/wordpress/': ['wordpress-plugin'],
  '/business/payments/payment-methods/': ['payout-week', 'refund-timeline'],
  '/business/notifications/channels/': ['viber-fallback'],
  '/business/online-bookings/custom-domain/': ['custom-domain-dns', 'custom-domain-states'],
  '/business/integrations/his-bg/': ['his-bg-log'],
  '/business/get-started/resources/': ['two-cabins'],
  '/business/working-hours/blocked-time/': ['blocked-time-scope'],
  '/business/dashboard/': ['dashboard'],
  '/business/billing/auto-top-up/': ['auto-top-up'],
  '/business/billing/subscriptions/': ['subscription-states'],
  '/business/memberships/': ['membership-lifecycle'],
  '/changelog/2025/11/05/accessibility-improvements/': ['calendar-move'],
};

const LOCALES = ['', '/en'];
const MIN_PHONE_TEXT_PX = 11;

/** The pictures of the page as shown now: the visible image of each figure. */
function shownPictures(page: Page): Locator {
  return page.locator('article figure.picture img:visible');
}

/** The picture's name and language, from its address (/img/pictures/<name>.<locale>.svg). */
function pictureOf(src: string): string {
  return /\/img\/pictures\/([a-z0-9-]+)\.(?:bg|en)\.svg/.exec(src)?.[1] ?? src;
}

/** The smallest font size in the SVG at `src`, and its width in SVG units. */
async function svgFacts(page: Page, src: string) {
  const svg = await (await page.request.get(src.split('#')[0])).text();
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  const width = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1]);
  return {
    smallestFont: Math.min(...sizes),
    width,
    lang: /<svg[^>]* lang="([a-z]+)"/.exec(svg)?.[1],
  };
}

/** Relative luminance (0–1) of a CSS rgb() colour. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

for (const [route, names] of Object.entries(ARTICLES)) {
  for (const prefix of LOCALES) {
    const locale = prefix ? 'en' : 'bg';

    test(`${prefix}${route}: its pictures in ${locale}, legible on a phone, dark in dark mode`, async ({
      browser,
    }) => {
      // A phone: the narrowest column the pictures are drawn for.
      const context = await browser.newContext({
        viewport: {width: 390, height: 844},
        isMobile: true,
      });
      const page = await context.newPage();
      await page.goto(`${prefix}${route}`);
      const images = shownPictures(page);
      await expect(images).toHaveCount(names.length);
      for (const [index, name] of names.entries()) {
        const image = images.nth(index);
        const src = (await image.getAttribute('src')) ?? '';
        expect(pictureOf(src)).toBe(name);
        // Described and captioned, in the page's language, loaded only when near.
        expect((await image.getAttribute('alt'))?.trim().length ?? 0).toBeGreaterThan(40);
        await expect(image).toHaveAttribute('loading', 'lazy');
        const caption = page.locator('article figure.picture').nth(index).locator('figcaption');
        expect((await caption.textContent())?.trim().length ?? 0).toBeGreaterThan(10);
        const {smallestFont, width, lang} = await svgFacts(page, src);
        expect(lang).toBe(locale);
        // Legible: the smallest text as drawn in the phone's column.
        await image.scrollIntoViewIfNeeded();
        const shownWidth = (await image.boundingBox())?.width ?? 0;
        const smallestPx = (smallestFont * shownWidth) / width;
        expect(
          smallestPx,
          `${name}: smallest text ${smallestPx.toFixed(1)} px`,
        ).toBeGreaterThanOrEqual(MIN_PHONE_TEXT_PX);
        expect(shownWidth, `${name} fits the column`).toBeLessThanOrEqual(390);
      }

      await setColourMode(page, 'dark');
      const pageColour = await page.evaluate(() =>
        getComputedStyle(document.documentElement)
          .backgroundColor.match(/\d+/g)!
          .slice(0, 3)
          .map(Number),
      );
      for (const image of await images.all()) {
        const name = pictureOf((await image.getAttribute('src')) ?? '');
        expect(await image.getAttribute('src'), `${name}: the dark one shows`).toMatch(/#dark$/);
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty('complete', true);
        const shot = await image.screenshot();
        // The browser decodes the screenshot: the picture's corner (its background) and its mean.
        const {corner, mean} = await page.evaluate(async (png) => {
          const bitmap = await createImageBitmap(
            new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], {type: 'image/png'}),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
          const sum = [0, 0, 0];
          for (let i = 0; i < data.length; i += 4)
            for (let c = 0; c < 3; c++) sum[c] += data[i + c];
          const pixels = data.length / 4;
          return {corner: [data[0], data[1], data[2]], mean: sum.map((value) => value / pixels)};
        }, shot.toString('base64'));
        expect(luminance(corner), `${name}: background`).toBeLessThanOrEqual(
          luminance(pageColour) + 0.01,
        );
        expect(luminance(mean), `${name}: a dark picture overall`).toBeLessThan(0.2);
      }
      await context.close();
    });
  }
}

test('print shows the light picture even when the page is dark', async ({page}) => {
  await page.goto('/business/online-bookings/');
  await setColourMode(page, 'dark');
  await page.emulateMedia({media: 'print'});
  const shown = shownPictures(page);
  await expect(shown).toHaveCount(1);
  expect(await shown.getAttribute('src')).not.toMatch(/#dark$/);
});
