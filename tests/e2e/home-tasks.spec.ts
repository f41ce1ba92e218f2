/**
 * The home page's popular tasks lead to the tools too (issue #50): the booking simulator is a
 * task of its own, right after "a client cannot book", and its link lands on the simulator.
 */
import {expect, test} from '@playwright/test';

const LOCALES = [
  {
    prefix: '',
    tasks: 'Най-честите задачи',
    cannotBook: 'Клиент не може да запази час, в който работя',
    simulator: 'Симулатор: кои часове вижда клиентът',
  },
  {
    prefix: '/en',
    tasks: 'Popular tasks',
    cannotBook: 'A client cannot book a time I work',
    simulator: 'Simulator: which times a client sees',
  },
];

const DEVICES = [
  {name: 'phone', viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
  {name: 'desktop', viewport: {width: 1440, height: 900}, isMobile: false, hasTouch: false},
];

for (const {name, ...device} of DEVICES) {
  test.describe(`home page tasks on a ${name}`, () => {
    test.use(device);

    for (const t of LOCALES) {
      test(`${t.prefix || 'bg'}: the simulator's task lands on the simulator`, async ({page}) => {
        await page.goto(`${t.prefix}/`);
        const tasks = page.getByRole('region', {name: t.tasks});
        const links = await tasks.getByRole('link').allInnerTexts();
        expect(links.indexOf(t.simulator)).toBe(links.indexOf(t.cannotBook) + 1);
        await tasks.getByRole('link', {name: t.simulator, exact: true}).click();
        await expect(page).toHaveURL(
          (url) =>
            url.pathname === `${t.prefix}/business/online-bookings/` && url.hash === '#try-it',
        );
        await expect(page.locator('#try-it')).toBeInViewport();
        const simulator = page.locator('.booking-rules-simulator');
        await simulator.scrollIntoViewIfNeeded();
        await expect(simulator).toBeVisible();
      });
    }
  });
}
