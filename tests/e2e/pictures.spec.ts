import fs from 'node:fs';
import path from 'node:path';

import {expect, test, type Locator, type Page} from '@playwright/test';

import {siteIndex} from '../../src/remark/page-links.mjs';
import {setColourMode} from './theme-support';

/**
 * The pictures of the articles (src/pictures/README.md): each article that
 * shows a picture shows it in both languages, with a text alternative and
 * a caption; on a 390 px phone no text of a picture renders under 11 px; in
 * dark mode no picture is lighter than the page; below the first screen
 * they load lazily; print shows the light picture. The articles and their
 * pictures are found in the sources (docs/, marketplace/, changelog/ and the
 * English twins), so a new picture is covered as soon as an article shows it.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const PICTURE_IN_ARTICLE = /!\[[^\]]*\]\(\/img\/pictures\/([a-z0-9-]+)\.(bg|en)\.svg/g;

/** The pictures each published article shows, by address and language, in order. */
function articlesWithPictures(): Record<string, Record<'bg' | 'en', string[]>> {
  const index = siteIndex(ROOT);
  const articles: Record<string, Record<'bg' | 'en', string[]>> = {};
  for (const locale of ['bg', 'en'] as const) {
    for (const [route, {file, draft}] of index.byRoute[locale]) {
      if (draft) continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
      const names = [...text.matchAll(PICTURE_IN_ARTICLE)].map((match) => match[1]);
      if (names.length === 0) continue;
      articles[route] ??= {bg: [], en: []};
      articles[route][locale] = names;
    }
  }
  return articles;
}

const ARTICLES = articlesWithPictures();

test('the articles with pictures are found in the sources', () => {
  expect(ARTICLES['/business/calendar/']?.bg).toEqual(['calendar-day', 'calendar-move']);
  expect(Object.keys(ARTICLES).length).toBeGreaterThanOrEqual(18);
});

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

for (const [route, shown] of Object.entries(ARTICLES)) {
  for (const prefix of LOCALES) {
    const locale = prefix ? 'en' : 'bg';
    const names = shown[locale];

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
