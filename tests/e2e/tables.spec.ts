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
    path: '/en/business/widget/options/',
    table: 0,
    headers: ['HTML attribute', 'JavaScript', 'Type'],
    firstRow: ['data-business', 'business'],
  },
];

test.describe('article tables on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const {path, table: index, headers, firstRow} of PAGES) {
    test(`${path}: one card per row, each value beside its column's name, nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.goto(path);
      const tables = page.locator('article table');
      expect(await tables.count()).toBeGreaterThan(index);
      for (const table of await tables.all()) {
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
