/**
 * Shared by the theme*.spec.ts tests: what each language shows, and helpers to read the site's
 * browser storage and to simulate crashes in the production build without any test-only code in
 * the site.
 */
import {expect, type Locator, type Page, type Route} from '@playwright/test';

export const THEME_LOCALES = [
  {
    locale: 'bg',
    prefix: '',
    navbar: 'Основна',
    business: 'За бизнеса',
    marketplace: 'Маркетплейс',
    changelog: 'Промени',
    version: 'Текуща версия',
    releaseNotes: 'Бележки по версиите',
    language: 'Български',
    colourToggle: /^Превключване между тъмен и светъл режим/,
    currentlyLight: '(в момента светъл режим)',
    currentlyDark: '(в момента тъмен режим)',
    switchedToDark: 'Включен е тъмен режим.',
    switchedToLight: 'Включен е светъл режим.',
    openMenu: 'Превключване на навигационната лента',
    closeMenu: 'Затваряне на лентата за навигация',
    openSearch: 'Отвори търсенето',
    announcement: 'Съобщение',
    closeAnnouncement: 'Затваряне',
    crashed: 'Тази страница се срина.',
    tryAgain: 'Опитайте отново',
    pageError: 'Грешка в страницата',
    introHeading: 'Помощен център на Slotera',
    marketplaceHeading: 'Маркетплейсът на Slotera',
    newTab: '(отваря се в нов раздел)',
    footer: {
      business: 'Сайт за бизнеса',
      marketplace: 'Сайт на маркетплейса',
      contacts: 'Контакти',
    },
  },
  {
    locale: 'en',
    prefix: '/en',
    navbar: 'Main',
    business: 'Business docs',
    marketplace: 'Marketplace',
    changelog: 'Changelog',
    version: 'Current version',
    releaseNotes: 'Release notes',
    language: 'English',
    colourToggle: /^Switch between dark and light mode/,
    currentlyLight: '(currently light mode)',
    currentlyDark: '(currently dark mode)',
    switchedToDark: 'Switched to dark mode.',
    switchedToLight: 'Switched to light mode.',
    openMenu: 'Toggle navigation bar',
    closeMenu: 'Close navigation bar',
    openSearch: 'Open search',
    announcement: 'Announcement',
    closeAnnouncement: 'Close',
    crashed: 'This page crashed.',
    tryAgain: 'Try again',
    pageError: 'Page Error',
    introHeading: 'Slotera help centre',
    marketplaceHeading: 'The Slotera marketplace',
    newTab: '(opens in new tab)',
    footer: {
      business: 'Business website',
      marketplace: 'Marketplace website',
      contacts: 'Contact us',
    },
  },
] as const;

export type ThemeLocale = (typeof THEME_LOCALES)[number];

/** The tag manager's address: the only third party the site may ever call (after consent). */
export const TAG_MANAGER = 'https://www.googletagmanager.com/';

/**
 * Records every request that leaves the site; answers the tag manager with a
 * stub that sets `window.__tagManagerRan`, and aborts anything else.
 */
export async function watchThirdParty(page: Page, siteOrigin: string): Promise<string[]> {
  const thirdParty: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(siteOrigin)) return route.continue();
    thirdParty.push(url);
    if (url.startsWith(TAG_MANAGER)) {
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.__tagManagerRan = true;',
      });
    }
    return route.abort();
  });
  return thirdParty;
}

/**
 * Switches the page to a colour mode as the toggle would, and waits until the
 * theme's colour transitions have ended: axe measures colours as drawn, and
 * half-way through the switch a link is still its light-mode blue on the dark
 * background (a contrast violation no reader sees).
 */
export async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (value) => {
    document.documentElement.setAttribute('data-theme', value);
    // A transition that a newer one replaces is cancelled: its promise rejects, and that is fine.
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
  }, mode);
}

/**
 * Waits until React has taken over the server-rendered page. Up to 30 s: on
 * the two-core CI machine, with two test workers, the search page once took
 * over the default 5 s. How fast a page hydrates is the benches' question,
 * not these tests'.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 30_000,
  });
}

/** localStorage entries whose key starts with `prefix` (keys carry the site's namespace). */
export async function storageEntries(page: Page, prefix: string): Promise<[string, string][]> {
  return page.evaluate(
    (keyPrefix) => Object.entries(window.localStorage).filter(([key]) => key.startsWith(keyPrefix)),
    prefix,
  );
}

/**
 * The site's storage namespace, as a page of one language sees it (both languages share it): the
 * suffix of the announcement id key, which the theme writes on every page load.
 */
export async function storageNamespace(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/`);
  const key = await page.waitForFunction(() =>
    Object.keys(window.localStorage).find((name) => name.startsWith('docusaurus.announcement.id')),
  );
  return String(await key.jsonValue()).slice('docusaurus.announcement.id'.length);
}

/** Serves the page's JavaScript without running any of it, as before hydration. */
export async function blockJavaScript(page: Page): Promise<void> {
  await page.route('**/*.js', (route) => route.abort());
}

/**
 * Prepended to each JavaScript chunk of the build: wraps the chunk's module factories so that
 * the page content modules (MDX: `default`, `metadata`, `frontMatter`) can fail on demand while
 * `window.__e2eCrash` is set:
 * - `{where: 'content', message}`: the article component throws when it renders, which is
 *   always inside the theme Layout;
 * - `{where: 'metadata', message}`: reading the article's metadata throws. The route's loader
 *   reads it when the route renders: for a blog post that is outside (above) the Layout; for a
 *   doc it is a nested route inside the docs Layout.
 * Clearing `window.__e2eCrash` lets the next render succeed ("Try again").
 */
const CRASH_HOOK = `(function (chunkGlobal) {
  var chunks = (globalThis[chunkGlobal] = globalThis[chunkGlobal] || []);
  var push = chunks.push;
  function crash(where) {
    var flag = globalThis.__e2eCrash;
    if (flag && flag.where === where) throw new Error(flag.message);
  }
  chunks.push = function (data) {
    chunks.push = push;
    var modules = data[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        var original = module.exports;
        if (!original || typeof original.default !== 'function') return;
        if (!('metadata' in original) || !('frontMatter' in original)) return;
        var wrapped = {};
        Object.keys(original).forEach(function (key) {
          if (key === 'default') return;
          Object.defineProperty(wrapped, key, {
            enumerable: true,
            get: function () {
              if (key === 'metadata') crash('metadata');
              return original[key];
            },
          });
        });
        Object.defineProperty(wrapped, 'default', {
          enumerable: true,
          value: function E2eContent(props) {
            crash('content');
            return original.default(props);
          },
        });
        Object.defineProperty(wrapped, '__esModule', {value: true});
        module.exports = wrapped;
      };
    });
    return push.apply(this, arguments);
  };
})`;

export type CrashFlag = {where: 'content' | 'metadata'; message: string} | null;

/** Rewrites every chunk of the build with CRASH_HOOK; sets `window.__e2eCrash` before load. */
export async function armPageCrash(page: Page, flag: CrashFlag): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as {__e2eCrash: CrashFlag}).__e2eCrash = value;
  }, flag);
  await page.route('**/assets/js/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    const chunkGlobal = /(?:globalThis|self)\.(webpackChunk[\w$]+)=/.exec(body)?.[1];
    if (!chunkGlobal || route.request().url().includes('runtime~main')) {
      await route.fulfill({response, body});
      return;
    }
    await route.fulfill({
      response,
      body: `${CRASH_HOOK}(${JSON.stringify(chunkGlobal)});\n${body}`,
    });
  });
}

export async function disarmPageCrash(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__e2eCrash: CrashFlag}).__e2eCrash = null;
  });
}

/**
 * The open search dropdown: results, "See all results", or the no-results
 * panel (only the list of results inside it is a listbox).
 */
export function searchDropdown(page: Page): Locator {
  return page.locator('[class*="dropdownMenu"]:visible');
}
