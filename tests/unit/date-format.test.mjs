import assert from 'node:assert/strict';
import {test} from 'node:test';

import {formatTextDate} from '../../src/utils/date-format.mjs';

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
