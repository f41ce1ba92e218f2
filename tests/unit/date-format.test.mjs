import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatLongDate, formatTextDate} from '../../src/client/date-format.mjs';

const LONG_UTC = {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'};

test('the long date is the text Intl gives, for every month, in both languages', () => {
  for (const locale of ['bg', 'en']) {
    const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...LONG_UTC});
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2025, month, day));
        assert.equal(
          formatLongDate(locale, {calendar: 'gregory', ...LONG_UTC}, date),
          intl.format(date),
          `${locale} ${date.toISOString()}`,
        );
      }
    }
  }
});

test('the date is read in UTC, as the changelog writes it (late evening stays the same day)', () => {
  assert.equal(
    formatLongDate('bg', LONG_UTC, new Date('2025-11-05T23:30:00Z')),
    '5 ноември 2025 г.',
  );
  assert.equal(formatLongDate('en', LONG_UTC, Date.UTC(2024, 7, 15)), 'August 15, 2024');
});

test('anything the table does not cover is left to Intl (undefined)', () => {
  const date = new Date('2025-02-03T00:00:00Z');
  assert.equal(formatLongDate('de', LONG_UTC, date), undefined);
  assert.equal(formatLongDate('bg', {...LONG_UTC, timeZone: 'Europe/Sofia'}, date), undefined);
  assert.equal(formatLongDate('bg', {...LONG_UTC, month: 'short'}, date), undefined);
  assert.equal(formatLongDate('bg', {...LONG_UTC, weekday: 'long'}, date), undefined);
  assert.equal(formatLongDate('bg', {...LONG_UTC, calendar: 'buddhist'}, date), undefined);
  assert.equal(formatLongDate('en', LONG_UTC, new Date('not a date')), undefined);
});

test("the articles' date is day, month, year as SITE.md writes dates, in UTC", () => {
  assert.equal(formatTextDate('bg', Date.UTC(2025, 10, 25, 23, 59)), '25 ноември 2025 г.');
  assert.equal(formatTextDate('en', new Date('2025-11-25T00:00:00Z')), '25 November 2025');
  // The same text as Intl's British English, whose order it is.
  const gb = new Intl.DateTimeFormat('en-GB', {dateStyle: 'long', timeZone: 'UTC'});
  for (let month = 0; month < 12; month += 1) {
    const date = Date.UTC(2024, month, 9);
    assert.equal(formatTextDate('en', date), gb.format(date));
  }
  assert.equal(formatTextDate('de', Date.UTC(2025, 0, 2)), '2. Januar 2025');
});
