import fs from 'node:fs';
import path from 'node:path';

import {expect, test, type Browser, type Page} from '@playwright/test';

import {ANNOUNCEMENT} from '../../src/announcement';
import {
  THEME_LOCALES,
  blockJavaScript,
  setColourMode,
  storageEntries,
  storageNamespace,
  waitForHydration,
  type ThemeLocale,
} from './theme-support';

const ROOT = path.resolve(__dirname, '../..');
const POST_FILE = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/;

/** The newest published changelog post by the date in its file name, as a reader finds it. */
function newestPost(t: ThemeLocale): {url: string; title: string} {
  const sourceDir = path.join(ROOT, 'changelog');
  const twinDir =
    t.locale === 'bg' ? sourceDir : path.join(ROOT, 'i18n/en/docusaurus-plugin-content-blog');
  const frontMatterOf = (file: string) =>
    /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const field = (frontMatter: string, name: string) =>
    new RegExp(`^${name}:\\s*(.+?)\\s*$`, 'm')
      .exec(frontMatter)?.[1]
      .replace(/^(['"])(.*)\1$/, '$2');

  const published = fs
    .readdirSync(sourceDir)
    .filter((name) => POST_FILE.test(name))
    .filter((name) => field(frontMatterOf(path.join(sourceDir, name)), 'draft') !== 'true')
    .sort();
  const newest = published.at(-1);
  if (!newest) throw new Error('no changelog post in changelog/');
  const [, year, month, day, name] = POST_FILE.exec(newest)!;
  const slug = field(frontMatterOf(path.join(sourceDir, newest)), 'slug');
  const route = slug
    ? `/changelog/${slug.replace(/^\/|\/$/g, '')}/`
    : `/changelog/${year}/${month}/${day}/${name}/`;
  const title = field(frontMatterOf(path.join(twinDir, newest)), 'title');
  if (!title) throw new Error(`no title in ${newest}`);
  return {url: `${t.prefix}${route}`, title};
}

/** The bar: a region named «Съобщение» / "Announcement". */
const barOf = (page: Page, t: ThemeLocale) => page.getByRole('region', {name: t.announcement});

/** A new browser whose storage holds an announcement id and its dismissal, before any load. */
async function readerWithDismissed(
  browser: Browser,
  baseURL: string,
  namespace: string,
  id: string,
) {
  return browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            {name: `docusaurus.announcement.id${namespace}`, value: id},
            {name: `docusaurus.announcement.dismiss${namespace}`, value: 'true'},
          ],
        },
      ],
    },
  });
}

/**
 * The contrast of the close button's × against the bar, as drawn: the icon's computed colour,
 * faded by the opacity of every element from the icon up to the bar, over the bar's background.
 */
function closeContrast(button: HTMLElement): number {
  const rgba = (colour: string) => {
    const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return {r, g, b, a};
  };
  const bar = button.closest<HTMLElement>('.theme-announcement-bar')!;
  const background = rgba(getComputedStyle(bar).backgroundColor);
  const icon = button.querySelector('svg') ?? button;
  let opacity = 1;
  for (
    let element: Element | null = icon;
    element && element !== bar;
    element = element.parentElement
  ) {
    opacity *= Number(getComputedStyle(element).opacity);
  }
  const stroke = getComputedStyle(icon.querySelector('path') ?? icon);
  const paint = rgba(stroke.stroke !== 'none' ? stroke.stroke : stroke.color);
  const alpha = paint.a * opacity;
  const drawn = (['r', 'g', 'b'] as const).map(
    (c) => paint[c] * alpha + background[c] * (1 - alpha),
  );
  const luminance = ([r, g, b]: number[]) => {
    const linear = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [
    luminance(drawn),
    luminance([background.r, background.g, background.b]),
  ].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

for (const t of THEME_LOCALES) {
  test.describe(`announcement bar (${t.locale})`, () => {
    test('announces the newest changelog post, in the page language', async ({page}) => {
      const post = newestPost(t);
      await page.goto(`${t.prefix}/`);
      const bar = barOf(page, t);
      const link = bar.getByRole('link');
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(ANNOUNCEMENT.text[t.locale].lead);
      await expect(link).toHaveText(ANNOUNCEMENT.text[t.locale].link);
      await expect(link).toHaveAttribute('href', post.url);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${post.url}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
    });

    test("takes the navbar's background and the text colour in both modes, not white in dark mode", async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      const colours = () =>
        page.evaluate(() => {
          const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          const bar = style('.theme-announcement-bar');
          const navbar = style('.navbar');
          return {
            bar: [bar.backgroundColor, bar.color],
            navbar: [navbar.backgroundColor, style('body').color],
          };
        });
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        const {bar, navbar} = await colours();
        expect(bar, mode).toEqual(navbar);
      }
      // Dark mode: a dark bar with light text.
      const {bar} = await colours();
      expect(bar[0]).not.toBe('rgb(255, 255, 255)');
      expect(bar[1]).not.toBe('rgb(0, 0, 0)');
    });

    for (const [device, options] of [
      ['phone', {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true}],
      ['desktop', {viewport: {width: 1440, height: 900}}],
    ] as const) {
      test.describe(device, () => {
        test.use(options);

        test('the close button stands out from the bar at least 3:1, light and dark', async ({
          page,
        }) => {
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({colorScheme: scheme});
            await page.goto(`${t.prefix}/`);
            await waitForHydration(page);
            await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
            const close = barOf(page, t).getByRole('button', {name: t.closeAnnouncement});
            await expect(close).toBeVisible();
            const ratio = await close.evaluate(closeContrast);
            expect(ratio, `${scheme}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
          }
        });
      });
    }

    test('can be closed, and stays closed', async ({page}) => {
      await page.goto(`${t.prefix}/`);
      await waitForHydration(page);
      await barOf(page, t).getByRole('button', {name: t.closeAnnouncement}).click();
      await expect(barOf(page, t)).toBeHidden();
      const dismissed = await storageEntries(page, 'docusaurus.announcement.dismiss');
      expect(dismissed.map(([, value]) => value)).toEqual(['true']);

      await page.goto(`${t.prefix}/business/intro/`);
      await waitForHydration(page);
      await expect(barOf(page, t)).toBeHidden();
    });

    test('a new id shows it again to a reader who closed the old one, from the first load', async ({
      page,
      browser,
      baseURL,
    }) => {
      const namespace = await storageNamespace(page, t.prefix);
      expect(ANNOUNCEMENT.id).not.toBe('an-older-announcement');

      // Before any of the app's JavaScript runs: no flash of a hidden bar.
      const noScript = await readerWithDismissed(
        browser,
        baseURL!,
        namespace,
        'an-older-announcement',
      );
      const firstPaint = await noScript.newPage();
      await blockJavaScript(firstPaint);
      await firstPaint.goto(`${t.prefix}/`);
      await expect(barOf(firstPaint, t)).toBeVisible();
      await noScript.close();

      // And once the page is interactive it stays shown, and the new id is remembered.
      const reader = await readerWithDismissed(
        browser,
        baseURL!,
        namespace,
        'an-older-announcement',
      );
      const readerPage = await reader.newPage();
      await readerPage.goto(`${t.prefix}/`);
      await waitForHydration(readerPage);
      await expect(barOf(readerPage, t)).toBeVisible();
      await expect(barOf(readerPage, t)).toContainText(ANNOUNCEMENT.text[t.locale].link);
      expect(await storageEntries(readerPage, 'docusaurus.announcement.id')).toEqual([
        [`docusaurus.announcement.id${namespace}`, ANNOUNCEMENT.id],
      ]);
      await reader.close();
    });

    test('a reader who closed the current announcement does not see it, not even briefly', async ({
      page,
      browser,
      baseURL,
    }) => {
      const namespace = await storageNamespace(page, t.prefix);

      const noScript = await readerWithDismissed(browser, baseURL!, namespace, ANNOUNCEMENT.id);
      const firstPaint = await noScript.newPage();
      await blockJavaScript(firstPaint);
      await firstPaint.goto(`${t.prefix}/`);
      await expect(firstPaint.getByRole('heading', {level: 1})).toBeVisible();
      await expect(barOf(firstPaint, t)).toBeHidden();
      await noScript.close();

      const reader = await readerWithDismissed(browser, baseURL!, namespace, ANNOUNCEMENT.id);
      const readerPage = await reader.newPage();
      await readerPage.goto(`${t.prefix}/`);
      await waitForHydration(readerPage);
      await expect(barOf(readerPage, t)).toBeHidden();
      await reader.close();
    });
  });
}
