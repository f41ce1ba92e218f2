import {expect, test} from '@playwright/test';

import {builtRoutes} from '../build-routes';
import {
  CHANGELOG_POST_ROUTE,
  CHANGELOG_POSTS,
  DRAFT_ROUTES,
  LISTED_ROUTES,
  LOCALE_PREFIXES,
  NOT_YET_WRITTEN,
} from '../site-routes';

const CONTENT_AREAS = /^\/(business|marketplace|changelog)\//;
const built = builtRoutes();
const expected = LISTED_ROUTES.filter((route) => !NOT_YET_WRITTEN.includes(route));

for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES) as ['bg' | 'en', string][]) {
  const routes = built[locale];

  test(`${locale}: every route of the list is built`, () => {
    const missing = expected.filter((route) => !routes.includes(route));
    expect(
      missing,
      `listed in LISTED_ROUTES of tests/site-routes.ts but not built for ${locale}: write the page (both languages) or take the route out of the list`,
    ).toEqual([]);
  });

  test(`${locale}: routes not yet written are absent (remove them from NOT_YET_WRITTEN when written)`, () => {
    const present = NOT_YET_WRITTEN.filter((route) => routes.includes(route));
    expect(present, 'built, so take them out of NOT_YET_WRITTEN in tests/site-routes.ts').toEqual(
      [],
    );
  });

  test(`${locale}: nothing under the content areas that the list does not name`, () => {
    const unexpected = routes.filter(
      (route) =>
        CONTENT_AREAS.test(route) &&
        !LISTED_ROUTES.includes(route) &&
        !CHANGELOG_POST_ROUTE.test(route),
    );
    expect(
      unexpected,
      `built for ${locale} but not in tests/site-routes.ts: add each route to LISTED_ROUTES there`,
    ).toEqual([]);
    const other = routes.filter(
      (route) => !CONTENT_AREAS.test(route) && !LISTED_ROUTES.includes(route),
    );
    expect(other, `pages outside the content areas for ${locale}`).toEqual([]);
  });

  test(`${locale}: drafts are not built`, () => {
    expect(DRAFT_ROUTES.filter((route) => routes.includes(route))).toEqual([]);
  });

  test(`${locale}: release notes are dated within the changelog's range`, () => {
    const dates = routes
      .map((route) => CHANGELOG_POST_ROUTE.exec(route))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, year, month, day]) => `${year}-${month}-${day}`)
      .sort();
    expect(dates.length).toBeGreaterThan(0);
    expect(dates[0] >= CHANGELOG_POSTS.first && dates.at(-1)! <= CHANGELOG_POSTS.last).toBe(true);
  });

  test(`${locale}: every listed route answers 200 from the server`, async ({request}) => {
    const failures: string[] = [];
    for (const route of expected) {
      const url = prefix + route.slice(1);
      const response = await request.get(url, {maxRedirects: 0});
      if (response.status() !== 200) failures.push(`${url} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });
}

test('both locales build the same pages', () => {
  expect(built.en).toEqual(built.bg);
});
