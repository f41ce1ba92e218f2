import {expect, test, type Locator} from '@playwright/test';

/** What the visitor sees before a body cell's value: the ::before text, or 'none'. */
const cellLabel = (cell: Locator) =>
  cell.evaluate((element) => getComputedStyle(element, '::before').content);

/** True when the table's content is wider than its box, so it scrolls sideways. */
const widerThanItsBox = (table: Locator) =>
  table.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

const PAGES = [
  {
    path: '/business/online-bookings/custom-domain/',
    table: 1,
    headers: ['Тип', 'Име', 'Стойност'],
    firstRow: ['CNAME', 'book'],
  },
  {
    path: '/en/business/payments/payment-methods/',
    table: 1,
    headers: ['Rule', 'What the client sees', 'Good for'],
    firstRow: ['Not required', 'can pay online'],
  },
];

/**
 * Long tables (four rows or more) stay tables on a phone (issue #50): as cards they were screens
 * of the same headers. They scroll sideways in their own box, the first column held at the left.
 */
const LONG_TABLES = [
  {
    path: '/business/online-bookings/',
    table: 0,
    headers: ['Правило', 'По подразбиране', 'Възможни стойности', 'Какво вижда клиентът'],
    // As cards: 1813 px.
    maxHeight: 900,
  },
  {
    path: '/en/business/payments/payment-methods/',
    table: 0,
    headers: ['Payment method', 'When the client pays', 'Fee', 'Who records it'],
    // As cards: 1319 px.
    maxHeight: 650,
  },
  {
    path: '/en/business/widget/options/',
    table: 0,
    headers: ['HTML attribute', 'JavaScript', 'Type'],
    maxHeight: Infinity,
  },
];

test.describe('short article tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const {path, table: index, headers, firstRow} of PAGES) {
    test(`${path}: one card per row, each value beside its column's name, nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.goto(path);
      const tables = page.locator('article table');
      expect(await tables.count()).toBeGreaterThan(index);
      // Every table of cards fits (a long table scrolls in its own box: below).
      for (const table of await tables.all()) {
        if ((await table.locator('tbody tr').count()) >= 4) continue;
        expect(await widerThanItsBox(table)).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      const table = tables.nth(index);
      const cells = table.locator('tbody tr').first().locator('td');
      for (const [column, value] of firstRow.entries()) {
        await expect(cells.nth(column)).toContainText(value);
        expect(await cellLabel(cells.nth(column))).toBe(JSON.stringify(headers[column]));
      }
      // The header row is hidden from sight only: the table keeps its structure.
      await expect(table.locator('thead')).not.toBeInViewport();
      for (const header of headers) {
        await expect(table.getByRole('columnheader', {name: header, exact: true})).toHaveCount(1);
      }
      await expect(table.getByRole('row')).toHaveCount(await table.locator('tr').count());
    });
  }
});

test.describe('long tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const {path, table: index, headers, maxHeight} of LONG_TABLES) {
    test(`${path}: a table with its header row, scrolling sideways in its own box`, async ({
      page,
    }) => {
      await page.goto(path);
      const table = page.locator('article table').nth(index);
      await table.scrollIntoViewIfNeeded();
      for (const header of headers) {
        await expect(table.getByRole('columnheader', {name: header, exact: true})).toHaveCount(1);
      }
      await expect(table.locator('thead th').first()).toBeInViewport();
      const cells = table.locator('tbody tr').first().locator('td');
      expect(await cells.first().evaluate((element) => getComputedStyle(element).display)).toBe(
        'table-cell',
      );
      expect(await cellLabel(cells.nth(1))).toBe('none');
      expect((await table.boundingBox())!.height).toBeLessThan(maxHeight);
      // Sideways in the table, not the page.
      expect(await widerThanItsBox(table)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // The first column stays put while the others move.
      const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
      await table.evaluate((element) => element.scrollBy({left: 150}));
      await expect.poll(async () => (await cells.nth(1).boundingBox())!.x).toBeLessThan(second!.x);
      expect((await cells.nth(0).boundingBox())!.x).toBeCloseTo(first!.x, 0);
    });
  }
});

test.describe('two-column tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('stay tables with their header row, and a long URL in code does not widen them', async ({
    page,
  }) => {
    await page.goto('/business/integrations/external-connectivity/');
    const table = page.locator('article table').first();
    const header = table.getByRole('columnheader', {name: 'Стойност'});
    await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport({ratio: 1});
    await expect(table).toContainText('https://api.slotera.example/v1/');
    expect(await widerThanItsBox(table)).toBe(false);
    expect(await cellLabel(table.locator('td').first())).toBe('none');
  });
});

test('on a desktop the article table is a table with its header row', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const {path, table: index, headers} = PAGES[0];
  await page.goto(path);
  const table = page.locator('article table').nth(index);
  const header = table.getByRole('columnheader', {name: headers[0], exact: true});
  await expect(header).toBeVisible();
  const cell = table.locator('tbody td').first();
  expect(await cell.evaluate((element) => getComputedStyle(element).display)).toBe('table-cell');
  expect(await cellLabel(cell)).toBe('none');
  // The label and the value sit in one row of the table, not above each other.
  const [headerBox, cellBox] = [await header.boundingBox(), await cell.boundingBox()];
  expect(cellBox!.x).toBeCloseTo(headerBox!.x, 0);
});
