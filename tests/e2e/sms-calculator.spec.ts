/**
 * «Колко ще струва съобщението ми?» — the SMS cost calculator of the prices
 * article (src/components/SmsCostCalculator), in both languages: its results
 * agree with the counting module the unit tests check against the articles,
 * it names what makes a message "Cyrillic" and offers the Latin version,
 * it reads out its results, it works on a phone, in both colour modes and
 * without JavaScript, and its code is not loaded until the reader comes near.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

import {formatMoney} from '../../src/notifications/prices.mjs';
import {countSegments, messageCost, toLatin} from '../../src/notifications/sms-segments.mjs';
import {blockJavaScript, setColourMode, waitForHydration} from './theme-support';

const PAGE = '/business/notifications/prices/';
/** The pages that ask what messages cost, each with a link to the calculator near its top. */
const LINKED_FROM = [
  '/business/notifications/templates/',
  '/business/billing/wallet/',
  '/business/marketing/',
];

const LOCALES = [
  {
    locale: 'bg',
    prefix: '',
    heading: 'Колко ще струва съобщението ми?',
    labels: {segments: 'Сегменти', price: 'Цена на едно SMS съобщение'},
    latinResult: 'Ако и имената в полетата са на латиница:',
    text: 'Текст на съобщението',
    perMonth: 'Съобщения на месец',
    segments: (count: number) => (count === 1 ? '1 сегмент' : `${count} сегмента`),
    characters: (count: number) => (count === 1 ? '1 знак' : `${count} знака`),
    gsm7: 'Само латиница (GSM-7)',
    unicode: 'С кирилица или емоджи (Unicode)',
    culprit: (char: string, position: number) => `„${char}“, знак ${position}`,
    latinHeading: 'Същият текст на латиница',
    useLatin: 'Използвай този текст',
    perMonthError: 'Въведете цяло число от 0 до 1 000 000.',
    unknown: 'Непознато поле: {{client.firstname}}.',
    perMessage: 'за SMS съобщение',
    twoSegmentsPrice: '0,12 €',
    threeSegmentsPrice: '0,18 €',
    // The templates article's SMS example: 103 Cyrillic characters, 2 segments, 0,12 €.
    example: {characters: 103, segments: 2, price: '0,12 € (0,23 лв.)'},
    bookingTime: '{{booking.time}} → „14:30“, 5 знака',
    // A text of the other alphabet, for the Latin version.
    cyrillicText:
      'Здравейте, {{client.first_name}}! Напомняме за часа ви утре в 14:30 ч. При промяна се обадете.',
  },
  {
    locale: 'en',
    prefix: '/en',
    heading: 'What will my message cost?',
    labels: {segments: 'SMS segments', price: 'Price of one SMS message'},
    latinResult: 'If the names in the placeholders are in Latin letters too:',
    text: 'Message text',
    perMonth: 'Messages a month',
    segments: (count: number) => (count === 1 ? '1 segment' : `${count} segments`),
    characters: (count: number) => (count === 1 ? '1 character' : `${count} characters`),
    gsm7: 'Latin letters only (GSM-7)',
    unicode: 'With Cyrillic or emoji (Unicode)',
    culprit: (char: string, position: number) => `"${char}", character ${position}`,
    latinHeading: 'The same text in Latin letters',
    useLatin: 'Use this text',
    perMonthError: 'Enter a whole number from 0 to 1,000,000.',
    unknown: 'Unknown placeholder: {{client.firstname}}.',
    perMessage: 'per SMS message',
    twoSegmentsPrice: '€0.12',
    threeSegmentsPrice: '€0.18',
    // The templates article's SMS example: 124 Latin characters, 1 segment, €0.06.
    example: {characters: 124, segments: 1, price: '€0.06 (BGN 0.12)'},
    bookingTime: '{{booking.time}} → "14:30", 5 characters',
    cyrillicText:
      'Здравейте, {{client.first_name}}! Напомняме за часа ви утре в 14:30 ч. При промяна се обадете.',
  },
] as const;

type Texts = (typeof LOCALES)[number];

/** In the build's JavaScript only in the calculator's own chunk (its default English template). */
const CHUNK_MARK = 'Reminder of your {{service.name}} with {{employee.name}}';

const calculator = (page: Page) => page.locator('.sms-cost-calculator');

/** A result: the value beside its label (`<dt>`). */
function result(page: Page, label: string) {
  return calculator(page)
    .locator('dl > div')
    .filter({has: page.getByRole('term').getByText(label, {exact: true})})
    .getByRole('definition');
}

/** Opens the article and scrolls to the calculator, which answers once its code has loaded. */
async function openCalculator(page: Page, t: Texts): Promise<void> {
  await page.goto(`${t.prefix}${PAGE}`);
  await waitForHydration(page);
  await calculator(page).scrollIntoViewIfNeeded();
  await expect(calculator(page).locator('[data-ready="true"]')).toHaveCount(1);
}

function textField(page: Page, t: Texts) {
  return calculator(page).getByRole('textbox', {name: t.text, exact: true});
}

function perMonthField(page: Page, t: Texts) {
  return calculator(page).getByRole('spinbutton', {name: t.perMonth, exact: true});
}

for (const t of LOCALES) {
  test.describe(`SMS cost calculator (${t.locale})`, () => {
    test('the default template: the figures of the module and of the articles', async ({page}) => {
      await openCalculator(page, t);
      await expect(page.getByRole('heading', {name: t.heading, level: 2})).toHaveAttribute(
        'id',
        'cost-calculator',
      );
      const template = await textField(page, t).inputValue();
      expect(template).toContain('{{business.name}}');
      const cost = messageCost({text: template, locale: t.locale, perMonth: 200});
      expect([
        cost.count.characters,
        cost.segments,
        cost.sms.perMessage.text.replace(/\u00a0/g, ' '),
      ]).toEqual([t.example.characters, t.example.segments, t.example.price]);
      await expect(result(page, t.labels.segments)).toContainText(t.segments(cost.segments));
      await expect(result(page, t.labels.price)).toContainText(cost.sms.perMessage.text);
      await expect(perMonthField(page, t)).toHaveValue('200');
      await expect(result(page, 'SMS')).toContainText(cost.sms.perMonth.text);
      await expect(result(page, 'Viber')).toContainText(cost.viber.perMonth.text);
      await expect(calculator(page)).toContainText(t.example.characters.toString());
      // Placeholders count as their sample values, shown with their lengths.
      await expect(
        calculator(page).getByRole('listitem').filter({hasText: '{{booking.time}}'}),
      ).toHaveText(t.bookingTime);
    });

    test('71 Cyrillic letters make 2 segments, 70 make 1', async ({page}) => {
      await openCalculator(page, t);
      await textField(page, t).fill('я'.repeat(71));
      await expect(result(page, t.labels.segments)).toContainText(t.segments(2));
      await expect(result(page, t.labels.segments)).toContainText('67 + 4');
      await expect(result(page, t.labels.price)).toContainText(t.twoSegmentsPrice);
      await expect(calculator(page)).toContainText(t.unicode);

      await textField(page, t).fill('я'.repeat(70));
      await expect(result(page, t.labels.segments)).toContainText(t.segments(1));
      await expect(result(page, t.labels.price)).toContainText(
        messageCost({text: 'я'.repeat(70), locale: t.locale}).sms.perMessage.text,
      );
    });

    test('161 Latin characters make 2 segments, 160 make 1', async ({page}) => {
      await openCalculator(page, t);
      await textField(page, t).fill('a'.repeat(161));
      await expect(result(page, t.labels.segments)).toContainText(t.segments(2));
      await expect(result(page, t.labels.segments)).toContainText('153 + 8');
      await expect(calculator(page)).toContainText(t.gsm7);
      await textField(page, t).fill('a'.repeat(160));
      await expect(result(page, t.labels.segments)).toContainText(t.segments(1));
    });

    test('one «ъ» in a Latin text is named and switches the message to Unicode', async ({page}) => {
      await openCalculator(page, t);
      const text = 'Hello Maria, see you tomorrow at 14:30 in Salon Lale. To change: call us ъ ok';
      await textField(page, t).fill(text);
      await expect(calculator(page)).toContainText(t.unicode);
      const position = text.indexOf('ъ') + 1;
      const culprit = calculator(page).getByRole('button', {name: t.culprit('ъ', position)});
      await expect(culprit).toBeVisible();
      // Pressed, it selects the character in the text.
      await culprit.click();
      await expect(textField(page, t)).toBeFocused();
      expect(
        await textField(page, t).evaluate((field: HTMLTextAreaElement) =>
          field.value.slice(field.selectionStart, field.selectionEnd),
        ),
      ).toBe('ъ');
    });

    test('the Latin version: fewer segments, and a button to use it', async ({page}) => {
      await openCalculator(page, t);
      if (t.locale === 'en') await textField(page, t).fill(t.cyrillicText);
      const template = await textField(page, t).inputValue();
      const before = messageCost({text: template, locale: t.locale});
      // The message as sent, names included, in Latin letters.
      const latinSegments = countSegments(toLatin(before.text)).segments;
      expect(latinSegments).toBeLessThan(before.segments);
      const latin = calculator(page).getByRole('heading', {name: t.latinHeading, level: 3});
      await expect(latin).toBeVisible();
      const latinResult = calculator(page).getByText(t.latinResult);
      await expect(latinResult).toContainText(t.segments(latinSegments));
      await calculator(page).getByRole('button', {name: t.useLatin}).click();
      await expect(textField(page, t)).toBeFocused();
      await expect(textField(page, t)).not.toHaveValue(/[а-я]/i);
      await expect(result(page, t.labels.segments)).toContainText(t.segments(latinSegments));
      await expect(calculator(page)).toContainText(t.gsm7);
      await expect(latin).toHaveCount(0);
    });

    test('messages a month × the price of a message, and a wrong number', async ({page}) => {
      await openCalculator(page, t);
      const template = await textField(page, t).inputValue();
      await perMonthField(page, t).fill('350');
      const cost = messageCost({text: template, locale: t.locale, perMonth: 350});
      expect(cost.sms.perMonth.eurCents).toBe(350 * cost.sms.perMessage.eurCents);
      await expect(result(page, 'SMS')).toContainText(cost.sms.perMonth.text);
      await expect(result(page, 'Viber')).toContainText(formatMoney(350 * 4, t.locale));

      await perMonthField(page, t).fill('-3');
      await expect(perMonthField(page, t)).toHaveAttribute('aria-invalid', 'true');
      await expect(perMonthField(page, t)).toHaveAccessibleDescription(t.perMonthError);
      await perMonthField(page, t).fill('10');
      await expect(perMonthField(page, t)).not.toHaveAttribute('aria-invalid');
    });

    test('an unknown placeholder is flagged on the field', async ({page}) => {
      await openCalculator(page, t);
      await textField(page, t).fill('Hi {{client.firstname}}, see you at {{booking.time}}.');
      await expect(textField(page, t)).toHaveAttribute('aria-invalid', 'true');
      await expect(textField(page, t)).toHaveAccessibleDescription(
        new RegExp(t.unknown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    });

    test('the results are read out once typing pauses', async ({page}) => {
      await openCalculator(page, t);
      const status = calculator(page).getByRole('status');
      await expect(status).toHaveText('');
      await expect(status).toHaveAttribute('role', 'status');
      // 3 segments: a result other than the default template's in both languages.
      await textField(page, t).fill('я'.repeat(135));
      await expect(status).toContainText(`${t.segments(3)}, `);
      await expect(status).toContainText(t.threeSegmentsPrice);
      await expect(status).toContainText(t.perMessage);
    });

    test.describe('on a phone', () => {
      test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

      test('no sideways scroll, whatever the text', async ({page}) => {
        await openCalculator(page, t);
        const noSidewaysScroll = () =>
          page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
          );
        expect(await noSidewaysScroll()).toBe(true);
        await textField(page, t).fill(
          `${t.cyrillicText} „Салон“ 😀 https://slotera.example/m/7KQ2M-${'x'.repeat(80)} {{nope}}`,
        );
        await perMonthField(page, t).fill('1000001');
        await expect(perMonthField(page, t)).toHaveAttribute('aria-invalid', 'true');
        expect(await noSidewaysScroll()).toBe(true);
        const box = await calculator(page).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      });

      test('the result shows right under the text box as one types, above the keyboard', async ({
        page,
      }) => {
        // What a 390 × 844 phone shows above its keyboard.
        await page.setViewportSize({width: 390, height: 420});
        await openCalculator(page, t);
        const field = textField(page, t);
        await field.tap();
        await field.press('ControlOrMeta+a');
        await field.press('Backspace');
        const summary = calculator(page).locator('.sms-cost-calculator__summary');
        const words = `${t.cyrillicText} `.repeat(3);
        await page.keyboard.type(words);
        const {segments} = messageCost({text: words, locale: t.locale, perMonth: 0});
        await expect(summary).toContainText(t.segments(segments));
        await expect(summary).toBeInViewport({ratio: 1});
        await expect(field).toBeFocused();
        // Right under the field: nothing else between them.
        const [fieldBox, summaryBox] = [await field.boundingBox(), await summary.boundingBox()];
        expect(summaryBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThan(24);
        expect(fieldBox!.y + fieldBox!.height).toBeGreaterThan(0);
      });

      test("the calculator's code is not loaded at page load, only near it", async ({page}) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const chunks: Promise<boolean>[] = [];
        page.on('response', (response) => {
          if (/\/assets\/js\/.+\.js$/.test(response.url())) {
            chunks.push(response.text().then((body) => body.includes(CHUNK_MARK)));
          }
        });
        await page.goto(`${t.prefix}${PAGE}`);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        // Far below the first screen (more than the 1000 px margin of deferUntilNear).
        const top = await calculator(page).evaluate(
          (element) => element.getBoundingClientRect().top,
        );
        expect(top).toBeGreaterThan(844 + 1000);
        expect(await Promise.all(chunks)).not.toContain(true);
        // The server's HTML is there: the default result, not yet answering.
        await expect(result(page, t.labels.segments)).toContainText(t.segments(t.example.segments));
        await expect(calculator(page).locator('[data-ready]')).toHaveCount(0);

        await calculator(page).scrollIntoViewIfNeeded();
        await expect(calculator(page).locator('[data-ready="true"]')).toHaveCount(1);
        expect(await Promise.all(chunks)).toContain(true);
        expect(errors).toEqual([]);
      });
    });

    // Every page that asks "what will this cost" leads to the calculator from its top (issue #50).
    for (const from of [PAGE, ...LINKED_FROM]) {
      for (const device of [
        {name: 'phone', viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true},
        {name: 'desktop', viewport: {width: 1440, height: 900}, isMobile: false, hasTouch: false},
      ]) {
        test(`${device.name}: ${from} links to the calculator before its first section`, async ({
          browser,
        }) => {
          const {name, ...options} = device;
          const context = await browser.newContext(options);
          const page = await context.newPage();
          await page.goto(`${t.prefix}${from}`);
          await waitForHydration(page);
          const link = page.locator('article .markdown a[href*="#cost-calculator"]').first();
          await expect(link, name).toBeVisible();
          // Near the top: before the article's first h2.
          const beforeFirstSection = await link.evaluate((element) => {
            const heading = document.querySelector('article .markdown h2');
            return (
              !heading ||
              Boolean(element.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING)
            );
          });
          expect(beforeFirstSection).toBe(true);
          await link.click();
          await expect(page).toHaveURL(
            (url) => url.pathname === `${t.prefix}${PAGE}` && url.hash === '#cost-calculator',
          );
          await expect(page.getByRole('heading', {name: t.heading, level: 2})).toBeInViewport();
          await expect(calculator(page).locator('[data-ready="true"]')).toHaveCount(1);
          await context.close();
        });
      }
    }

    for (const mode of ['light', 'dark'] as const) {
      test(`no axe violations (${mode}), with every part shown`, async ({page}) => {
        await openCalculator(page, t);
        await setColourMode(page, mode);
        const axe = () =>
          new AxeBuilder({page})
            .include('.sms-cost-calculator')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
        expect((await axe()).violations).toEqual([]);
        // Culprits, the Latin version, an unknown placeholder and a wrong number at once.
        await textField(page, t).fill(`${t.cyrillicText} 😀 {{nope}} {{client.first_name}}`);
        await perMonthField(page, t).fill('');
        await expect(perMonthField(page, t)).toHaveAttribute('aria-invalid', 'true');
        await expect(calculator(page).getByRole('heading', {name: t.latinHeading})).toBeVisible();
        expect((await axe()).violations).toEqual([]);
      });
    }

    test('without JavaScript: the tables and the default result', async ({page}) => {
      await blockJavaScript(page);
      await page.goto(`${t.prefix}${PAGE}`);
      await expect(page.locator('article table').filter({hasText: '71–134'})).toBeVisible();
      await expect(page.getByRole('heading', {name: t.heading, level: 2})).toBeVisible();
      await expect(textField(page, t)).toHaveValue(/\{\{business\.name\}\}/);
      await expect(result(page, t.labels.segments)).toContainText(t.segments(t.example.segments));
      await expect(result(page, t.labels.price)).toContainText(t.example.price);
      await expect(perMonthField(page, t)).toHaveValue('200');
      await expect(result(page, 'SMS')).not.toBeEmpty();
      await expect(calculator(page).locator('[data-ready]')).toHaveCount(0);
    });
  });
}
