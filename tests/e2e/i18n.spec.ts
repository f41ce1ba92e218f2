import {expect, test} from '@playwright/test';

import {CONSENT_BASE_URL} from '../../playwright.config';
import {waitForHydration} from './theme-support';

test.describe('languages', () => {
  test('Bulgarian is the default at / and English lives under /en/', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Slotera Studio');
    await expect(
      page.getByText('Онлайн платформа за управление на бизнеси с резервации'),
    ).toBeVisible();

    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByText('An online platform for managing appointment-based businesses'),
    ).toBeVisible();
  });

  test('the locale dropdown leads to the same page in the other language and back', async ({
    page,
  }) => {
    await page.goto('/business/intro/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Помощен център на Slotera');

    await page.getByRole('button', {name: 'Български'}).hover();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/en\/business\/intro\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Slotera help centre');

    await page.getByRole('button', {name: 'English'}).hover();
    await page.getByRole('link', {name: 'Български'}).click();
    await expect(page).toHaveURL(/\/business\/intro\/$/);
    expect(new URL(page.url()).pathname).toBe('/business/intro/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  });

  test('interface strings are translated in each language', async ({page}) => {
    await page.goto('/business/intro/');
    const navbar = page.getByRole('navigation', {name: 'Основна'});
    await expect(navbar.getByRole('link', {name: 'За бизнеса'})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'Промени'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Последвайте ни');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Slotera');

    await page.goto('/en/business/intro/');
    const enNavbar = page.getByRole('navigation', {name: 'Main'});
    await expect(enNavbar.getByRole('link', {name: 'Business docs'})).toBeVisible();
    await expect(enNavbar.getByRole('link', {name: 'Changelog'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Follow us');
  });
});

/**
 * Latin words a Bulgarian page may show outside the articles' own text: names of products and
 * companies, and abbreviations a Bulgarian reader uses as they are. Anything else in Latin
 * letters is English left in the interface (a string without a Bulgarian entry shows the
 * code's English default).
 */
const NAMES_IN_LATIN = new Set(
  (
    'Slotera Studio Viber SMS Google Apple Pay Facebook Instagram LinkedIn YouTube WordPress ' +
    'Booking Chrome Android iPhone Safari Firefox Edge API UTM CSV PDF GDPR Visa Mastercard ' +
    'Ctrl Cmd K Enter Esc Tab Shift JavaScript HTML DNS HTTPS CNAME TXT ID IDs QR iOS ' +
    'Outlook NVDA JAWS VoiceOver Windows macOS Mac Command Prompt svc loc emp my salon ' +
    'Tag Manager webhook webhooks support slotera example business help com ' +
    // "Take this page with you" under every article: a format and two assistants, by name.
    'Markdown ChatGPT Claude'
  ).split(' '),
);

/** The interface text of the page: visible text and labels, outside article bodies and code. */
function interfaceWords(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    // Articles' own text, and the search page's excerpts of it; code; another language's name
    // in the language menu (written in that language).
    const CONTENT =
      '.theme-doc-markdown, .markdown, [class*="searchResultItem"], code, pre, kbd, script, ' +
      'style, noscript, [lang]:not([lang="bg"])';
    const words: string[] = [];
    const add = (text: string | null, where: string) => {
      for (const word of (text ?? '').match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
        words.push(`${word} (${where})`);
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(CONTENT) || parent.closest('[hidden], [aria-hidden="true"]'))
        continue;
      add(node.textContent, parent.tagName.toLowerCase());
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (element.closest(CONTENT) || element.tagName === 'LINK') continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        add(element.getAttribute(attribute), `${attribute} of ${element.tagName.toLowerCase()}`);
      }
    }
    add(document.title, 'title');
    return words;
  });
}

const englishWords = (words: string[]) =>
  words.filter((entry) => !NAMES_IN_LATIN.has(entry.split(' (')[0]));

test.describe('no English interface text on Bulgarian pages', () => {
  for (const route of [
    '/',
    '/business/billing/wallet/',
    '/marketplace/intro/',
    '/changelog/2025/11/05/accessibility-improvements/',
    '/changelog/',
    '/search/?q=календар',
    '/no-such-page/',
  ]) {
    test(route, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      // The article end answers once its code is there, near it.
      const end = page.locator('.theme-article-end');
      if (await end.count()) {
        await end.scrollIntoViewIfNeeded();
        await expect(end).toHaveAttribute('data-ready', 'true');
      }
      if (route.startsWith('/search/')) {
        // The index downloads and the worker starts first: the search specs'
        // allowance (INDEX_READY), not the default 5 s a busy CI machine overran.
        await expect(page.locator('article, [class*="searchResult"]').first()).toBeVisible({
          timeout: 30_000,
        });
      }
      expect(englishWords(await interfaceWords(page))).toEqual([]);
    });
  }

  test('the consent banner', async ({page}) => {
    await page.goto(`${CONSENT_BASE_URL}/business/intro/`);
    await waitForHydration(page);
    await expect(page.getByRole('region', {name: 'Бисквитки за статистика'})).toBeVisible();
    expect(englishWords(await interfaceWords(page))).toEqual([]);
  });
});
