/**
 * Search that lands on the answer (issue #49), in both languages: the
 * everyday word of each topic a writer marked (`answers:` in the article's
 * front matter), typed into the home page's navbar box, opens the canonical
 * section with Enter; the first suggestion shows how that section begins; a
 * client's question typed on a business page lists the marketplace first;
 * a question with a verb and fillers reaches the refunds section.
 *
 * The topics and their words are the everyday-word sets of
 * tests/search/queries.json, which `npm run bench:search` measures too.
 */
import fs from 'node:fs';
import path from 'node:path';

import {expect, test, type Page} from '@playwright/test';

import {waitForHydration} from './theme-support';

interface Query {
  q: string;
  route: string;
}
const sets: {id: string; queries: Query[]}[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../search/queries.json'), 'utf8'),
).sets;
const everyday = (id: string) => sets.find((set) => set.id === id)!.queries;

const LOCALES = [
  {
    locale: 'bg',
    root: '/',
    label: 'Търсене',
    marketplace: 'Маркетплейс · за клиенти',
    topics: everyday('bg-everyday'),
    clientQuestion: 'как да отменя часа си',
    refundQuestion: 'как да върна парите на клиент',
  },
  {
    locale: 'en',
    root: '/en/',
    label: 'Search',
    marketplace: 'Marketplace · for clients',
    topics: everyday('en-everyday'),
    clientQuestion: 'cancel my appointment',
    refundQuestion: 'how do I refund a client',
  },
] as const;

/** Downloading and reading the index takes seconds on a busy machine. */
const INDEX_READY = {timeout: 30_000};

test.describe.configure({timeout: 240_000});

/** Types `query` into the navbar's box of `from` and waits for the answer to it. */
async function searchFrom(page: Page, from: string, label: string, query: string) {
  await page.goto(from);
  await waitForHydration(page);
  const box = page.locator('.navbar').getByLabel(label, {exact: true});
  await box.click();
  await box.fill(query);
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible(INDEX_READY);
  return {box, options};
}

/** Where a route leads: its path and its section. */
function place(route: string): {pathname: string; hash: string} {
  const url = new URL(route, 'http://localhost');
  return {pathname: url.pathname, hash: url.hash};
}

for (const t of LOCALES) {
  test.describe(`search answers (${t.locale})`, () => {
    test.use({viewport: {width: 1440, height: 900}});

    test('each marked topic’s everyday word opens its canonical section with Enter', async ({
      page,
    }) => {
      for (const {q, route} of t.topics) {
        const {box} = await searchFrom(page, t.root, t.label, q);
        // The suggestions of the whole query, not of a part of it still on its way.
        await page.waitForTimeout(300);
        await box.press('Enter');
        const wanted = place(route);
        await expect
          .soft(page, `«${q}» opens ${route}`)
          .toHaveURL(
            (url) => url.pathname === wanted.pathname && (!wanted.hash || url.hash === wanted.hash),
            {timeout: 15_000},
          );
      }
    });

    test('the refund question reaches the refunds section, shown with how it begins', async ({
      page,
    }) => {
      const {box, options} = await searchFrom(page, t.root, t.label, t.refundQuestion);
      await page.waitForTimeout(300);
      // The first suggestion shows the section's first sentence, from its start.
      const context = (await options.first().locator('[class*="hitContext"]').textContent()) ?? '';
      expect(context).not.toMatch(/^…/);
      await box.press('Enter');
      await expect(page).toHaveURL(
        (url) =>
          url.pathname.endsWith('/business/payments/payment-methods/') && url.hash === '#refunds',
      );
      const section = page.locator('h2#refunds + *');
      const text = ((await section.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      expect(text.startsWith(context.replace(/…$/, '').trim())).toBe(true);
    });

    test('a client’s question on a business page lists the marketplace first', async ({page}) => {
      const {options} = await searchFrom(
        page,
        `${t.root}business/calendar/`,
        t.label,
        t.clientQuestion,
      );
      await page.waitForTimeout(300);
      await expect(options.first().locator('[class*="hitArea"]')).toHaveText(t.marketplace);
    });
  });
}
