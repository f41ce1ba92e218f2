/**
 * "Take this page with you" at the end of every article and release note
 * (the take-the-page issue), in both languages: "Copy as Markdown" puts the
 * page's Markdown twin on the clipboard and says so, or says it failed and
 * offers the twin's link; "Open in ChatGPT" / "Open in Claude" are plain
 * links to a new tab with a prompt in the page's language that names the
 * page's public address, and nothing is asked of either service before the
 * reader clicks. The clipboard is a stand-in (`stubClipboard`) that records
 * what the page writes, so that the test needs no clipboard permission.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';

import {setColourMode, waitForHydration} from './theme-support';

const LOCALES = [
  {
    prefix: '',
    title: 'Вземете страницата със себе си',
    copy: 'Копирай като Markdown',
    copied: 'Копирано',
    open: (assistant: string) => `Отвори в ${assistant}`,
    newTab: '(отваря се в нов раздел)',
    prompt: (url: string) => `Прочети ${url} и отговаряй на въпросите ми за него.`,
    failed:
      /^Не успяхме да копираме\. Отворете Markdown версията на страницата и я копирайте оттам\.$/,
    failedLink: 'Markdown версията на страницата',
  },
  {
    prefix: '/en',
    title: 'Take this page with you',
    copy: 'Copy as Markdown',
    copied: 'Copied',
    open: (assistant: string) => `Open in ${assistant}`,
    newTab: '(opens in new tab)',
    prompt: (url: string) => `Read ${url} and answer my questions about it.`,
    failed: /^Could not copy\. Open the Markdown version of this page and copy it from there\.$/,
    failedLink: 'Markdown version of this page',
  },
] as const;

type Texts = (typeof LOCALES)[number];

/** A business article, a category's own page, a marketplace article and a release note. */
const ROUTES = [
  '/business/calendar/',
  '/business/online-bookings/',
  '/marketplace/geo-location/',
  '/changelog/2025/11/05/accessibility-improvements/',
];

const ASSISTANTS = [
  {name: 'ChatGPT', url: 'https://chatgpt.com/?q=', host: 'chatgpt.com'},
  {name: 'Claude', url: 'https://claude.ai/new?q=', host: 'claude.ai'},
] as const;

/** The Markdown twin of a page: `/en/business/calendar/` → `/en/business/calendar.md`. */
const twinOf = (route: string) => `${route.replace(/\/+$/, '')}.md`;

function takeRegion(page: Page, t: Texts) {
  return page.getByRole('region', {name: t.title});
}

/**
 * Replaces the browser's clipboard with one that records what the page
 * writes (`window.__copied`), through `writeText` or through `write` with a
 * `ClipboardItem`; with `refuse`, every write is refused as a browser
 * without the permission would.
 */
async function stubClipboard(page: Page, refuse = false): Promise<void> {
  await page.addInitScript((refuseWrites: boolean) => {
    const copied: string[] = [];
    (window as unknown as {__copied: string[]}).__copied = copied;
    const refused = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    class StubClipboardItem {
      items: Record<string, unknown>;
      constructor(items: Record<string, unknown>) {
        this.items = items;
      }
      get types(): string[] {
        return Object.keys(this.items);
      }
      async getType(type: string): Promise<Blob> {
        const value = await this.items[type];
        return value instanceof Blob ? value : new Blob([String(value)], {type});
      }
    }
    const clipboard = {
      async writeText(text: string): Promise<void> {
        if (refuseWrites) return refused();
        copied.push(text);
      },
      async write(items: StubClipboardItem[]): Promise<void> {
        if (refuseWrites) return refused();
        for (const item of items) copied.push(await (await item.getType('text/plain')).text());
      },
    };
    Object.defineProperty(window, 'ClipboardItem', {
      value: StubClipboardItem,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      get: () => clipboard,
      configurable: true,
    });
  }, refuse);
}

const copiedTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as {__copied: string[]}).__copied);

/** Every request to ChatGPT or Claude, from any tab of the context. */
function watchAssistants(context: BrowserContext): string[] {
  const requests: string[] = [];
  context.on('request', (request) => {
    const {hostname} = new URL(request.url());
    if (ASSISTANTS.some(({host}) => hostname === host || hostname.endsWith(`.${host}`))) {
      requests.push(request.url());
    }
  });
  return requests;
}

/** Opens an article and scrolls to its end, which answers once its code has loaded. */
async function openArticle(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
  const end = page.locator('.theme-article-end');
  await end.scrollIntoViewIfNeeded();
  await expect(end).toHaveAttribute('data-ready', 'true');
}

/** The page's public address, as its canonical link gives it (the build's SITE_URL). */
async function publicAddress(page: Page, route: string): Promise<string> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical, route).toMatch(/^https?:\/\//);
  expect(new URL(canonical!).pathname, route).toBe(route);
  return canonical!;
}

/**
 * A new-tab link's accessible name: its text and the theme icon's label
 * "(opens in new tab)" — with a space between them where the link is drawn
 * as a button (a flex box: browsers separate its items).
 */
function linkName(label: string, newTab: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal(label)} ?${literal(newTab)}$`);
}

for (const t of LOCALES) {
  const name = t.prefix || 'bg';

  test.describe(`take this page with you (${name})`, () => {
    for (const path of ROUTES) {
      const route = `${t.prefix}${path}`;

      test(`${route}: copy as Markdown, and the assistants' links`, async ({page, context}) => {
        const assistantRequests = watchAssistants(context);
        await stubClipboard(page);
        await openArticle(page, route);

        const region = takeRegion(page, t);
        await expect(region).toBeVisible();
        await expect(region.getByRole('heading', {name: t.title, level: 2})).toBeVisible();
        // Inside the article, with the rest of its end.
        await expect(
          page.locator('article .theme-article-end').getByRole('region', {name: t.title}),
        ).toHaveCount(1);

        // The links: another site, a new tab, the prompt in the page's language.
        const address = await publicAddress(page, route);
        for (const assistant of ASSISTANTS) {
          const link = region.getByRole('link', {
            name: linkName(t.open(assistant.name), t.newTab),
          });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute(
            'href',
            `${assistant.url}${encodeURIComponent(t.prompt(address))}`,
          );
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }

        // Copy: the page's own Markdown, starting with its title, and a word that it is done.
        const status = region.getByRole('status');
        await expect(status).toHaveText('');
        await region.getByRole('button', {name: t.copy, exact: true}).click();
        await expect(status).toHaveText(t.copied);
        const twin = await page.request.get(twinOf(route));
        expect(twin.ok(), twinOf(route)).toBe(true);
        const markdown = await twin.text();
        const title = (await page.locator('article h1').first().innerText()).trim();
        expect(markdown.startsWith(`# ${title}\n`), `${twinOf(route)} starts with # ${title}`).toBe(
          true,
        );
        expect(await copiedTexts(page)).toEqual([markdown]);

        // Nothing went to either assistant: no prefetch, no icon, no image.
        expect(assistantRequests).toEqual([]);
      });
    }

    test('nothing reaches an assistant before the click; the click opens it in a new tab', async ({
      page,
      context,
    }) => {
      const assistantRequests = watchAssistants(context);
      // The assistant's page, answered here: the test machines have no way out.
      await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
        route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Assistant</title>'}),
      );
      const route = `${t.prefix}/business/calendar/`;
      await openArticle(page, route);
      const region = takeRegion(page, t);
      const link = region.getByRole('link', {name: linkName(t.open('Claude'), t.newTab)});
      await link.hover();
      await link.focus();
      await page.waitForLoadState('networkidle');
      expect(assistantRequests).toEqual([]);

      const href = await link.getAttribute('href');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(href);
      expect(new URL(tab.url()).searchParams.get('q')).toBe(
        t.prompt(await publicAddress(page, route)),
      );
      // noopener: the assistant's tab has no hold on the help centre's.
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      // The first request to either is the reader's click (a favicon may follow it).
      expect(assistantRequests[0]).toBe(href);
      // The article stays where it was.
      await expect(page).toHaveURL((url) => url.pathname === route);
    });

    test('the clipboard refused: says so and offers the Markdown file', async ({page}) => {
      await stubClipboard(page, true);
      const route = `${t.prefix}/business/calendar/`;
      await openArticle(page, route);
      const region = takeRegion(page, t);
      await region.getByRole('button', {name: t.copy, exact: true}).click();
      const status = region.getByRole('status');
      await expect(status).toHaveText(t.failed);
      const link = status.getByRole('link', {name: t.failedLink, exact: true});
      await expect(link).toHaveAttribute('href', twinOf(route));
      const twin = await page.request.get((await link.getAttribute('href'))!);
      expect(twin.ok()).toBe(true);
      expect(await twin.text()).toMatch(/^# \S/);
      expect(await copiedTexts(page)).toEqual([]);
    });

    test('keyboard, phone width and both colour modes; axe finds nothing', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await stubClipboard(page);
      const route = `${t.prefix}/changelog/2025/11/05/accessibility-improvements/`;
      await openArticle(page, route);
      const region = takeRegion(page, t);
      const labelledBy = await region.getAttribute('aria-labelledby');
      const axe = () =>
        new AxeBuilder({page})
          .include(`section[aria-labelledby="${labelledBy}"]`)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();

      // Every control fits the phone's width and is large enough to tap.
      const controls = [
        region.getByRole('button', {name: t.copy, exact: true}),
        ...ASSISTANTS.map(({name: assistant}) =>
          region.getByRole('link', {name: linkName(t.open(assistant), t.newTab)}),
        ),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      // From the keyboard: Tab reaches the button, then each link, each with a visible ring.
      await region.getByRole('heading', {name: t.title}).click();
      for (const control of controls) {
        await page.keyboard.press('Tab');
        await expect(control).toBeFocused();
        const outline = await control.evaluate((element) => getComputedStyle(element).outlineStyle);
        expect(outline).not.toBe('none');
      }
      await controls[0].focus();
      await page.keyboard.press('Enter');
      await expect(region.getByRole('status')).toHaveText(t.copied);
      expect(await copiedTexts(page)).toHaveLength(1);

      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        expect((await axe()).violations, mode).toEqual([]);
      }
    });

    test('not on lists: the changelog and the tags', async ({page}) => {
      for (const route of ['/changelog/', '/business/tags/']) {
        await page.goto(`${t.prefix}${route}`);
        await waitForHydration(page);
        await expect(takeRegion(page, t), route).toHaveCount(0);
      }
    });
  });
}

test("a copy pressed before the article end's code arrives is done when it does", async ({
  page,
}) => {
  const t = LOCALES[0];
  await stubClipboard(page);
  // Straight to the end and press at once: no waiting for hydration or for the code.
  await page.goto('/business/billing/wallet/', {waitUntil: 'load'});
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
  const end = page.locator('.theme-article-end');
  await expect(end).not.toHaveAttribute('data-ready');
  const region = takeRegion(page, t);
  await region.getByRole('button', {name: t.copy, exact: true}).click();
  // The press asked for the code at once; until it arrives nothing is copied yet.
  await expect.poll(() => requested).toBe(true);
  await expect(region.getByRole('status')).toHaveText('');
  expect(await copiedTexts(page)).toEqual([]);
  release();
  await expect(takeRegion(page, t).getByRole('status')).toHaveText(t.copied);
  const markdown = await (await page.request.get(twinOf('/business/billing/wallet/'))).text();
  expect(await copiedTexts(page)).toEqual([markdown]);
});
