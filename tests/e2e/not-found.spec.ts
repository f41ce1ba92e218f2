import {expect, test} from '@playwright/test';

import {waitForHydration} from './theme-support';

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({page}) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Страницата не е намерена');
  });

  test('an unknown path under /en/ answers 404 too', async ({page}) => {
    // docusaurus serve answers every unknown path with the root (Bulgarian)
    // 404 page; the production server picks /en/404.html (deploy/).
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
  });

  // In the browser these addresses belong to the docs' routes, whose DocRoot
  // draws the not-found text without the not-found page around it: the way on
  // and the title must survive hydration there too.
  for (const route of ['/business/no-such-page/', '/marketplace/no-such-page/', '/business/']) {
    test(`${route} keeps the not-found title and the way on after hydration`, async ({page}) => {
      const reactErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /React|hydrat/i.test(message.text()))
          reactErrors.push(message.text());
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page).toHaveTitle('Страницата не е намерена | Slotera Studio');
      const main = page.getByRole('main');
      await expect(
        main.getByRole('searchbox', {name: 'Потърсете в помощния център'}),
      ).toBeVisible();
      await expect(main.getByRole('link', {name: 'началната страница'})).toHaveAttribute(
        'href',
        '/',
      );
      expect(reactErrors).toEqual([]);
    });
  }

  test('the English not-found page is in English', async ({page}) => {
    await page.goto('/en/404.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  });

  for (const t of [
    {prefix: '', label: 'Потърсете в помощния център', query: 'портфейл', result: 'Портфейл'},
    {prefix: '/en', label: 'Search the help centre', query: 'wallet', result: 'Wallet'},
  ]) {
    test(`${t.prefix || 'bg'}: the not-found page searches the help centre and links back`, async ({
      page,
    }) => {
      await page.goto(`${t.prefix}/404.html`);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('link', {name: t.prefix ? 'the home page' : 'началната страница'}),
      ).toHaveAttribute('href', `${t.prefix}/`);
      await expect(
        main.getByRole('link', {
          name: t.prefix ? 'the business docs' : 'документацията за бизнеса',
        }),
      ).toHaveAttribute('href', `${t.prefix}/business/intro/`);
      await main.getByRole('searchbox', {name: t.label}).fill(t.query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${t.prefix}/search/?q=${encodeURIComponent(t.query)}`);
      await expect(
        page.getByRole('main').getByRole('link', {name: t.result, exact: true}).first(),
      ).toBeVisible({
        timeout: 30_000,
      });
    });
  }

  test.describe('before the scripts have run', () => {
    test.use({javaScriptEnabled: false});

    test('the search field still opens the search page with the words typed', async ({page}) => {
      await page.goto('/404.html');
      await page
        .getByRole('searchbox', {name: 'Потърсете в помощния център'})
        .fill('работно време');
      await page.getByRole('button', {name: 'Търсене', exact: true}).click();
      await expect(page).toHaveURL(
        '/search/?q=%D1%80%D0%B0%D0%B1%D0%BE%D1%82%D0%BD%D0%BE+%D0%B2%D1%80%D0%B5%D0%BC%D0%B5',
      );
    });
  });
});
