// Bad input to the booking-rules engine: no result, an error per field, never NaN.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {offeredTimes} from '../../src/booking-rules/engine.mjs';

import {FREE_DAY, errorsOf, run, slotAt} from '../booking-rules-helpers.mjs';

// Bad input: no result, an error per field, never NaN.

test('end-before-start: location, employee and busy entries', () => {
  assert.deepEqual(errorsOf({...FREE_DAY, location: {open: '19:00', close: '09:00'}}), [
    'location.close:end-before-start',
  ]);
  assert.deepEqual(errorsOf({...FREE_DAY, employee: {start: '10:00', end: '10:00'}}), [
    'employee.end:end-before-start',
  ]);
  assert.deepEqual(
    errorsOf({
      ...FREE_DAY,
      busy: [
        {start: '11:00', end: '12:00', kind: 'booking'},
        {start: '13:00', end: '12:30', kind: 'blocked'},
      ],
    }),
    ['busy[1].end:end-before-start'],
  );
});

test('step: only 5, 10, 15, 20, 30 or 60', () => {
  for (const step of [0, 7, 25, 45, 90, '15', NaN]) {
    assert.deepEqual(errorsOf({...FREE_DAY, step}), ['step:step'], String(step));
  }
});

test('a service longer than the open day: no times, the reason is does-not-fit, no error', () => {
  const short = {...FREE_DAY, location: {open: '09:00', close: '10:00'}};
  for (const change of [
    {service: {duration: 45, buffer: 30}},
    // The location's buffer counts when the service's field is empty.
    {service: {duration: 45, buffer: null}, locationBuffer: 20},
  ]) {
    const result = run({...short, ...change});
    assert.deepEqual(result.times, [], JSON.stringify(change));
    assert.equal(result.dayReason, 'does-not-fit');
    assert.equal(slotAt(result, '09:00').reason, 'does-not-fit');
    assert.deepEqual(slotAt(result, '09:00').conflict, {
      kind: 'end-of-day',
      part: 'buffer',
      from: '10:00',
    });
  }
  // Exactly the open day fits.
  assert.deepEqual(run({...short, service: {duration: 45, buffer: 15}}).times, ['09:00']);
  const tight = run({...FREE_DAY, employee: {start: '09:00', end: '09:30'}});
  assert.deepEqual(tight.times, []);
  assert.equal(tight.dayReason, 'does-not-fit');
  assert.equal(slotAt(tight, '09:00').reason, 'does-not-fit');
});

test('a notice longer than the window: dates are counted, so the last date still has times', () => {
  // Window 1 day, notice 25 hours, opened on 3 November at 12:00: 4 November
  // is the last date, and the notice ends there at 13:00.
  const result = run({...FREE_DAY, noticeMinutes: 25 * 60, windowDays: 1});
  assert.equal(result.lastDate, '2025-11-04');
  assert.deepEqual(result.earliestWall, {date: '2025-11-04', time: '13:00'});
  assert.deepEqual(result.times, ['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  assert.equal(slotAt(result, '12:00').reason, 'notice');
  // Opened at 19:00 instead, the notice passes the whole last date: a day
  // with no times, and the reason is the notice.
  const late = run({
    ...FREE_DAY,
    noticeMinutes: 2 * 1440,
    windowDays: 1,
    now: '2025-11-03T19:00:00+02:00',
  });
  assert.deepEqual([late.times, late.dayReason], [[], 'notice']);
  // The day after is outside the window.
  const after = run({...FREE_DAY, date: '2025-11-05', noticeMinutes: 25 * 60, windowDays: 1});
  assert.deepEqual([after.times, after.dayReason], [[], 'window']);
});

test('range: numbers outside the allowed ranges', () => {
  const cases = [
    [{noticeMinutes: -1}, 'noticeMinutes:range'],
    [{noticeMinutes: 7 * 1440 + 1}, 'noticeMinutes:range'],
    [{windowDays: 0}, 'windowDays:range'],
    [{windowDays: 366}, 'windowDays:range'],
    [{locationBuffer: 121}, 'locationBuffer:range'],
    [{locationBuffer: -5}, 'locationBuffer:range'],
    [{service: {duration: 0, buffer: 0}}, 'service.duration:range'],
    [{service: {duration: 1441, buffer: 0}}, 'service.duration:range'],
    [{service: {duration: 30, buffer: 121}}, 'service.buffer:range'],
    [
      {busy: [{start: '10:00', end: '11:00', kind: 'booking', buffer: 121}]},
      'busy[0].buffer:range',
    ],
  ];
  for (const [change, expected] of cases) {
    assert.deepEqual(errorsOf({...FREE_DAY, ...change}), [expected], JSON.stringify(change));
  }
  // The ends of the ranges are allowed.
  assert.equal(run({...FREE_DAY, noticeMinutes: 7 * 1440, windowDays: 365}).ok, true);
  assert.equal(run({...FREE_DAY, windowDays: 1, locationBuffer: 120}).ok, true);
});

test('format: malformed times, dates, instants, kinds and numbers', () => {
  const cases = [
    [{location: {open: '9:00', close: '19:00'}}, 'location.open:format'],
    [{location: {open: '09:00', close: '19:60'}}, 'location.close:format'],
    [{employee: {start: '24:00', end: '24:00'}}, 'employee.start:format'],
    [{employee: {start: '09:00', end: '25:00'}}, 'employee.end:format'],
    [{employee: {start: '09:00'}}, 'employee.end:format'],
    [{busy: [{start: '10:00', end: '11.00', kind: 'blocked'}]}, 'busy[0].end:format'],
    [{busy: [{start: '10:00', end: '11:00', kind: 'holiday'}]}, 'busy[0].kind:format'],
    [{busy: [{start: '10:00', end: '11:00', kind: 'google', buffer: 10}]}, 'busy[0].buffer:format'],
    [{busy: ['10:00-11:00']}, 'busy[0]:format'],
    [{busy: {start: '10:00'}}, 'busy:format'],
    [{date: '2025-11-4'}, 'date:format'],
    [{date: '2025-02-30'}, 'date:format'],
    [{date: 20251104}, 'date:format'],
    [{now: '2025-11-04T09:40:00'}, 'now:format'], // no offset: would depend on the machine
    [{now: '2025-11-04'}, 'now:format'],
    [{now: new Date('nonsense')}, 'now:format'],
    [{now: 1762242000000}, 'now:format'],
    [{noticeMinutes: '60'}, 'noticeMinutes:format'],
    [{noticeMinutes: 15.5}, 'noticeMinutes:format'],
    [{windowDays: NaN}, 'windowDays:format'],
    [{locationBuffer: Infinity}, 'locationBuffer:format'],
    [{service: {duration: '45', buffer: 15}}, 'service.duration:format'],
    [{service: null}, 'service:format'],
    [{location: '09:00-19:00'}, 'location:format'],
    [{employee: undefined}, 'employee:format'],
  ];
  for (const [change, expected] of cases) {
    assert.deepEqual(errorsOf({...FREE_DAY, ...change}), [expected], JSON.stringify(change));
  }
  assert.deepEqual(errorsOf(null), [':format']);
});

test('every error is reported at once, and a bad input never yields times', () => {
  const errors = errorsOf({
    ...FREE_DAY,
    date: 'tomorrow',
    location: {open: '19:00', close: '09:00'},
    step: 7,
    noticeMinutes: -1,
    windowDays: 400,
    service: {duration: 45, buffer: 200},
  });
  assert.deepEqual(errors, [
    'date:format',
    'location.close:end-before-start',
    'service.buffer:range',
    'step:step',
    'noticeMinutes:range',
    'windowDays:range',
  ]);
  const result = offeredTimes({...FREE_DAY, step: 7});
  assert.equal('times' in result, false);
  assert.equal('slots' in result, false);
});
