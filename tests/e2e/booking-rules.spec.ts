import {expect, test} from '@playwright/test';

/**
 * The booking rules page (SITE.md §2): the Online bookings category's own
 * page, the site's one answer to "why can't my client book this time?".
 * Readers reach it from the sidebar and from the articles that send them to
 * its checklist.
 */
const LOCALES = [
  {
    locale: 'bg',
    prefix: '',
    category: 'Онлайн резервации',
    title: 'Правила за онлайн резервации',
    checklist: 'Клиент не може да запази час, в който работите',
  },
  {
    locale: 'en',
    prefix: '/en',
    category: 'Online bookings',
    title: 'Online booking rules',
    checklist: 'A client cannot book a time when you are working',
  },
];

for (const {locale, prefix, category, title, checklist} of LOCALES) {
  test(`${locale}: the Online bookings category in the sidebar opens the booking rules page`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/business/calendar/`);
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('link', {name: category, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/business/online-bookings/$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    // The category stays expanded with its two articles under the page.
    await expect(sidebar.locator('a[href$="/online-bookings/custom-domain/"]')).toBeVisible();
  });

  test(`${locale}: the calendar's "slots not online" answer leads to the checklist`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/business/calendar/`);
    await page.locator('article a[href$="/online-bookings/#cannot-book"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/business/online-bookings/#cannot-book$`));
    const heading = page.getByRole('heading', {level: 2, name: checklist});
    await expect(heading).toBeInViewport();
    // Every cause of the checklist is a heading of its own, to link to and to scan.
    await expect(page.locator('h3[id^="check-"]')).toHaveCount(13);
  });
}
