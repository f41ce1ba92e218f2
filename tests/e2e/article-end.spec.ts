/**
 * The end of an article (the article-end issue), in both languages: "Was this
 * article helpful?" with its reasons and thank-you, remembered per page,
 * working with blocked storage, and sent to `dataLayer` only with a tag
 * manager configured and accepted; "Still need help?" with the support
 * channels; "Last updated" with the date of the article's last commit.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

import {CONSENT_BASE_URL} from '../../playwright.config';
import {setColourMode, storageEntries, waitForHydration, watchThirdParty} from './theme-support';
import {LOCALES, type Texts} from './article-end-texts';

const ROOT = path.resolve(__dirname, '../..');

const POST = '/changelog/2025/11/05/accessibility-improvements/';
const POST_FILE = '2025-11-05-accessibility-improvements.md';

function feedback(page: Page, t: Texts) {
  return page.getByRole('region', {name: t.question});
}

/**
 * Opens an article and scrolls to its end, which answers once its code has
 * loaded (it loads when the reader comes near it; until then the server's
 * HTML is shown).
 */
async function openArticle(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  const end = page.locator('.theme-article-end');
  await end.scrollIntoViewIfNeeded();
  await expect(end).toHaveAttribute('data-ready', 'true');
}

/** The date of the last commit of a file, as the article writes it; null without the full history. */
/**
 * The last commit that changed the file, as Docusaurus reads it: one `git log --name-status`,
 * where a merge commit lists no files — so a merge that resolved a conflict in the file is not
 * its date; the commit merged is.
 */
function lastCommitSeconds(file: string): string {
  return execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', file], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
}

function lastCommitDate(file: string, t: Texts): string | null {
  const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  if (shallow !== 'false') return null;
  const seconds = lastCommitSeconds(file);
  // Intl's long date: «25 ноември 2026 г.», and British English's "25 November 2026".
  return new Intl.DateTimeFormat(t.prefix ? 'en-GB' : 'bg', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Number(seconds) * 1000));
}

for (const t of LOCALES) {
  const name = t.prefix || 'bg';

  test.describe(`article end (${name})`, () => {
    for (const route of ['/business/calendar/', '/marketplace/geo-location/', POST]) {
      test(`${route}: the question, the support channels and the link to support`, async ({
        page,
      }) => {
        await openArticle(page, `${t.prefix}${route}`);
        const region = feedback(page, t);
        await expect(region).toBeVisible();
        await expect(region.getByRole('button', {name: t.yes, exact: true})).toBeVisible();
        await expect(region.getByRole('button', {name: t.no, exact: true})).toBeVisible();
        // Inside the article, after its text.
        await expect(page.locator('article').getByRole('region', {name: t.question})).toHaveCount(
          1,
        );

        const support = page.getByRole('region', {name: t.support});
        await expect(support).toBeVisible();
        await expect(support.getByRole('link', {name: 'support@slotera.example'})).toHaveAttribute(
          'href',
          'mailto:support@slotera.example',
        );
        const items = support.getByRole('listitem');
        if (route.startsWith('/marketplace/')) {
          // People who book have no business application, so no chat.
          await expect(items).toHaveCount(1);
          await expect(items.first()).toHaveText(t.email);
          await support.getByRole('link', {name: t.marketplaceLink}).click();
          await expect(page).toHaveURL(
            (url) =>
              url.pathname === `${t.prefix}/marketplace/support/` && url.hash === '#who-to-contact',
          );
        } else {
          await expect(items).toHaveCount(2);
          await expect(items.nth(0)).toHaveText(t.chat);
          await expect(items.nth(1)).toHaveText(t.email);
          await support.getByRole('link', {name: t.supportLink}).click();
          await expect(page).toHaveURL(
            (url) => url.pathname === t.supportPage && url.hash === '#contact-channels',
          );
        }
      });
    }

    test('shown from the first paint; its code loads when the reader comes near it', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${t.prefix}/business/calendar/`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      // The server's HTML: the question and the tags are there, not yet answering.
      const end = page.locator('.theme-article-end');
      await expect(end.getByRole('heading', {name: t.question})).toHaveCount(1);
      await expect(page.locator('.theme-doc-footer-tags-row')).toHaveCount(1);
      await expect(end).not.toHaveAttribute('data-ready');

      await end.scrollIntoViewIfNeeded();
      await expect(end).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.theme-doc-footer-tags-row')).toHaveCount(1);
      await expect(page.locator('article .theme-last-updated')).toHaveCount(1);
      expect(errors).toEqual([]);

      // A page opened inside the site shows its end at once, answering.
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(/\/business\/calendar\/$/);
      await expect(page.locator('.theme-article-end')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.theme-doc-end')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('not on the home page, lists, tags or the not-found page', async ({page}) => {
      for (const route of [
        '/',
        '/changelog/',
        '/business/tags/',
        '/business/tags/wallet/',
        '/no-such-page/',
      ]) {
        await page.goto(`${t.prefix}${route}`);
        await waitForHydration(page);
        await expect(feedback(page, t), route).toHaveCount(0);
        await expect(page.getByRole('region', {name: t.support}), route).toHaveCount(0);
      }
    });

    test('Yes: a thank-you, remembered for this page only', async ({page}) => {
      await openArticle(page, `${t.prefix}/business/calendar/`);
      const region = feedback(page, t);
      await region.getByRole('button', {name: t.yes, exact: true}).click();
      const status = region.getByRole('status');
      await expect(status).toHaveText(t.thanks);
      await expect(status).toBeFocused();
      await expect(region.getByRole('button')).toHaveCount(0);
      expect(await storageEntries(page, 'slotera.feedback.')).toHaveLength(1);

      await openArticle(page, `${t.prefix}/business/calendar/`);
      await expect(feedback(page, t).getByRole('status')).toHaveText(t.thanks);
      await expect(feedback(page, t).getByRole('button')).toHaveCount(0);

      // Another article still asks.
      await openArticle(page, `${t.prefix}/business/clients/`);
      await expect(feedback(page, t).getByRole('button', {name: t.yes, exact: true})).toBeVisible();
    });

    test('No: optional reasons, then a thank-you; axe finds nothing at each step', async ({
      page,
    }) => {
      await openArticle(page, `${t.prefix}/business/billing/wallet/`);
      const axe = () =>
        new AxeBuilder({page})
          .include('.theme-article-end')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
      expect((await axe()).violations).toEqual([]);

      await feedback(page, t).getByRole('button', {name: t.no, exact: true}).click();
      const reasons = page.getByRole('region', {name: t.reasonQuestion});
      await expect(reasons.getByRole('heading', {name: t.reasonQuestion})).toBeFocused();
      for (const reason of [...t.reasons, t.skip]) {
        await expect(reasons.getByRole('button', {name: reason, exact: true})).toBeVisible();
      }
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        expect((await axe()).violations, mode).toEqual([]);
      }

      await reasons.getByRole('button', {name: t.reasons[1], exact: true}).click();
      await expect(feedback(page, t).getByRole('status')).toHaveText(t.thanks);
      expect((await axe()).violations).toEqual([]);
    });

    for (const viewport of [
      {name: 'phone', width: 390, height: 844, touch: true},
      {name: 'desktop', width: 1440, height: 900, touch: false},
    ]) {
      test(`${viewport.name}: after No and its reason, support comes first, then one quiet row`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          viewport: {width: viewport.width, height: viewport.height},
          isMobile: viewport.touch,
          hasTouch: viewport.touch,
        });
        const page = await context.newPage();
        await openArticle(page, `${t.prefix}/business/notifications/templates/`);
        await feedback(page, t).getByRole('button', {name: t.no, exact: true}).click();
        await page
          .getByRole('region', {name: t.reasonQuestion})
          .getByRole('button', {name: t.reasons[0], exact: true})
          .click();
        await expect(feedback(page, t).getByRole('status')).toHaveText(t.thanks);

        // In reading order: the vote, the way to a person, then taking the page along.
        const end = page.locator('.theme-article-end');
        const titles = await end.locator('h2').allInnerTexts();
        const order = [t.support, t.take].map((title) => titles.indexOf(title));
        expect(order[0], titles.join(' | ')).toBeGreaterThanOrEqual(0);
        expect(order[0]).toBeLessThan(order[1]);

        // On screen too: support straight under the thank-you, the row under support.
        const support = (await page.getByRole('region', {name: t.support}).boundingBox())!;
        const take = page.getByRole('region', {name: t.take});
        const row = (await take.boundingBox())!;
        const vote = (await feedback(page, t).boundingBox())!;
        expect(vote.y + vote.height).toBeLessThanOrEqual(support.y);
        expect(support.y + support.height).toBeLessThanOrEqual(row.y);
        // Quiet: no box around it, and short (one row on a desktop, a few lines on a phone).
        expect(await take.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe(
          'none',
        );
        expect(row.height).toBeLessThan(viewport.touch ? 160 : 60);
        expect(row.height).toBeLessThan(support.height);
        await context.close();
      });
    }

    test('blocked storage: the vote still works, it is just not remembered', async ({page}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        });
      });
      await openArticle(page, `${t.prefix}/business/calendar/`);
      await feedback(page, t).getByRole('button', {name: t.no, exact: true}).click();
      await page.getByRole('button', {name: t.skip, exact: true}).click();
      await expect(feedback(page, t).getByRole('status')).toHaveText(t.thanks);

      await openArticle(page, `${t.prefix}/business/calendar/`);
      await expect(feedback(page, t).getByRole('button', {name: t.yes, exact: true})).toBeVisible();
    });

    test("last updated: the date of the article's last commit", async ({page}) => {
      for (const [route, file] of [
        ['/business/calendar/', `${t.docsDir}/calendar.md`],
        ['/business/billing/faq/', `${t.docsDir}/billing/faq.md`],
        [POST, `${t.blogDir}/${POST_FILE}`],
      ]) {
        await page.goto(`${t.prefix}${route}`);
        const expected = lastCommitDate(file, t);
        const line = page.locator('article .theme-last-updated');
        if (expected === null) {
          // A shallow clone would give a wrong date: none is shown.
          await expect(line, route).toHaveCount(0);
          continue;
        }
        await expect(line, route).toHaveText(`${t.lastUpdated}${expected}`);
        const iso = await line.locator('time').getAttribute('datetime');
        expect(new Date(iso!).getTime(), route).toBe(Number(lastCommitSeconds(file)) * 1000);
      }
    });
  });
}

test('a keyboard reader on the article end keeps focus when its code arrives', async ({page}) => {
  const t = LOCALES[0];
  await page.goto('/business/calendar/');
  await waitForHydration(page);
  // Hold the article end's code until the reader is on its "Yes" button in
  // the server HTML (src/client/defer-until-near.tsx).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route('**/assets/js/*.js', async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  const yes = feedback(page, t).getByRole('button', {name: t.yes, exact: true});
  await yes.focus();
  await yes.evaluate((button) => button.setAttribute('data-server-html', ''));
  await expect.poll(() => requested).toBe(true);
  release();
  // The live part replaces the server HTML: a new button, and focus on it.
  await expect(page.locator('[data-server-html]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
    .toBe(t.yes);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.thanks)).toBeVisible();
});

/**
 * Holds the page's further JavaScript — the article end's code among it — until `release` is
 * called; `requested` tells whether any was asked for meanwhile.
 */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = {requested: false, release: () => release()};
  await page.route('**/assets/js/*.js', async (route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return state;
}

test("a Yes pressed before the article end's code arrives is answered when it does", async ({
  page,
}) => {
  const t = LOCALES[0];
  // Straight to the end and press at once: no waiting for hydration or for the code.
  await page.goto('/business/billing/wallet/', {waitUntil: 'load'});
  const scripts = await holdScripts(page);
  const end = page.locator('.theme-article-end');
  await expect(end).not.toHaveAttribute('data-ready');
  await feedback(page, t).getByRole('button', {name: t.yes, exact: true}).click();
  // The press asked for the code at once; until it arrives nothing is answered yet.
  await expect.poll(() => scripts.requested).toBe(true);
  await expect(feedback(page, t).getByRole('status')).toHaveText('');
  scripts.release();
  await expect(feedback(page, t).getByRole('status')).toHaveText(t.thanks);
  await expect(feedback(page, t).getByRole('button', {name: t.yes, exact: true})).toHaveCount(0);
  expect(await storageEntries(page, 'slotera.feedback.')).toEqual([
    [expect.stringContaining('/business/billing/wallet/'), 'yes'],
  ]);
});

test.describe('article feedback and analytics', () => {
  /** The `article_feedback` events the page pushed to `dataLayer`. */
  const events = (page: Page) =>
    page.evaluate(() =>
      ((window as {dataLayer?: {event?: string}[]}).dataLayer ?? []).filter(
        (entry) => entry.event === 'article_feedback',
      ),
    );

  test('without a container id nothing is pushed or sent', async ({page, baseURL}) => {
    const thirdParty = await watchThirdParty(page, baseURL!);
    await openArticle(page, '/business/calendar/');
    await feedback(page, LOCALES[0]).getByRole('button', {name: 'Да', exact: true}).click();
    await expect(feedback(page, LOCALES[0]).getByRole('status')).toHaveText(LOCALES[0].thanks);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(thirdParty).toEqual([]);
  });

  test.describe('with a container id', () => {
    test.use({baseURL: CONSENT_BASE_URL});

    test('accepted: one event with the page, locale, vote and reason', async ({page}) => {
      await watchThirdParty(page, CONSENT_BASE_URL);
      await openArticle(page, '/en/business/calendar/');
      await page
        .getByRole('region', {name: 'Cookies for statistics'})
        .getByRole('button', {name: 'Accept'})
        .click();
      const t = LOCALES[1];
      await feedback(page, t).getByRole('button', {name: t.no, exact: true}).click();
      await page.getByRole('button', {name: 'Wrong or out of date', exact: true}).click();
      await expect(feedback(page, t).getByRole('status')).toHaveText(t.thanks);
      expect(await events(page)).toEqual([
        {
          event: 'article_feedback',
          page: '/en/business/calendar/',
          locale: 'en',
          vote: 'no',
          reason: 'wrong-or-outdated',
        },
      ]);
    });

    test('accepted, a No without a reason is sent when the reader moves on', async ({page}) => {
      await watchThirdParty(page, CONSENT_BASE_URL);
      await openArticle(page, '/business/clients/');
      await page
        .getByRole('region', {name: 'Бисквитки за статистика'})
        .getByRole('button', {name: 'Приемам'})
        .click();
      await feedback(page, LOCALES[0]).getByRole('button', {name: 'Не', exact: true}).click();
      expect(await events(page)).toEqual([]);
      // To another article inside the site: the same page view goes on.
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(/\/business\/clients\/$/);
      expect(await events(page)).toEqual([
        {
          event: 'article_feedback',
          page: '/business/clients/',
          locale: 'bg',
          vote: 'no',
          reason: null,
        },
      ]);
    });

    test('a No pressed before the code arrives counts: no event before consent, one after', async ({
      page,
    }) => {
      await watchThirdParty(page, CONSENT_BASE_URL);
      const t = LOCALES[0];
      await page.goto('/business/billing/wallet/', {waitUntil: 'load'});
      const scripts = await holdScripts(page);
      await feedback(page, t).getByRole('button', {name: t.no, exact: true}).click();
      await expect.poll(() => scripts.requested).toBe(true);
      scripts.release();
      // The live part took the press: it asks for the reason.
      await expect(page.getByRole('heading', {name: t.reasonQuestion})).toBeVisible();
      expect(await events(page)).toEqual([]);
      await page
        .getByRole('region', {name: 'Бисквитки за статистика'})
        .getByRole('button', {name: 'Приемам'})
        .click();
      await page.getByRole('button', {name: t.reasons[1], exact: true}).click();
      await expect(feedback(page, t).getByRole('status')).toHaveText(t.thanks);
      expect(await events(page)).toEqual([
        {
          event: 'article_feedback',
          page: '/business/billing/wallet/',
          locale: 'bg',
          vote: 'no',
          reason: 'hard-to-follow',
        },
      ]);
    });

    test('refused: the vote works and nothing is pushed or sent', async ({page}) => {
      const thirdParty = await watchThirdParty(page, CONSENT_BASE_URL);
      await openArticle(page, '/business/calendar/');
      await page
        .getByRole('region', {name: 'Бисквитки за статистика'})
        .getByRole('button', {name: 'Отказвам'})
        .click();
      await feedback(page, LOCALES[0]).getByRole('button', {name: 'Да', exact: true}).click();
      await expect(feedback(page, LOCALES[0]).getByRole('status')).toHaveText(LOCALES[0].thanks);
      expect(await events(page)).toEqual([]);
      expect(thirdParty).toEqual([]);
    });
  });
});
