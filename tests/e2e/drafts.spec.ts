import fs from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';

import {BUILD_DIR} from '../build-routes';
import {DRAFT_ROUTES} from '../site-routes';

/**
 * Drafts (SITE.md §2: employee roles and permissions; inventory) exist as
 * files with `draft: true` and must leave no trace in the production build:
 * no page, no sidebar entry, no search entry, no sitemap entry.
 */
const ROOT = path.resolve(__dirname, '../..');
const DRAFT_SOURCES = [
  'docs/employee-roles.md',
  'docs/inventory/inventories.md',
  'docs/inventory/locations.md',
  'docs/inventory/orders.md',
  'docs/inventory/stocktakes.md',
];
const TWIN = 'i18n/en/docusaurus-plugin-content-docs/current';

function frontMatter(file: string): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map(([, key, value]) => [key, value.trim()]),
  );
}

const draftTitles = DRAFT_SOURCES.flatMap((file) => [
  frontMatter(file).title,
  frontMatter(file.replace(/^docs/, TWIN)).title,
]);

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test('the draft files really are drafts, in both languages', () => {
  for (const file of DRAFT_SOURCES) {
    expect(frontMatter(file).draft, file).toBe('true');
    expect(frontMatter(file.replace(/^docs/, TWIN)).draft, file).toBe('true');
  }
  expect(draftTitles.every(Boolean)).toBe(true);
});

test('no page is built for a draft', () => {
  for (const route of DRAFT_ROUTES) {
    for (const prefix of ['', 'en']) {
      expect(fs.existsSync(path.join(BUILD_DIR, prefix, route, 'index.html')), route).toBe(false);
    }
  }
});

test('no page links to a draft (sidebar, category lists, articles)', () => {
  const offenders: string[] = [];
  for (const file of htmlFiles(BUILD_DIR)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const route of DRAFT_ROUTES) {
      if (
        html.includes(`href=${route}`) ||
        html.includes(`href="${route}"`) ||
        html.includes(`/en${route}`)
      ) {
        offenders.push(`${path.relative(BUILD_DIR, file)} → ${route}`);
      }
    }
  }
  expect(offenders).toEqual([]);
});

test('drafts are in no search index and no sitemap', () => {
  const indexes = ['search-index.json', 'en/search-index.json'].map((file) =>
    fs.readFileSync(path.join(BUILD_DIR, file), 'utf8'),
  );
  const sitemaps = ['sitemap.xml', 'en/sitemap.xml'].map((file) =>
    fs.readFileSync(path.join(BUILD_DIR, file), 'utf8'),
  );
  for (const route of DRAFT_ROUTES) {
    for (const text of [...indexes, ...sitemaps]) expect(text).not.toContain(route);
  }
  for (const title of draftTitles) {
    for (const index of indexes) expect(index, title).not.toContain(title);
  }
  // The indexes do hold the published pages: the check above can fail.
  expect(indexes[0]).toContain('/business/billing/wallet/');
  expect(sitemaps[1]).toContain('/en/business/billing/wallet/');
});
