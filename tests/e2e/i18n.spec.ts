import {expect, test} from '@playwright/test';

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
