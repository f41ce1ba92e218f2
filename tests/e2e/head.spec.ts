/**
 * The document head after hydration and after navigation inside the site —
 * what the browser's head manager (src/client/head-manager.ts, in place of
 * react-helmet-async) does: the tab title, the description, canonical URL,
 * hreflang links, sharing tags, structured data and the `<html>` attributes
 * must be exactly those of the page's own HTML, with nothing left over from
 * the page before and nothing twice. A reader notices a wrong tab title; a
 * crawler that runs scripts, a wrong canonical or a stale FAQPage.
 */
import {expect, test, type Browser, type Page} from '@playwright/test';

/** Title, `<html>` attributes and managed head tags, in a comparable form. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const html = document.documentElement;
    // Structured data compared as data: the HTML minifier reorders its keys.
    const sortKeys = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sortKeys)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
            )
          : value;
    const tags = [...document.head.querySelectorAll('[data-rh]')]
      // An inline script has run by the time the page is read; whether its element stays does not matter.
      .filter((element) => !(element.localName === 'script' && !element.hasAttribute('type')))
      .map((element) => {
        const attributes = [...element.attributes]
          .map(({name, value}) => `${name}=${value}`)
          .sort()
          .join(' ');
        const text =
          element.getAttribute('type') === 'application/ld+json'
            ? JSON.stringify(sortKeys(JSON.parse(element.textContent ?? 'null')))
            : (element.textContent ?? '');
        return `<${element.localName} ${attributes}>${text}`;
      });
    return {
      title: document.title,
      lang: html.lang,
      dir: html.dir,
      classes: [...html.classList].sort(),
      tags: tags.sort(),
    };
  });
}

/** The head of a route as its HTML has it, before any script runs. */
async function serverHead(browser: Browser, route: string) {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(route);
  const head = await readHead(page);
  await context.close();
  return head;
}

async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Clicks an in-site link and waits until the new page's head is in place. */
async function navigate(page: Page, link: string, route: string, title: string) {
  // A mark on the window tells a navigation inside the site from a page load.
  await page.evaluate(() => Object.assign(window, {samePageLoad: true}));
  await page.locator(link).first().click();
  await expect(page).toHaveURL(route);
  await expect(page).toHaveTitle(title);
  expect(await page.evaluate(() => 'samePageLoad' in window), 'navigated inside the site').toBe(
    true,
  );
}

for (const prefix of ['', '/en']) {
  test(`${prefix || 'bg'}: after hydration the head is the page's HTML head, each tag once`, async ({
    page,
    browser,
  }) => {
    const route = `${prefix}/business/billing/faq/`;
    const expected = await serverHead(browser, route);
    expect(expected.tags.some((tag) => tag.includes('FAQPage'))).toBe(true);
    await page.goto(route);
    await waitForHydration(page);
    // The head manager applies its changes in the next animation frame.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await readHead(page)).toEqual(expected);
  });

  test(`${prefix || 'bg'}: navigating inside the site gives each page its own head`, async ({
    page,
    browser,
  }) => {
    const steps = [
      // → the FAQ: its structured data appears
      {
        link: `.theme-doc-sidebar-menu a[href="${prefix}/business/billing/faq/"]`,
        route: `${prefix}/business/billing/faq/`,
      },
      // → the changelog: the FAQ's structured data and the docs' classes go
      {link: `.navbar a[href="${prefix}/changelog/"]`, route: `${prefix}/changelog/`},
      // → home, then an article again
      {link: `a.navbar__brand`, route: `${prefix}/`},
      {link: `.navbar a[href="${prefix}/business/intro/"]`, route: `${prefix}/business/intro/`},
    ];
    await page.goto(`${prefix}/business/billing/wallet/`);
    await waitForHydration(page);
    let before = await readHead(page);
    for (const {link, route} of steps) {
      const expected = await serverHead(browser, route);
      await navigate(page, link, route, expected.title);
      await expect.poll(() => readHead(page)).toEqual(expected);
      expect(expected, `${route} differs from the page before`).not.toEqual(before);
      before = expected;
    }
  });
}
