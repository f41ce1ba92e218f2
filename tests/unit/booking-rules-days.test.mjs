// The days the booking-rules engine (src/booking-rules/engine.mjs) answers
// besides the ordinary one: split shifts (up to three intervals for the
// location and for each employee), «Без предпочитание» / "No preference"
// among several employees, and both clock changes on a split day.
// booking-rules.test.mjs covers the one-interval day, booking-rules-worked-example the article.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {MAX_INTERVALS, offeredTimesAnyEmployee} from '../../src/booking-rules/engine.mjs';

import {errorsOf, run, slotAt} from '../booking-rules-helpers.mjs';

/** A plain Tuesday: 60-minute service, 60-minute step, opened the day before. */
const DAY = Object.freeze({
  date: '2025-11-04',
  location: {open: '09:00', close: '19:00'},
  employee: {start: '09:00', end: '19:00'},
  busy: [],
  service: {duration: 60, buffer: 0},
  step: 60,
  noticeMinutes: 0,
  windowDays: 90,
  now: '2025-11-03T12:00:00+02:00',
});

const LUNCH = [
  {open: '09:00', close: '13:00'},
  {open: '14:00', close: '19:00'},
];

// ---------------------------------------------------------------------------
// Split shifts.

test('split location hours: no start in the lunch break, none that runs across it', () => {
  const result = run({...DAY, location: LUNCH, step: 15, service: {duration: 45, buffer: 15}});
  assert.ok(result.times.includes('12:00'), '12:00–13:00 fits before the break');
  assert.ok(!result.times.includes('12:15'));
  assert.ok(result.times.includes('14:00'));
  for (const time of ['13:00', '13:30', '13:45']) {
    assert.equal(slotAt(result, time).reason, 'location-closed', time);
  }
  // 12:15: the service ends at 13:00, its buffer would run into the break.
  const across = slotAt(result, '12:15');
  assert.equal(across.reason, 'does-not-fit');
  assert.deepEqual(across.conflict, {
    kind: 'break',
    part: 'buffer',
    from: '13:00',
    resumes: '14:00',
  });
  // 12:30: the service itself would run across it.
  assert.deepEqual(slotAt(result, '12:30').conflict, {
    kind: 'break',
    part: 'service',
    from: '13:00',
    resumes: '14:00',
  });
  // The last start of the day is still 'end-of-day'.
  assert.equal(slotAt(result, '18:15').conflict.kind, 'end-of-day');
  assert.equal(result.dayReason, null);
});

test('split employee hours inside split location hours: only the overlap counts', () => {
  const result = run({
    ...DAY,
    location: LUNCH,
    employee: [
      {start: '10:00', end: '12:00'},
      {start: '13:00', end: '16:00'},
      {start: '17:00', end: '18:30'},
    ],
  });
  assert.deepEqual(result.times, ['10:00', '11:00', '14:00', '15:00', '17:00']);
  assert.equal(slotAt(result, '09:00').reason, 'employee-off');
  assert.equal(slotAt(result, '13:00').reason, 'location-closed');
  assert.equal(slotAt(result, '16:00').reason, 'employee-off');
  // Reasons for a start in one set of hours but not the other, in article order.
  assert.deepEqual(slotAt(result, '12:00').reasons, ['employee-off']);
  // Any order of the intervals is the same day.
  const reversed = run({
    ...DAY,
    location: [...LUNCH].reverse(),
    employee: [
      {start: '17:00', end: '18:30'},
      {start: '10:00', end: '12:00'},
      {start: '13:00', end: '16:00'},
    ],
  });
  assert.deepEqual(reversed.times, result.times);
});

test('split shifts: intervals that touch are one stretch; one interval in an array is the old shape', () => {
  const touching = run({
    ...DAY,
    step: 30,
    location: [
      {open: '09:00', close: '13:00'},
      {open: '13:00', close: '19:00'},
    ],
  });
  // 12:30–13:30 runs on: 9:00–19:00 with nothing in between.
  assert.equal(slotAt(touching, '12:30').offered, true);
  assert.deepEqual(touching.times, run({...DAY, step: 30}).times);
  assert.deepEqual(run({...DAY, location: [DAY.location], employee: [DAY.employee]}), run(DAY));
  // An empty list is a closed day (location) or a day off (employee).
  assert.equal(run({...DAY, location: []}).dayReason, 'location-closed');
  assert.equal(run({...DAY, employee: []}).dayReason, 'employee-off');
});

test('split shifts: a service longer than every stretch is a day with no times (does-not-fit)', () => {
  // Saturday 9:00–14:00 in two parts, an 8-hour service.
  const result = run({
    ...DAY,
    date: '2025-11-08',
    location: [
      {open: '09:00', close: '11:00'},
      {open: '11:30', close: '14:00'},
    ],
    service: {duration: 8 * 60, buffer: 0},
  });
  assert.deepEqual([result.times, result.dayReason], [[], 'does-not-fit']);
  assert.equal(slotAt(result, '09:00').conflict.kind, 'break');
  assert.equal(slotAt(result, '12:00').conflict.kind, 'end-of-day');
  // Two hours fit the first part, not the second (2.5 h from 11:30, step 60: 12:00 ends 14:00).
  const two = run({
    ...DAY,
    location: [
      {open: '09:00', close: '11:00'},
      {open: '11:30', close: '14:00'},
    ],
    service: {duration: 120, buffer: 0},
  });
  assert.deepEqual([two.times, two.dayReason], [['09:00', '12:00'], null]);
});

test('split shifts: more than three intervals, overlaps and malformed intervals are errors', () => {
  assert.equal(MAX_INTERVALS, 3);
  const four = ['08', '10', '12', '14'].map((h) => ({open: `${h}:00`, close: `${h}:30`}));
  assert.deepEqual(errorsOf({...DAY, location: four}), ['location:intervals']);
  assert.deepEqual(
    errorsOf({
      ...DAY,
      employee: [
        {start: '12:00', end: '15:00'},
        {start: '09:00', end: '12:30'},
      ],
    }),
    ['employee[0].start:overlap'],
  );
  assert.deepEqual(errorsOf({...DAY, location: [{open: '09:00', close: '08:00'}, '14:00-18:00']}), [
    'location[0].close:end-before-start',
    'location[1]:format',
  ]);
});

// ---------------------------------------------------------------------------
// Clock changes on a split day.

test('29 March 2026, split day: 03:00–03:59 is no slot; a stretch is as long as real time allows', () => {
  const base = {
    ...DAY,
    date: '2026-03-29',
    step: 15,
    location: [
      {open: '01:00', close: '04:30'},
      {open: '05:00', close: '09:00'},
    ],
    employee: {start: '00:00', end: '12:00'},
    now: '2026-03-28T12:00:00+02:00',
  };
  const result = run(base);
  assert.ok(!result.slots.some((s) => s.time.startsWith('03:')));
  // 60 real minutes from 02:30 end at 04:30 summer time: just in time.
  assert.equal(slotAt(result, '02:30').offered, true);
  assert.deepEqual(slotAt(result, '02:45').conflict, {
    kind: 'break',
    part: 'service',
    from: '04:30',
    resumes: '05:00',
  });
  // A week earlier the hour exists and 03:30 is the last start before the break.
  const ordinary = run({...base, date: '2026-03-22', now: '2026-03-21T12:00:00+02:00'});
  assert.equal(slotAt(ordinary, '03:30').offered, true);
  assert.equal(slotAt(ordinary, '03:45').conflict.kind, 'break');
});

test('25 October 2026, split day: the repeated hour makes the first stretch an hour longer', () => {
  const base = {
    ...DAY,
    date: '2026-10-25',
    step: 15,
    location: [
      {open: '00:00', close: '04:00'},
      {open: '05:00', close: '09:00'},
    ],
    employee: {start: '00:00', end: '12:00'},
    now: '2026-10-24T12:00:00+03:00',
  };
  const result = run(base);
  // 03:45 is the first 03:45; 60 real minutes later the clock shows 03:45
  // again (winter time), before the break at 04:00.
  assert.equal(slotAt(result, '03:45').offered, true);
  assert.equal(result.slots.filter((s) => s.time.startsWith('03:')).length, 4);
  const ordinary = run({...base, date: '2026-10-18', now: '2026-10-17T12:00:00+03:00'});
  assert.equal(slotAt(ordinary, '03:15').conflict.kind, 'break');
  assert.equal(slotAt(ordinary, '03:00').offered, true);
});

// ---------------------------------------------------------------------------
// «Без предпочитание» / "No preference".

/** The day without its one employee: what a no-preference day shares. */
const SHARED = Object.freeze(
  Object.fromEntries(Object.entries(DAY).filter(([key]) => key !== 'employee' && key !== 'busy')),
);
const TEAM = Object.freeze({
  ...SHARED,
  employees: [
    {
      name: 'Мария',
      employee: {start: '09:00', end: '13:00'},
      busy: [{start: '10:00', end: '11:00', kind: 'booking'}],
    },
    {
      name: 'Елена',
      employee: {start: '12:00', end: '16:00'},
      busy: [{start: '13:00', end: '14:00', kind: 'blocked'}],
    },
    {name: 'Петър', employee: null},
  ],
});
const team = (change = {}) => ({...TEAM, ...change});

test('no preference: the union of the times, each with who can take it', () => {
  const result = run(team(), offeredTimesAnyEmployee);
  assert.deepEqual(result.times, ['09:00', '11:00', '12:00', '14:00', '15:00']);
  assert.deepEqual(
    result.slots.filter((s) => s.offered).map((s) => [s.time, s.employees]),
    [
      ['09:00', ['Мария']],
      ['11:00', ['Мария']],
      ['12:00', ['Мария', 'Елена']],
      ['14:00', ['Елена']],
      ['15:00', ['Елена']],
    ],
  );
  assert.deepEqual(
    result.byEmployee.map((e) => [e.name, e.times, e.dayReason]),
    [
      ['Мария', ['09:00', '11:00', '12:00'], null],
      ['Елена', ['12:00', '14:00', '15:00'], null],
      ['Петър', [], 'employee-off'],
    ],
  );
  assert.equal(result.dayReason, null);
});

test('no preference: a time no one can take says why for each employee', () => {
  const result = run(team(), offeredTimesAnyEmployee);
  const ten = slotAt(result, '10:00');
  assert.equal(ten.offered, false);
  assert.deepEqual(ten.employees, []);
  assert.deepEqual(
    ten.byEmployee.map((e) => [e.name, e.slot.reason, e.slot.conflict?.kind ?? null]),
    [
      ['Мария', 'busy', 'booking'],
      ['Елена', 'employee-off', null],
      ['Петър', 'employee-off', null],
    ],
  );
  // 13:00: Maria has finished, Elena is on a break, the location is open.
  assert.deepEqual(
    slotAt(result, '13:00').byEmployee.map((e) => e.slot.reason),
    ['employee-off', 'busy', 'employee-off'],
  );
  // Every employee's grid is the same, from the earliest hours of anyone.
  for (const slot of result.slots) assert.equal(slot.byEmployee.length, 3);
});

test("no preference: one reason for the whole day only when it is everyone's", () => {
  const closed = run(team({location: null}), offeredTimesAnyEmployee);
  assert.deepEqual([closed.times, closed.dayReason], [[], 'location-closed']);
  const late = run(team({date: '2026-03-03'}), offeredTimesAnyEmployee);
  assert.equal(late.dayReason, 'window');
  const off = run(team({employees: [TEAM.employees[2]]}), offeredTimesAnyEmployee);
  assert.equal(off.dayReason, 'employee-off');
  // Different reasons: none for the day; each time says why.
  const mixed = run(
    team({
      noticeMinutes: 26 * 60,
      employees: [TEAM.employees[0], {name: 'Елена', employee: {start: '15:00', end: '16:00'}}],
      service: {duration: 90, buffer: 0},
    }),
    offeredTimesAnyEmployee,
  );
  assert.deepEqual(
    mixed.byEmployee.map((e) => e.dayReason),
    ['notice', 'does-not-fit'],
  );
  assert.equal(mixed.dayReason, null);
  const long = run(team({service: {duration: 300, buffer: 0}}), offeredTimesAnyEmployee);
  // Maria and Elena: does-not-fit; Петър, who is off, says nothing about them.
  assert.deepEqual([long.times, long.dayReason], [[], 'does-not-fit']);
  assert.deepEqual(
    long.byEmployee.map((e) => e.dayReason),
    ['does-not-fit', 'does-not-fit', 'employee-off'],
  );
});

test('no preference: one employee is the same day as offeredTimes', () => {
  const [maria] = TEAM.employees;
  const alone = run(team({employees: [maria]}), offeredTimesAnyEmployee);
  const single = run({...SHARED, employee: maria.employee, busy: maria.busy});
  assert.deepEqual(alone.times, single.times);
  assert.deepEqual(
    alone.slots.map((s) => s.byEmployee[0].slot),
    single.slots,
  );
});

test('no preference: errors name the employee; shared fields are checked once', () => {
  assert.deepEqual(
    errorsOf(
      team({
        step: 7,
        employees: [
          {name: '', employee: {start: '09:00', end: '08:00'}},
          {
            name: 'Елена',
            employee: [{start: '09:00', end: '12:00'}],
            busy: [{start: '10', end: '11:00', kind: 'blocked'}],
          },
        ],
      }),
      offeredTimesAnyEmployee,
    ),
    [
      'step:step',
      'employees[0].name:format',
      'employees[0].employee.end:end-before-start',
      'employees[1].busy[0].start:format',
    ],
  );
  assert.deepEqual(errorsOf(team({employees: []}), offeredTimesAnyEmployee), ['employees:format']);
  assert.deepEqual(errorsOf(null, offeredTimesAnyEmployee), [':format']);
});
