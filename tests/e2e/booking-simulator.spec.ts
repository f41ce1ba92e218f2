/**
 * «Защо не се предлага този час?» — the booking rules simulator on
 * /business/online-bookings/#try-it (src/components/BookingRulesSimulator),
 * in both languages: the worked example's 9 start times, the step, the reason
 * for any time with a link to its section, bad input, the browser's own time
 * zone, a phone, axe in both colour modes, no JavaScript, and its code
 * loading only when the reader comes near it.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';

import {blockJavaScript, setColourMode, waitForHydration} from './theme-support';

const LOCALES = [
  {
    locale: 'bg',
    prefix: '',
    heading: 'Опитайте сами',
    count: (n: number) => `Клиентът вижда ${n} начални часа.`,
    invalid: 'Няма резултат: поправете полетата, отбелязани с грешка.',
    step: 'Стъпка на началните часове',
    pickLegend: 'Изберете начален час, за да видите защо се предлага или не',
    offered: ', предлага се',
    hidden: ', не се предлага',
    reason1215:
      '12:15 не се предлага: услугата свършва в 13:00, но буферът ѝ (13:00–13:15) влиза в блокираното време от 13:00.',
    bufferLink: 'Буфер след услугата',
    reason1000:
      '10:00 не се предлага: минималното предизвестие е 1 час, а клиентът отваря страницата в 9:40, затова най-ранният възможен час е 10:40.',
    noticeLink: 'Минимално предизвестие',
    reason1015: /^10:15 не се предлага: .*запазения час от 11:00\.$/,
    offered1200: /^12:00 се предлага: /,
    close: 'Локацията затваря',
    closeError: 'Часът на затваряне трябва да е след часа на отваряне.',
    client: 'Кога клиентът отваря страницата за резервации',
    time: 'Час',
    busy: 'Заетото време на Мария',
    removeGoogle: 'Премахни: Събитие „зает“ в Google Календар 16:00–17:00',
    addKind: 'Вид заето време за добавяне',
    add: 'Добави',
    reset: 'Обратно към примера',
    exampleSplit: 'Пример: смени с прекъсване',
    exampleAny: 'Пример: без предпочитание',
    split1215:
      '12:15 не се предлага: услугата свършва в 13:00, но буферът ѝ (13:00–13:15) влиза в прекъсването на работното време от 13:00 до 15:00.',
    splitTimes:
      '9:00, 11:00, 11:15, 11:30, 11:45, 12:00, 15:00, 15:15, 15:30, 15:45, 16:00, 16:15, 16:30, 16:45, 17:00',
    any1400: '14:00 се предлага. Може да го поеме: Мария и Елена.',
    any1530: '15:30 не се предлага: никой от служителите не може да го поеме.',
    maria1530:
      /^Мария: 15:30 не се предлага: услугата би продължила до 16:15, а от 16:00 има събитие „зает“ в Google Календар\./,
    elena1530: /^Елена: 15:30 не се предлага: тогава служителят има запазен час \(15:00–16:00\)\./,
    locationOpen: 'Локацията отваря',
    removeMariaAfternoon: 'Премахни интервала 15:00–18:00',
  },
  {
    locale: 'en',
    prefix: '/en',
    heading: 'Try it yourself',
    count: (n: number) => `The client sees ${n} start times.`,
    invalid: 'No result: correct the fields marked with an error.',
    step: 'Slot step',
    pickLegend: 'Pick a start time to see why it is offered or not',
    offered: ', offered',
    hidden: ', not offered',
    reason1215:
      '12:15 is not offered: the service ends at 13:00, but its buffer (13:00–13:15) runs into the blocked time from 13:00.',
    bufferLink: 'Buffer after service',
    reason1000:
      '10:00 is not offered: the minimum notice is 1 hour, and the client opens the page at 9:40, so the earliest possible time is 10:40.',
    noticeLink: 'Minimum notice',
    reason1015: /^10:15 is not offered: .*the appointment at 11:00\.$/,
    offered1200: /^12:00 is offered: /,
    close: 'Location closes',
    closeError: 'The closing time must be after the opening time.',
    client: 'When the client opens the booking page',
    time: 'Time',
    busy: "Maria's busy time",
    removeGoogle: 'Remove: Busy Google Calendar event 16:00–17:00',
    addKind: 'Kind of busy time to add',
    add: 'Add',
    reset: 'Reset to the example',
    exampleSplit: 'Example: a split shift',
    exampleAny: 'Example: no preference',
    split1215:
      '12:15 is not offered: the service ends at 13:00, but its buffer (13:00–13:15) runs into the break in the working hours from 13:00 to 15:00.',
    splitTimes:
      '9:00, 11:00, 11:15, 11:30, 11:45, 12:00, 15:00, 15:15, 15:30, 15:45, 16:00, 16:15, 16:30, 16:45, 17:00',
    any1400: '14:00 is offered. Who can take it: Maria and Elena.',
    any1530: '15:30 is not offered: none of the employees can take it.',
    maria1530:
      /^Maria: 15:30 is not offered: the service would run until 16:15, and there is a busy Google Calendar event from 16:00\./,
    elena1530:
      /^Elena: 15:30 is not offered: the employee has an appointment then \(15:00–16:00\)\./,
    locationOpen: 'Location opens',
    removeMariaAfternoon: 'Remove the interval 15:00–18:00',
  },
] as const;

type Texts = (typeof LOCALES)[number];

const ROUTE = '/business/online-bookings/';
/**
 * In the simulator's live chunk and in no script a page loads at first: the
 * English legend of the start times, from its strings module
 * (src/components/BookingRulesSimulator/strings.ts), which only the live part
 * imports, never ./index.tsx. Both languages' texts are in that chunk, so it
 * marks it on the Bulgarian page too; the English, because the minifier
 * writes Cyrillic as \u escapes. The English page's HTML has it, but that
 * is no script.
 */
const CHUNK_MARKER = 'Pick a start time to see why it is offered or not';

const simulatorOf = (page: Page): Locator => page.locator('.booking-rules-simulator');

/** Opens the article and scrolls to the simulator, whose code loads when the reader comes near. */
async function openSimulator(page: Page, t: Texts): Promise<Locator> {
  await page.goto(`${t.prefix}${ROUTE}`);
  await waitForHydration(page);
  const simulator = simulatorOf(page);
  await simulator.scrollIntoViewIfNeeded();
  await expect(simulator.locator('[data-ready="true"]')).toHaveCount(1);
  return simulator;
}

/** The start times to pick, and the sentence about the picked one. */
const picker = (simulator: Locator, t: Texts) => simulator.getByRole('group', {name: t.pickLegend});
const explanation = (simulator: Locator) => simulator.locator('[aria-live="polite"]');

async function pick(simulator: Locator, t: Texts, time: string): Promise<void> {
  await picker(simulator, t).getByText(time, {exact: true}).click();
}

/** The times offered: the radios whose names say so. */
const offeredRadios = (simulator: Locator, t: Texts) =>
  picker(simulator, t).getByRole('radio', {name: new RegExp(`${t.offered}$`)});

for (const t of LOCALES) {
  test.describe(`booking simulator (${t.locale})`, () => {
    test('the worked example: 9 start times; step 30 → 6, step 60 → 4; reset', async ({page}) => {
      const simulator = await openSimulator(page, t);
      // Under its own heading, right before the checklist.
      await expect(
        page.locator('h3#try-it + p + .booking-rules-simulator + h2#cannot-book'),
      ).toHaveCount(1);
      await expect(page.getByRole('heading', {level: 3, name: t.heading})).toHaveAttribute(
        'id',
        'try-it',
      );
      const status = simulator.getByRole('status');
      await expect(status).toHaveText(t.count(9));
      await expect(offeredRadios(simulator, t)).toHaveCount(9);
      await expect(picker(simulator, t).getByRole('radio')).toHaveCount(40); // 9:00–18:45

      const step = simulator.getByLabel(t.step);
      await step.selectOption('30');
      await expect(status).toHaveText(t.count(6));
      await expect(offeredRadios(simulator, t)).toHaveCount(6);
      await expect(picker(simulator, t).getByRole('radio')).toHaveCount(20);
      await step.selectOption('60');
      await expect(status).toHaveText(t.count(4));
      await expect(offeredRadios(simulator, t)).toHaveCount(4);

      await simulator.getByRole('button', {name: t.reset}).click();
      await expect(status).toHaveText(t.count(9));
      await expect(step).toHaveValue('15');
    });

    test('12:15: the buffer runs into the break, with a link to #buffer', async ({page}) => {
      const simulator = await openSimulator(page, t);
      await pick(simulator, t, '12:15');
      await expect(
        picker(simulator, t).getByRole('radio', {name: `12:15${t.hidden}`}),
      ).toBeChecked();
      const said = explanation(simulator);
      await expect(said.locator('p').first()).toHaveText(t.reason1215);
      await expect(said.getByRole('link', {name: t.bufferLink})).toHaveAttribute('href', '#buffer');
      await said.getByRole('link', {name: t.bufferLink}).click();
      await expect(page).toHaveURL(/#buffer$/);
      await expect(page.locator('h3#buffer')).toBeInViewport();
    });

    test('10:00: the minimum notice; the keyboard moves to 10:15 and its reason', async ({
      page,
    }) => {
      const simulator = await openSimulator(page, t);
      await pick(simulator, t, '10:00');
      const said = explanation(simulator);
      await expect(said.locator('p').first()).toHaveText(t.reason1000);
      await expect(said.getByRole('link', {name: t.noticeLink})).toHaveAttribute(
        'href',
        '#minimum-notice',
      );

      const radio = picker(simulator, t).getByRole('radio', {name: `10:00${t.hidden}`});
      await expect(radio).toBeChecked();
      await radio.focus();
      await page.keyboard.press('ArrowRight');
      await expect(
        picker(simulator, t).getByRole('radio', {name: `10:15${t.hidden}`}),
      ).toBeFocused();
      await expect(said.locator('p').first()).toHaveText(t.reason1015);
      // 10:15 also falls before the notice: a second link, to that rule.
      await expect(said.getByRole('link', {name: t.noticeLink})).toHaveCount(1);

      await pick(simulator, t, '12:00');
      await expect(said.locator('p').first()).toHaveText(t.offered1200);
      await expect(said.getByRole('link')).toHaveCount(0);
    });

    test('close before open: a message on the field and no result', async ({page}) => {
      const simulator = await openSimulator(page, t);
      const close = simulator.getByLabel(t.close);
      await close.fill('08:00');
      await expect(close).toHaveAttribute('aria-invalid', 'true');
      await expect(close).toHaveAccessibleDescription(t.closeError);
      await expect(simulator.getByText(t.closeError)).toBeVisible();
      await expect(simulator.getByRole('status')).toHaveText(t.invalid);
      await expect(simulator.getByRole('radio')).toHaveCount(0);
      await expect(simulator).not.toContainText('NaN');

      await close.fill('19:00');
      await expect(close).not.toHaveAttribute('aria-invalid');
      await expect(simulator.getByRole('status')).toHaveText(t.count(9));
    });

    test('busy time: remove the Google event (16 times), add an entry', async ({page}) => {
      const simulator = await openSimulator(page, t);
      const busy = simulator.getByRole('group', {name: t.busy});
      await busy.getByRole('button', {name: t.removeGoogle}).click();
      await expect(simulator.getByRole('status')).toHaveText(t.count(16));
      await busy.getByLabel(t.addKind).selectOption('blocked');
      await busy.getByRole('button', {name: t.add, exact: true}).click();
      // The new entry, 15:00–15:30, takes away 14:15 to 15:15: 11 remain.
      await expect(busy.getByRole('group')).toHaveCount(3);
      await expect(simulator.getByRole('status')).toHaveText(t.count(11));
    });

    test('axe: no violations in light and dark, picked and with an error', async ({page}) => {
      const simulator = await openSimulator(page, t);
      const axe = () =>
        new AxeBuilder({page})
          .include('.booking-rules-simulator')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
      await pick(simulator, t, '12:15');
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        expect((await axe()).violations, `${mode}, 12:15 picked`).toEqual([]);
      }
      await simulator.getByLabel(t.close).fill('08:00');
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        expect((await axe()).violations, `${mode}, an error`).toEqual([]);
      }
    });

    test('without JavaScript the page shows the example’s 9 start times', async ({page}) => {
      await blockJavaScript(page);
      await page.goto(`${t.prefix}${ROUTE}`);
      const simulator = simulatorOf(page);
      await expect(simulator.getByRole('status')).toHaveText(t.count(9));
      await expect(offeredRadios(simulator, t)).toHaveCount(9);
      await expect(simulator.locator('[data-ready]')).toHaveCount(0);
    });

    test('its code loads only when the reader comes near it', async ({page}) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`${t.prefix}${ROUTE}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const simulator = simulatorOf(page);
      // Far below the first screen: further than deferUntilNear's margin (1000 px).
      const box = await simulator.boundingBox();
      expect(box!.y).toBeGreaterThan(page.viewportSize()!.height + 1000);
      // The server's HTML shows the result already.
      await expect(simulator.getByRole('status')).toHaveText(t.count(9));
      await expect(simulator.locator('[data-ready]')).toHaveCount(0);

      const bodies = async (urls: string[]) =>
        Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
      const atLoad = scripts.length;
      expect((await bodies(scripts)).filter((body) => body.includes(CHUNK_MARKER))).toEqual([]);

      await simulator.scrollIntoViewIfNeeded();
      await expect(simulator.locator('[data-ready="true"]')).toHaveCount(1);
      const later = await bodies(scripts.slice(atLoad));
      // The marker does find the simulator's chunk: it arrives now.
      expect(later.filter((body) => body.includes(CHUNK_MARKER))).toHaveLength(1);
      await expect(simulator.getByRole('status')).toHaveText(t.count(9));
      expect(errors).toEqual([]);
    });

    test('a reader sent to the checklist below it from another article stays there', async ({
      page,
    }) => {
      // Opened inside the site, the simulator's place is empty until its code
      // arrives; then it must not push the section the reader was sent to away.
      await page.goto(`${t.prefix}/business/calendar/`);
      await waitForHydration(page);
      await page.locator('article a[href$="/online-bookings/#cannot-book"]').first().click();
      await expect(page).toHaveURL(/#cannot-book$/);
      await expect(simulatorOf(page).locator('[data-ready="true"]')).toHaveCount(1);
      await expect(page.locator('h2#cannot-book')).toBeInViewport();
    });

    test.describe('in a browser in New York', () => {
      test.use({timezoneId: 'America/New_York'});

      test('the times are still Sofia times', async ({page}) => {
        const simulator = await openSimulator(page, t);
        const offset = await page.evaluate(() =>
          new Date(Date.UTC(2025, 10, 4)).getTimezoneOffset(),
        );
        expect(offset).toBe(300);
        await expect(simulator.getByRole('status')).toHaveText(t.count(9));
        // Opened at 8:55 Sofia time, 10:00 comes back (the article's last bullet): 10.
        const client = simulator.getByRole('group', {name: t.client});
        await client.getByLabel(t.time, {exact: true}).fill('08:55');
        await expect(simulator.getByRole('status')).toHaveText(t.count(10));
        await expect(
          picker(simulator, t).getByRole('radio', {name: `10:00${t.offered}`}),
        ).toHaveCount(1);
      });
    });

    test.describe('on a phone', () => {
      test.use({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
        // A browser in American English: its own clock would say 9:00 AM.
        locale: 'en-US',
      });

      test('times are 24-hour whatever the browser’s language', async ({page}) => {
        const simulator = await openSimulator(page, t);
        expect(await page.evaluate(() => navigator.language)).toBe('en-US');
        const open = simulator.getByLabel(t.locationOpen, {exact: true});
        await expect(open).toHaveValue('09:00');
        // A text field, not <input type="time">, which would show 9:00 AM here.
        expect(await open.getAttribute('type')).toBe('text');
        expect(await simulator.locator('input[type="time"]').count()).toBe(0);
        await open.fill('14:30');
        await expect(open).toHaveValue('14:30');
        // Open from 14:30: 14:30, 14:45, 15:00 and 17:00.
        await expect(simulator.getByRole('status')).toHaveText(t.count(4));
        await expect(simulator).not.toContainText(/\b(AM|PM)\b/);
        await open.fill('9:00');
        await expect(simulator.getByRole('status')).toHaveText(t.count(9));
      });

      test('the answer is on the first screen: the times and the tapped time’s reason', async ({
        page,
      }) => {
        const simulator = await openSimulator(page, t);
        // The reader has scrolled to the simulator: its top at the top of the screen.
        await simulator.evaluate((element) => element.scrollIntoView({block: 'start'}));
        const screen = page.viewportSize()!.height;
        const bottomOf = async (locator: Locator) => {
          const box = (await locator.boundingBox())!;
          return box.y + box.height;
        };
        await expect(simulator.getByRole('status')).toHaveText(t.count(9));
        expect(await bottomOf(simulator.getByRole('status'))).toBeLessThanOrEqual(screen);
        // The list of the times, and a time of the afternoon to tap.
        expect(await bottomOf(simulator.getByText('12:00, 13:30, 13:45'))).toBeLessThanOrEqual(
          screen,
        );
        const time = picker(simulator, t).getByText('12:15', {exact: true});
        expect(await bottomOf(time)).toBeLessThanOrEqual(screen);
        await time.tap();
        const said = explanation(simulator).locator('p').first();
        await expect(said).toHaveText(t.reason1215);
        expect(await bottomOf(said)).toBeLessThanOrEqual(screen);
        expect(await bottomOf(said)).toBeGreaterThan(0);
        // The form follows the answer.
        const form = simulator.getByLabel(t.locationOpen, {exact: true});
        expect((await form.boundingBox())!.y).toBeGreaterThan(await bottomOf(said));
      });

      test('a split-shift day: 15 times, 12:15 runs into the lunch break', async ({page}) => {
        const simulator = await openSimulator(page, t);
        await simulator.getByRole('button', {name: t.exampleSplit}).tap();
        await expect(simulator.getByRole('status')).toHaveText(t.count(15));
        await expect(simulator.getByText(t.splitTimes, {exact: true})).toBeVisible();
        await pick(simulator, t, '12:15');
        await expect(explanation(simulator).locator('p').first()).toHaveText(t.split1215);
        // 14:00: the location is open again, Maria is not.
        await expect(
          picker(simulator, t).getByRole('radio', {name: `14:00${t.hidden}`}),
        ).toHaveCount(1);
        // Without Maria's afternoon shift only the morning is left: 6 times.
        await simulator.getByRole('button', {name: t.removeMariaAfternoon}).tap();
        await expect(simulator.getByRole('status')).toHaveText(t.count(6));
      });

      test('a no-preference day: 17 times, who takes 14:00, why nobody takes 15:30', async ({
        page,
      }) => {
        const simulator = await openSimulator(page, t);
        await simulator.getByRole('button', {name: t.exampleAny}).tap();
        await expect(simulator.getByRole('status')).toHaveText(t.count(17));
        await expect(offeredRadios(simulator, t)).toHaveCount(17);
        await pick(simulator, t, '14:00');
        const said = explanation(simulator).locator('p');
        await expect(said.first()).toHaveText(t.any1400);
        await pick(simulator, t, '15:30');
        await expect(said.nth(0)).toHaveText(t.any1530);
        await expect(said.nth(1)).toHaveText(t.maria1530);
        await expect(said.nth(2)).toHaveText(t.elena1530);
      });

      test('no sideways scroll, with a time picked and a 5-minute step', async ({page}) => {
        const simulator = await openSimulator(page, t);
        const noSidewaysScroll = () =>
          page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(await noSidewaysScroll()).toBe(true);
        await pick(simulator, t, '12:15');
        expect(await noSidewaysScroll()).toBe(true);
        // For the review: the simulator alone, without the sticky navbar drawn over it.
        await page.addStyleTag({content: '.navbar { visibility: hidden; }'});
        await simulator.screenshot({path: `/tmp/booking-simulator-${t.locale}.png`});
        await page.addStyleTag({content: '.navbar { visibility: visible; }'});
        await simulator.getByLabel(t.step).selectOption('5');
        await expect(picker(simulator, t).getByRole('radio')).toHaveCount(120);
        expect(await noSidewaysScroll()).toBe(true);
        // Fields stack: each one is no wider than the simulator.
        const width = (await simulator.boundingBox())!.width;
        for (const input of await simulator.locator('input:not([type="radio"]), select').all()) {
          expect((await input.boundingBox())!.width).toBeLessThanOrEqual(width);
        }
      });
    });
  });
}
