import {expect, test, type Locator, type Page} from '@playwright/test';

import {SOCIAL_URLS} from '../../src/constants';
import {THEME_LOCALES, setColourMode, waitForHydration} from './theme-support';

/**
 * The site with a keyboard only, as a reader who cannot use a mouse meets it: the skip link,
 * every control of a doc page in Tab order with a focus ring that can be seen, the navbar's
 * dropdowns, and the mobile menu on a phone.
 */

const KEYBOARD_TEXTS = {
  bg: {
    skipLink: 'Преминете към основното съдържание',
    firstSidebarLink: 'Въведение',
    dashboardLink: 'Табло',
    expandCategory: 'Разгъване на категорията „Първи стъпки“',
    firstTocLink: 'Какво прави Slotera',
    backToMainMenu: '← Назад към главното меню',
    otherLanguage: 'English',
  },
  en: {
    skipLink: 'Skip to main content',
    firstSidebarLink: 'Introduction',
    dashboardLink: 'Dashboard',
    expandCategory: "Expand sidebar category 'Getting started'",
    firstTocLink: 'What Slotera does',
    backToMainMenu: '← Back to main menu',
    otherLanguage: 'Български',
  },
} as const;

const DOC = '/business/intro/';
const LONG_DOC = '/business/billing/faq/';
const PHONE = {width: 390, height: 844};

/**
 * The focused element: its name, the part of the page it is in, its focus styles, and whether
 * an earlier call saw it already (`stop` marks it `data-tab-stop` for later checks).
 */
async function focused(page: Page, stop?: number) {
  return page.evaluate((index) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const seenBefore = element.dataset.tabStop !== undefined;
    if (index !== undefined && !seenBefore) element.dataset.tabStop = String(index);
    const style = getComputedStyle(element);
    const area = element.closest('.navbar-sidebar')
      ? 'mobile sidebar'
      : element.closest('.theme-doc-toc-desktop')
        ? 'toc'
        : element.closest('.theme-doc-sidebar-container')
          ? 'docs sidebar'
          : element.closest('main')
            ? 'main'
            : element.closest('footer')
              ? 'footer'
              : element.closest('.navbar')
                ? 'navbar'
                : 'other';
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      tag: element.tagName.toLowerCase(),
      area,
      seenBefore,
      focusVisible: element.matches(':focus-visible'),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      outlineWidth: parseFloat(style.outlineWidth) || 0,
      outlineStyle: style.outlineStyle,
      boxShadow: style.boxShadow,
    };
  }, stop);
}

/** The path of the page's URL. */
const pathname = (page: Page) => new URL(page.url()).pathname;

/** True when the focused element is in the viewport and not covered by anything else. */
async function focusedIsUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return false;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    if (box.bottom < 0 || box.top > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

/** A focus indicator a reader can see: an outline of some width, or a changed box shadow. */
function hasFocusRing(
  focusedStyle: {outlineStyle: string; outlineWidth: number; boxShadow: string},
  unfocusedStyle: {outlineStyle: string; outlineWidth: number; boxShadow: string},
): boolean {
  const outline = focusedStyle.outlineStyle !== 'none' && focusedStyle.outlineWidth > 0;
  const outlineChanged =
    outline &&
    (unfocusedStyle.outlineStyle === 'none' ||
      unfocusedStyle.outlineWidth !== focusedStyle.outlineWidth);
  const shadowChanged =
    focusedStyle.boxShadow !== 'none' && focusedStyle.boxShadow !== unfocusedStyle.boxShadow;
  return outlineChanged || shadowChanged;
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const reached = await target.evaluate((element) => element === document.activeElement, null, {
      timeout: 5_000,
    });
    if (reached) return;
  }
  throw new Error(`Not reached by ${limit} presses of Tab: ${target}`);
}

for (const t of THEME_LOCALES) {
  const k = KEYBOARD_TEXTS[t.locale];

  test.describe(`keyboard (${t.locale})`, () => {
    test('the skip link is the first Tab stop, shows when focused and jumps to the article', async ({
      page,
    }) => {
      await page.goto(`${t.prefix}${LONG_DOC}`);
      await waitForHydration(page);
      const skip = page.getByRole('link', {name: k.skipLink, exact: true});
      await expect(skip).not.toBeInViewport();

      // From further down the page, as after reading for a while.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const heading = page.getByRole('heading', {level: 1});
      await expect(heading).not.toBeInViewport();

      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      expect(await focusedIsUncovered(page), 'the focused skip link is not covered').toBe(true);

      await page.keyboard.press('Enter');
      const main = page.locator('#__docusaurus_skipToContent_fallback main');
      await expect(main).toBeFocused();
      await expect(heading).toBeInViewport();
      // The next Tab stop is in the article, past the navbar and the docs sidebar.
      await page.keyboard.press('Tab');
      expect((await focused(page))?.area).toBe('main');
    });

    for (const [kind, path] of [
      ['changelog post', '/changelog/2025/11/05/accessibility-improvements/'],
      ['changelog list', '/changelog/'],
      ['search page', '/search/?q=wallet'],
    ] as const) {
      test(`on the ${kind} the skip link reaches the main landmark with its h1`, async ({page}) => {
        await page.goto(`${t.prefix}${path}`);
        await waitForHydration(page);
        await page.getByRole('link', {name: k.skipLink, exact: true}).focus();
        await page.keyboard.press('Enter');
        const main = page.getByRole('main');
        await expect(main).toBeFocused();
        await expect(main.getByRole('heading', {level: 1})).toBeVisible();
      });
    }

    const mode = t.locale === 'bg' ? 'light' : 'dark';
    test(`every control of a doc page is reached by Tab, in order, with a visible focus ring (${mode} mode)`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(`${t.prefix}${DOC}`);
      await waitForHydration(page);
      await setColourMode(page, mode);
      // The article's end loads its code once scrolled near and then replaces
      // its server HTML with the same controls (src/client/defer-until-near.tsx):
      // let that happen first, so the controls marked below stay on the page.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));

      type Stop = NonNullable<Awaited<ReturnType<typeof focused>>>;
      const stops: Stop[] = [];
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press('Tab');
        const stop = await focused(page, i);
        // Past the last control focus leaves the page, or starts again at the top.
        if (stop === null || (stop.seenBefore && stop.name === k.skipLink)) break;
        // Any other control seen twice means a loop that holds focus.
        expect(stop.seenBefore, `${stop.name} is reached only once`).toBe(false);
        stops.push(stop);
      }
      expect(stops[0]?.name).toBe(k.skipLink);
      expect(stops.at(-1)?.area, 'Tab goes on to the end of the footer').toBe('footer');
      expect(stops.at(-1)?.name.startsWith(Object.keys(SOCIAL_URLS).at(-1)!)).toBe(true);

      // The controls a reader needs, in reading order.
      const expected: [string, (stop: Stop) => boolean][] = [
        ['skip link', (s) => s.name === k.skipLink],
        ['announcement close button', (s) => s.name === t.closeAnnouncement],
        ['business docs', (s) => s.name === t.business],
        ['marketplace', (s) => s.name === t.marketplace],
        ['changelog', (s) => s.name === t.changelog],
        ['version dropdown', (s) => s.name === t.version],
        ['language dropdown', (s) => s.name === t.language],
        ['colour mode toggle', (s) => t.colourToggle.test(s.name)],
        ['search box', (s) => s.tag === 'input'],
        ['sidebar link', (s) => s.name === k.firstSidebarLink && s.area === 'docs sidebar'],
        ['sidebar category', (s) => s.name === k.expandCategory],
        ['TOC link', (s) => s.name === k.firstTocLink && s.area === 'toc'],
        ['footer link', (s) => s.area === 'footer' && s.name.startsWith(t.footer.business)],
      ];
      const positions = expected.map(([label, matches]) => [label, stops.findIndex(matches)]);
      for (const [label, position] of positions) {
        expect(position, `${label} is reached by Tab`).toBeGreaterThanOrEqual(0);
      }
      const order = positions.map(([, position]) => position as number);
      expect(
        order.every((position, i) => i === 0 || position > order[i - 1]),
        `in reading order: ${positions.map(([label, position]) => `${label} ${position}`).join(', ')}`,
      ).toBe(true);

      // Every visible control on the page is a Tab stop.
      const missed = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, [tabindex]',
          ),
        ]
          .filter(
            (element) =>
              element.tabIndex >= 0 &&
              !element.matches(':disabled') &&
              !element.closest('[inert]') &&
              element.checkVisibility({visibilityProperty: true}) &&
              element.dataset.tabStop === undefined,
          )
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(missed).toEqual([]);

      // Each focused control looks different from its unfocused self.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const unfocused = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-tab-stop]')].map((element) => {
          const style = getComputedStyle(element);
          return {
            index: Number(element.dataset.tabStop),
            outlineStyle: style.outlineStyle,
            outlineWidth: parseFloat(style.outlineWidth) || 0,
            boxShadow: style.boxShadow,
          };
        }),
      );
      const withoutRing = stops
        .map((stop, i) => ({stop, before: unfocused.find((entry) => entry.index === i)}))
        .filter(({stop, before}) => !stop.focusVisible || !before || !hasFocusRing(stop, before))
        .map(({stop}) => `${stop.name} (${stop.outline}, ${stop.boxShadow})`);
      expect(withoutRing).toEqual([]);
    });

    for (const [which, key] of [
      ['version', 'Enter'],
      ['language', 'Space'],
    ] as const) {
      test(`the ${which} dropdown opens with ${key} and closes with Escape`, async ({page}) => {
        await page.setViewportSize({width: 1280, height: 800});
        await page.goto(`${t.prefix}${DOC}`);
        await waitForHydration(page);
        const navbar = page.getByRole('navigation', {name: t.navbar});
        const name = which === 'version' ? t.version : t.language;
        const toggle = navbar.getByRole('button', {name, exact: true});
        const item = navbar
          .locator('.dropdown')
          .filter({has: page.getByRole('button', {name, exact: true})})
          .getByRole('link', {name: which === 'version' ? t.releaseNotes : k.otherLanguage});

        await tabTo(page, toggle);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(item).toBeHidden();

        await page.keyboard.press(key);
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(item).toBeVisible();
        await expect(toggle).toBeFocused();

        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(item).toBeHidden();
        await expect(toggle).toBeFocused();

        // Open again, go into the menu, and Escape from there. (The menu fades in: a Tab in the
        // same frame as the key would pass it by, faster than any hand.)
        await page.keyboard.press(key);
        await expect(item).toBeVisible();
        await tabTo(page, item, 5);
        await page.keyboard.press('Escape');
        await expect(item).toBeHidden();
        await expect(toggle).toBeFocused();

        // An item is chosen with Enter.
        await page.keyboard.press(key);
        await expect(item).toBeVisible();
        await tabTo(page, item, 5);
        await page.keyboard.press('Enter');
        await expect
          .poll(() => pathname(page))
          .toBe(
            which === 'version'
              ? `${t.prefix}/changelog/`
              : `${t.locale === 'bg' ? '/en' : ''}${DOC}`,
          );
      });
    }

    test('on a phone the menu button opens the sidebar, whose links Tab reaches', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${t.prefix}${DOC}`);
      await waitForHydration(page);
      const openMenu = page.getByRole('button', {name: t.openMenu});
      const closeMenu = page.getByRole('button', {name: t.closeMenu});
      const sidebar = page.locator('.navbar-sidebar');

      await tabTo(page, openMenu, 10);
      await page.keyboard.press('Enter');
      await expect(closeMenu).toBeVisible();
      // Focus goes into the open sidebar, not left behind it.
      await expect(closeMenu).toBeFocused();

      // Tab goes through the sidebar's controls only, each visible where it is.
      const reached: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const stop = await focused(page);
        if (stop === null) break;
        expect(stop.area, `${stop.name} is in the sidebar`).toBe('mobile sidebar');
        await expect
          .poll(() => focusedIsUncovered(page), {message: `${stop.name} can be seen`})
          .toBe(true);
        expect(stop.focusVisible).toBe(true);
        reached.push(stop.name);
        if (stop.name === k.dashboardLink) break;
      }
      expect(reached).toContain(k.backToMainMenu);
      expect(reached).toContain(k.firstSidebarLink);
      expect(reached.at(-1)).toBe(k.dashboardLink);

      // Escape closes it and focus returns to the menu button.
      await page.keyboard.press('Escape');
      await expect(closeMenu).toBeHidden();
      await expect(openMenu).toBeFocused();
      await expect(sidebar).not.toHaveClass(/navbar-sidebar--show/);

      // The main menu's links, by keyboard: open, back to the main menu, follow a link.
      await page.keyboard.press('Space');
      await expect(closeMenu).toBeFocused();
      const back = sidebar.getByRole('button', {name: k.backToMainMenu});
      await tabTo(page, back, 10);
      await page.keyboard.press('Enter');
      const changelog = sidebar.getByRole('link', {name: t.changelog, exact: true});
      await expect(changelog).toBeVisible();
      await tabTo(page, changelog, 15);
      await page.keyboard.press('Enter');
      await expect.poll(() => pathname(page)).toBe(`${t.prefix}/changelog/`);
      await expect(closeMenu).toBeHidden();
    });
  });
}
