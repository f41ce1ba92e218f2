import {expect, test, type APIRequestContext} from '@playwright/test';

import {builtRoutes} from '../build-routes';
import {
  BUSINESS_PAGES,
  CHANGELOG_POST_ROUTE,
  CHANGELOG_POSTS,
  DRAFT_ROUTES,
  LOCALE_PREFIXES,
  MARKETPLACE_PAGES,
} from '../site-routes';

/**
 * What the search index holds, per locale, as the browser downloads it:
 * the business docs, the marketplace docs and the changelog posts of that
 * locale — no list, archive, author or tag page, no home page, no draft.
 */

interface IndexedDocument {
  u?: string;
  t: string;
}

/**
 * The index file (packages/search/engine/index-writer.mjs) lists the pages by URL and
 * names, for each, the file with its documents; those are read here too.
 */
interface IndexFile {
  pages: {url: string[]; file: string[]};
}

async function indexedPages(
  request: APIRequestContext,
  root: string,
): Promise<{urls: Set<string>; texts: string[]}> {
  const response = await request.get(`${root}search-index.json`);
  expect(response.status()).toBe(200);
  const file = (await response.json()) as IndexFile;
  const pages = await Promise.all(
    file.pages.file.map(async (name) => {
      const page = await request.get(`${root}${name}`);
      expect(page.status(), name).toBe(200);
      return (await page.json()) as IndexedDocument[][];
    }),
  );
  const documents = pages.flat(2);
  return {
    urls: new Set([...file.pages.url, ...documents.flatMap((doc) => (doc.u ? [doc.u] : []))]),
    texts: documents.map((doc) => doc.t),
  };
}

for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES) as ['bg' | 'en', string][]) {
  test(`the ${locale} index holds the docs, the marketplace and the posts, nothing else`, async ({
    request,
  }) => {
    const posts = builtRoutes()[locale].filter((route) => CHANGELOG_POST_ROUTE.test(route));
    expect(posts.length).toBeGreaterThanOrEqual(CHANGELOG_POSTS.min);
    const local = (route: string) => `${prefix}${route.replace(/^\//, '')}`;
    const expected = [
      ...BUSINESS_PAGES.map((page) => `/business/${page}/`),
      ...MARKETPLACE_PAGES.map((page) => `/marketplace/${page}/`),
      ...posts,
    ].map(local);

    const {urls} = await indexedPages(request, prefix);
    expect([...urls].sort()).toEqual(expected.sort());

    // Spelled out, for whoever reads a failure: what must never be there.
    for (const route of [
      '/',
      '/search/',
      '/business/tags/',
      '/business/tags/billing/',
      '/changelog/',
      '/changelog/page/2/',
      '/changelog/archive/',
      '/changelog/authors/',
      '/changelog/tags/',
      '/changelog/tags/updates/',
      ...DRAFT_ROUTES,
    ]) {
      expect(urls.has(local(route)), route).toBe(false);
    }
  });
}

test('each locale has its own index, in its own language', async ({request}) => {
  const bg = await indexedPages(request, '/');
  const en = await indexedPages(request, '/en/');
  expect(bg.texts).toContain('Портфейл');
  expect(bg.texts).not.toContain('Wallet');
  expect(en.texts).toContain('Wallet');
  expect(en.texts).not.toContain('Портфейл');
  expect([...en.urls].every((url) => url.startsWith('/en/'))).toBe(true);
  expect([...bg.urls].some((url) => url.startsWith('/en/'))).toBe(false);
});
