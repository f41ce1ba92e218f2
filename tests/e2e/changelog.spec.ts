import fs from 'node:fs';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {CHANGELOG_POSTS} from '../site-routes';

/** The release notes, newest first, from the files in changelog/. */
const ROOT = path.resolve(__dirname, '../..');
const POSTS = fs
  .readdirSync(path.join(ROOT, 'changelog'))
  .map((file) => /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([file, year, month, day, slug]) => ({
    file,
    date: `${year}-${month}-${day}`,
    year,
    route: `/changelog/${year}/${month}/${day}/${slug}/`,
    tags: /^tags:\s*\[(.*)\]/m
      .exec(fs.readFileSync(path.join(ROOT, 'changelog', file), 'utf8'))![1]
      .split(',')
      .map((tag) => tag.trim()),
  }))
  .sort((a, b) => b.date.localeCompare(a.date));

const LOCALES = [
  {
    prefix: '',
    sidebar: 'Навигация в последните публикации в блога',
    pagination: 'Навигация между страниците с публикации',
    older: 'По-стари записи',
    newer: 'По-нови записи',
    readingTime: /\d+ минут[аи]? четене|Една минута четене/,
    lang: 'bg',
    feedTitle: 'Slotera Studio: промени',
    author: 'Екипът на Slotera',
  },
  {
    prefix: '/en',
    sidebar: 'Blog recent posts navigation',
    pagination: 'Blog list page navigation',
    older: 'Older entries',
    newer: 'Newer entries',
    readingTime: /\d+ min read/,
    lang: 'en',
    feedTitle: 'Slotera Studio changelog',
    author: 'The Slotera team',
  },
];

test('the changelog has 11 to 20 release notes from 15 August 2024 to 5 November 2025', () => {
  expect(POSTS.length).toBeGreaterThanOrEqual(CHANGELOG_POSTS.min);
  expect(POSTS.length).toBeLessThanOrEqual(CHANGELOG_POSTS.max);
  expect(POSTS.at(-1)!.date).toBe(CHANGELOG_POSTS.first);
  expect(POSTS[0].date).toBe(CHANGELOG_POSTS.last);
  expect(POSTS.filter((post) => post.tags.includes('business-application')).length).toBeGreaterThan(
    10,
  );
});

async function articleLinks(page: Page): Promise<string[]> {
  return page
    .locator('main article header h2 a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

for (const locale of LOCALES) {
  const url = (route: string) => `${locale.prefix}${route}`;

  test(`${locale.prefix || 'bg'}: the list shows 10 posts a page, newest first, with pagination`, async ({
    page,
  }) => {
    await page.goto(url('/changelog/'));
    expect(await articleLinks(page)).toEqual(POSTS.slice(0, 10).map((post) => url(post.route)));
    const pagination = page.getByRole('navigation', {name: locale.pagination});
    await pagination.getByRole('link', {name: locale.older}).click();
    await expect(page).toHaveURL(new RegExp(`${url('/changelog/page/2/')}$`));
    // The address changes before the next page has rendered its list.
    await expect
      .poll(() => articleLinks(page))
      .toEqual(POSTS.slice(10, 20).map((post) => url(post.route)));
    await expect(pagination.getByRole('link', {name: locale.newer})).toBeVisible();
  });

  test(`${locale.prefix || 'bg'}: the sidebar lists the 10 most recent posts grouped by year`, async ({
    page,
  }) => {
    await page.goto(url('/changelog/'));
    const sidebar = page.getByRole('navigation', {name: locale.sidebar});
    const links = await sidebar
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const recent = POSTS.slice(0, 10);
    expect(links).toEqual(recent.map((post) => url(post.route)));
    const years = [...new Set(recent.map((post) => post.year))];
    // Each year names a group of links; it is not a heading (src/theme/BlogSidebar/Content):
    // the sidebar comes before the page's h1.
    const groups = sidebar.getByRole('group');
    await expect(groups).toHaveCount(years.length);
    for (const [index, year] of years.entries()) {
      await expect(groups.nth(index)).toHaveAccessibleName(year);
      await expect(groups.nth(index)).toContainText(year);
    }
    await expect(sidebar.getByRole('heading')).toHaveCount(0);
    expect(years.length).toBeGreaterThan(1);
  });

  for (const [list, viewport] of [
    ['/changelog/', {width: 1280, height: 900}],
    ['/changelog/tags/business-application/', {width: 390, height: 844}],
  ] as const) {
    test(`${locale.prefix || 'bg'}: ${list} at ${viewport.width} px draws post titles smaller than its h1, "read more" on one line`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(url(list));
      const fontSize = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(await fontSize('main article header h2')).toBeLessThan(await fontSize('main h1'));
      // One line: the link is no taller than its own line height.
      const readMore = page.locator('main article footer a[aria-label]').first();
      const {height, lineHeight} = await readMore.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
      // ...and inside the column of the post's text.
      const textRight = await page
        .locator('main article .markdown')
        .first()
        .evaluate((el) => el.getBoundingClientRect().right);
      expect(await readMore.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
        textRight + 1,
      );
    });
  }

  test(`${locale.prefix || 'bg'}: the archive lists the years as h2 under its h1, newest first`, async ({
    page,
  }) => {
    await page.goto(url('/changelog/archive/'));
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    // The theme's years were h3, a skipped level (src/theme/BlogArchivePage).
    const years = [...new Set(POSTS.map((post) => post.year))];
    await expect(page.getByRole('heading', {level: 2})).toHaveText(
      years.map((year) => new RegExp(`^${year}`)),
    );
    await expect(page.getByRole('heading', {level: 3})).toHaveCount(0);
  });

  test(`${locale.prefix || 'bg'}: a post shows its reading time, author and date`, async ({
    page,
  }) => {
    await page.goto(url(POSTS[0].route));
    const header = page.locator('main article header');
    await expect(header).toContainText(locale.readingTime);
    await expect(header.getByText(locale.author, {exact: true})).toBeVisible();
    await expect(header.locator('time')).toHaveAttribute(
      'datetime',
      new RegExp(`^${POSTS[0].date}`),
    );
    // After hydration the date still reads as Intl writes it, and the whole list agrees.
    const longDate = new Intl.DateTimeFormat(locale.lang, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(header.locator('time')).toHaveText(longDate.format(new Date(POSTS[0].date)));
    await page.goto(url('/changelog/'));
    await expect(page.locator('main article header time')).toHaveText(
      POSTS.slice(0, 10).map((post) => longDate.format(new Date(post.date))),
    );
  });

  test(`${locale.prefix || 'bg'}: the author and the business-application tag have a second page`, async ({
    request,
  }) => {
    for (const route of [
      '/changelog/authors/slotera-team/page/2/',
      '/changelog/tags/business-application/page/2/',
    ]) {
      expect((await request.get(url(route))).status(), route).toBe(200);
    }
  });

  test(`${locale.prefix || 'bg'}: RSS, Atom and JSON feeds are valid, translated and list every post`, async ({
    page,
    request,
  }) => {
    await page.goto(url('/business/intro/'));
    for (const type of ['application/rss+xml', 'application/atom+xml', 'application/json']) {
      await expect(page.locator(`head link[rel=alternate][type="${type}"]`)).toHaveCount(1);
    }
    for (const feed of ['rss.xml', 'atom.xml']) {
      const xml = await (await request.get(url(`/changelog/${feed}`))).text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          title: doc.querySelector('channel > title, feed > title')?.textContent,
          links: [...doc.querySelectorAll('item > link, entry > link')].map(
            (link) => link.textContent || link.getAttribute('href'),
          ),
        };
      }, xml);
      expect(parsed.error, feed).toBeNull();
      expect(parsed.title).toBe(locale.feedTitle);
      expect(parsed.links.map((link) => new URL(link!).pathname).sort()).toEqual(
        POSTS.map((post) => url(post.route)).sort(),
      );
    }
    const json = await (await request.get(url('/changelog/feed.json'))).json();
    expect(json.title).toBe(locale.feedTitle);
    expect(json.items.map((item: {url: string}) => new URL(item.url).pathname).sort()).toEqual(
      POSTS.map((post) => url(post.route)).sort(),
    );
  });
}

test('the marketplace pages answer in both languages with their sidebar', async ({page}) => {
  for (const [prefix, heading] of [
    ['', 'Маркетплейс'],
    ['/en', 'Marketplace'],
  ]) {
    for (const name of ['intro', 'geo-location', 'support']) {
      const response = await page.goto(`${prefix}/marketplace/${name}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      const sidebarLinks = page.locator('.theme-doc-sidebar-menu a');
      await expect(sidebarLinks).toHaveCount(3);
    }
    await expect(
      page
        .getByRole('navigation', {name: /Основна|Main/})
        .getByRole('link', {name: heading, exact: true}),
    ).toBeVisible();
  }
});
