/**
 * Each page's HTML names the chunks the page is built from, as `<script
 * defer>` next to the main bundle (src/plugins/generated-data-loader.cjs): on
 * a phone they download with main.js instead of a round trip after it, and
 * main.js finds them there rather than adding a script element per chunk.
 */
import {expect, test} from '@playwright/test';

import {waitForHydration} from './theme-support';

const PAGES = [
  '/',
  '/business/calendar/',
  '/en/business/billing/faq/',
  '/marketplace/intro/',
  '/changelog/',
  '/en/changelog/',
];

for (const route of PAGES) {
  test(`${route}: every chunk the page loads to start is named in its HTML`, async ({page}) => {
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const headers = request.headers();
      const purpose = headers['sec-purpose'] ?? headers['purpose'] ?? '';
      const {pathname} = new URL(request.url());
      // Prefetches of linked pages start after hydration; they are not this page's.
      if (pathname.includes('/assets/js/') && !purpose.includes('prefetch')) loaded.add(pathname);
    });
    const response = await page.goto(route);
    const html = await response!.text();
    await waitForHydration(page);
    const named = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/g)].map(
      (match) => new URL(match[1], page.url()).pathname,
    );
    // More than the runtime and main.js: the page's own chunks too.
    expect(named.length, `scripts in the HTML of ${route}`).toBeGreaterThan(2);
    const unnamed = [...loaded].filter((pathname) => !named.includes(pathname));
    expect(unnamed, `chunks ${route} loaded that its HTML does not name`).toEqual([]);
  });
}
