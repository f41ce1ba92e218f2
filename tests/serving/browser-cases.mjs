/**
 * The site as a production server sends it, with the CSP generated from the
 * build, in Debian's Chromium: a sample of pages in both locales, the
 * /search/ page and the navbar search (index download and web worker) with
 * zero CSP violations and zero console errors. One set of cases for every
 * server (tests/nginx/, tests/cdn/), as in http-cases.mjs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {chromium} from '@playwright/test';

import {ROOT} from '../../scripts/nginx-harness.mjs';

const BUILD = path.join(ROOT, 'build');
// `npm run build:consent`: the same site built with a tag manager container id.
const BUILD_CONSENT = path.join(ROOT, 'build-consent');
const CONSENT_ENV = {...process.env, GTM_CONTAINER_ID: 'GTM-TEST000'};
const CHROMIUM = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/** The newest changelog post, read from the build so new posts need no edit here. */
function newestPost(localePrefix) {
  const html = fs.readFileSync(path.join(BUILD, localePrefix, 'changelog/index.html'), 'utf8');
  const match = /href="?(\/(?:en\/)?changelog\/\d{4}\/\d{2}\/\d{2}\/[^"\s>#]+)/.exec(html);
  assert.ok(match, `no post link in ${localePrefix || '/'}changelog/`);
  return match[1];
}

// Records, from before the first script runs, every CSP violation the page reports.
function recordViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(
      `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/**
 * Opens a page with listeners for everything that means "the policy broke
 * something": violation events, console errors (Chromium logs each refusal
 * there), the search worker's console errors, uncaught errors and failed
 * requests.
 */
async function openPage(context, origin) {
  const page = await context.newPage();
  const problems = [];
  await page.addInitScript(recordViolations);
  let notFoundDocument;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs the 404 of a not-found page itself; that one is expected.
    const url = message.location()?.url;
    if (url && url === notFoundDocument && /status of 404/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A worker has its own console: refusals inside it are reported there.
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') problems.push(`worker console: ${message.text()}`);
    }),
  );
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Navigation away aborts prefetches; that is not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  const visit = async (urlPath, expectedStatus = 200) => {
    notFoundDocument = expectedStatus === 404 ? `${origin}${urlPath}` : undefined;
    const response = await page.goto(`${origin}${urlPath}`, {waitUntil: 'networkidle'});
    assert.equal(response?.status(), expectedStatus, urlPath);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
      timeout: 10_000,
    });
  };
  const finish = async () => {
    const violations = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    await page.close();
    return [...violations.map((v) => `violation: ${v}`), ...problems];
  };
  return {page, visit, finish};
}

/**
 * Runs `steps` in a fresh page and returns what went wrong: the problems the
 * page reported, preceded by the error of a step that failed (a timeout
 * alone would not say that the policy was the cause).
 */
async function inPage(context, origin, steps) {
  const session = await openPage(context, origin);
  let failure;
  try {
    await steps(session);
  } catch (error) {
    failure = `step failed: ${error.message.split('\n')[0]}`;
  }
  const problems = await session.finish();
  return failure ? [failure, ...problems] : problems;
}

/** Maps over items with at most `limit` running at once. */
async function mapLimit(items, limit, run) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
  return results;
}

/** Registers the cases for one server: `start({buildDir})` as in http-cases.mjs. */
export function browserCases({name, start}) {
  describe(`the site from ${name} in Chromium under the generated CSP`, () => {
    let server;
    let browser;
    let context;
    before(async () => {
      server = await start({buildDir: BUILD});
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
      });
      context = await browser.newContext({serviceWorkers: 'block'});
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
    });

    const pages = () => [
      ['/', 200],
      ['/business/intro/', 200],
      ['/business/billing/faq/', 200],
      ['/marketplace/intro/', 200],
      ['/changelog/', 200],
      [newestPost(''), 200],
      ['/search/?q=%D0%BF%D0%BE%D1%80%D1%82%D1%84%D0%B5%D0%B9%D0%BB', 200],
      ['/no-such-page/', 404],
      ['/en/', 200],
      ['/en/business/intro/', 200],
      ['/en/changelog/', 200],
      [newestPost('en'), 200],
      ['/en/search/?q=wallet', 200],
      ['/en/no-such-page/', 404],
    ];

    test('a sample of pages in both locales has no CSP violation and no console error', async () => {
      // A few at a time: each page mostly waits for its network to go idle.
      const problems = await mapLimit(pages(), 4, async ([urlPath, status]) =>
        (await inPage(context, server.origin, ({visit}) => visit(urlPath, status))).map(
          (problem) => `${urlPath}: ${problem}`,
        ),
      );
      assert.deepEqual(problems.flat(), []);
    });

    test('the inline scripts ran: the hashes in the policy match the build', async () => {
      const problems = await inPage(context, server.origin, async ({page, visit}) => {
        await visit('/?docusaurus-theme=dark');
        // The theme's script in <body> sets the colour mode before React runs.
        assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
        // The announcement bar's script in <head> (src/theme/AnnouncementBar):
        // with an old announcement stored as dismissed, it lets the theme's
        // script show the new one from the first paint.
        const seeded = await page.evaluate(() => {
          const keys = Object.keys(localStorage).filter((key) =>
            /^docusaurus\.announcement\.(id|dismiss)/.test(key),
          );
          for (const key of keys)
            localStorage.setItem(key, key.includes('.id') ? 'old-id' : 'true');
          return keys.length;
        });
        assert.ok(seeded >= 2, 'the theme stored the announcement id and its dismissal');
        await page.reload({waitUntil: 'domcontentloaded'});
        assert.equal(
          await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'),
          'false',
        );
      });
      assert.deepEqual(problems, []);
    });

    test('with a container id, accepting the consent banner loads the tag manager under the policy', async () => {
      const consentServer = await start({buildDir: BUILD_CONSENT, env: CONSENT_ENV});
      try {
        const problems = await inPage(context, consentServer.origin, async ({page, visit}) => {
          // The tag manager's host answers with a stub (no network here); a
          // request the policy blocks never reaches this route.
          await page.route('https://www.googletagmanager.com/**', (route) =>
            route.fulfill({contentType: 'text/javascript', body: 'window.__tagManagerRan = true;'}),
          );
          await visit('/business/intro/');
          await page
            .getByRole('region', {name: 'Бисквитки за статистика'})
            .getByRole('button', {name: 'Приемам'})
            .click();
          await page.waitForFunction(() => window.__tagManagerRan === true, null, {
            timeout: 10_000,
          });
        });
        assert.deepEqual(problems, []);
      } finally {
        await consentServer.stop();
      }
    });

    for (const [locale, prefix, query] of [
      ['bg', '', 'портфейл'],
      ['en', '/en', 'wallet'],
    ]) {
      test(`the /search/ page finds results (${locale})`, async () => {
        const problems = await inPage(context, server.origin, async ({page, visit}) => {
          await visit(`${prefix}/search/?q=${encodeURIComponent(query)}`);
          await page.locator('article a[href*="_highlight="]').first().waitFor({timeout: 10_000});
        });
        assert.deepEqual(problems, []);
      });

      test(`typing in the navbar search loads the index in its worker (${locale})`, async () => {
        const problems = await inPage(context, server.origin, async ({page, visit}) => {
          const indexLoaded = page.waitForResponse(
            (response) =>
              /search-index[^/]*\.json/.test(response.url()) && response.status() === 200,
            {timeout: 10_000},
          );
          const worker = page.waitForEvent('worker', {timeout: 10_000});
          await visit(`${prefix}/business/intro/`);
          const input = page.locator('input.navbar__search-input');
          await input.click();
          await input.pressSequentially(query, {delay: 20});
          await Promise.all([indexLoaded, worker]);
          const firstResult = page.getByRole('option').first();
          await firstResult.waitFor({timeout: 10_000});
          // Choosing a result opens the page with the match highlighted.
          await firstResult.click();
          await page.waitForURL(/_highlight=/, {timeout: 10_000});
          await page.waitForLoadState('networkidle');
        });
        assert.deepEqual(problems, []);
      });
    }
  });
}
