// The days the clocks change in Sofia, and the machine's own time zone.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {test} from 'node:test';

import {offeredTimes} from '../../src/booking-rules/engine.mjs';
import {VARIANTS, WORKED_EXAMPLE} from '../../src/booking-rules/examples.mjs';

import {FREE_DAY, run, slotAt} from '../booking-rules-helpers.mjs';

const ENGINE_URL = new URL('../../src/booking-rules/engine.mjs', import.meta.url).href;

// The days the clocks change (Europe/Sofia: last Sunday of March 03:00 → 04:00,
// last Sunday of October 04:00 → 03:00).

const ALL_DAY = Object.freeze({
  location: {open: '00:00', close: '24:00'},
  employee: {start: '00:00', end: '24:00'},
  busy: [],
  service: {duration: 60, buffer: 0},
  step: 15,
  noticeMinutes: 0,
  windowDays: 90,
});

test('29 March 2026: a 1-day notice from Saturday 18:00 ends on Sunday at 19:00 summer time', () => {
  const result = run({
    ...ALL_DAY,
    date: '2026-03-29',
    location: {open: '09:00', close: '21:00'},
    employee: {start: '09:00', end: '21:00'},
    noticeMinutes: 24 * 60,
    now: '2026-03-28T18:00:00+02:00',
  });
  // 24 real hours after 16:00 UTC on the 28th is 16:00 UTC on the 29th,
  // which in Sofia is 19:00 (UTC+3 since 03:00 that night).
  assert.equal(result.earliest, '2026-03-29T16:00:00.000Z');
  assert.deepEqual(result.earliestWall, {date: '2026-03-29', time: '19:00'});
  assert.equal(slotAt(result, '18:45').reason, 'notice');
  assert.equal(result.times[0], '19:00');
  // A notice in minutes across the jump: 02:30 winter time + 60 min = 04:30.
  const night = run({
    ...ALL_DAY,
    date: '2026-03-29',
    noticeMinutes: 60,
    now: '2026-03-29T02:30:00+02:00',
  });
  assert.deepEqual(night.earliestWall, {date: '2026-03-29', time: '04:30'});
  assert.equal(slotAt(night, '04:15').reason, 'notice');
  assert.equal(night.times[0], '04:30');
});

test('29 March 2026: 03:00–03:59 does not exist and is never a slot; durations are real time', () => {
  const result = run({...ALL_DAY, date: '2026-03-29', now: '2026-03-28T12:00:00+02:00'});
  const times = result.slots.map((s) => s.time);
  assert.ok(times.includes('02:45') && times.includes('04:00'));
  assert.ok(!times.some((t) => t.startsWith('03:')));
  assert.equal(times.length, 23 * 4);
  assert.ok(!result.times.some((t) => t.startsWith('03:')));
  // 60 minutes from 02:15 winter time end at 04:15 summer time: 02:15 fits
  // before a break at 04:15, 02:30 (ending at 04:30) does not.
  const busy = [{start: '04:15', end: '05:00', kind: 'blocked'}];
  const jump = run({...ALL_DAY, date: '2026-03-29', busy, now: '2026-03-28T12:00:00+02:00'});
  assert.equal(slotAt(jump, '02:15').offered, true);
  assert.deepEqual(slotAt(jump, '02:30').conflict, {
    kind: 'blocked',
    part: 'service',
    from: '04:15',
  });
  // The same on an ordinary Sunday a week earlier: 02:30–03:30 fits.
  const ordinary = run({...ALL_DAY, date: '2026-03-22', busy, now: '2026-03-21T12:00:00+02:00'});
  assert.equal(slotAt(ordinary, '02:30').offered, true);
  // The open day is 23 hours long.
  const long = {
    ...ALL_DAY,
    service: {duration: 23 * 60, buffer: 30},
    now: '2026-03-20T12:00:00+02:00',
  };
  const short = run({...long, date: '2026-03-29'});
  assert.deepEqual([short.times, short.dayReason], [[], 'does-not-fit']);
  // On the Saturday (24 hours) 23 h 30 min fit from 00:00, 00:15 and 00:30.
  assert.deepEqual(run({...long, date: '2026-03-28'}).times, ['00:00', '00:15', '00:30']);
});

test('25 October 2026: a 1-day notice from Saturday 18:00 ends on Sunday at 17:00 winter time', () => {
  const result = run({
    ...ALL_DAY,
    date: '2026-10-25',
    location: {open: '09:00', close: '21:00'},
    employee: {start: '09:00', end: '21:00'},
    noticeMinutes: 24 * 60,
    now: '2026-10-24T18:00:00+03:00',
  });
  assert.equal(result.earliest, '2026-10-25T15:00:00.000Z');
  assert.deepEqual(result.earliestWall, {date: '2026-10-25', time: '17:00'});
  assert.equal(slotAt(result, '16:45').reason, 'notice');
  assert.equal(result.times[0], '17:00');
});

test('25 October 2026: the repeated hour is listed once and means its first (summer-time) pass', () => {
  const base = {...ALL_DAY, date: '2026-10-25'};
  const result = run({...base, now: '2026-10-24T12:00:00+03:00'});
  const times = result.slots.map((s) => s.time);
  assert.equal(new Set(times).size, times.length);
  assert.equal(times.filter((t) => t.startsWith('03:')).length, 4);
  assert.equal(times.length, 24 * 4);
  // The day is 25 hours long: a 24 h 30 min service fits only today.
  const long = {
    ...base,
    service: {duration: 24 * 60, buffer: 30},
    now: '2026-10-20T12:00:00+03:00',
  };
  assert.deepEqual(run(long).times, ['00:00', '00:15', '00:30']);
  const saturday = run({...long, date: '2026-10-24'});
  assert.deepEqual([saturday.times, saturday.dayReason], [[], 'does-not-fit']);
  // 03:30 is the first 03:30 (00:30 UTC): opened at the first 03:40, it is
  // past and 03:45 is the next start; opened at the second 03:10 (01:10 UTC),
  // the whole hour is past and 04:00 comes next.
  const first = run({...base, now: '2026-10-25T03:40:00+03:00'});
  assert.equal(slotAt(first, '03:30').reason, 'notice');
  assert.equal(first.times[0], '03:45');
  const second = run({...base, now: '2026-10-25T03:10:00+02:00'});
  assert.equal(slotAt(second, '03:45').reason, 'notice');
  assert.equal(second.times[0], '04:00');
  // 60 real minutes from 02:30 summer time end at the first 03:30: a break
  // from 03:30 does not touch it.
  const busy = [{start: '03:30', end: '04:00', kind: 'blocked'}];
  const fold = run({...base, busy, now: '2026-10-24T12:00:00+03:00'});
  assert.equal(slotAt(fold, '02:30').offered, true);
  assert.equal(slotAt(fold, '02:45').reason, 'does-not-fit');
  // Busy time entered as 03:00–04:00 that night covers both passes: the wall
  // clock shows 03:xx for two real hours.
  const night = run({
    ...base,
    service: {duration: 15, buffer: 0},
    busy: [{start: '03:00', end: '04:00', kind: 'blocked'}],
    now: '2026-10-24T12:00:00+03:00',
  });
  assert.deepEqual(
    night.slots.filter((s) => s.time >= '02:45' && s.time <= '04:00').map((s) => s.reason),
    [null, 'busy', 'busy', 'busy', 'busy', null],
  );
  // It ends at 04:00 winter time (02:00 UTC): 02:45 summer time + 15 min ends
  // at 00:00 UTC, before it begins, and 04:00 starts as it ends.
  assert.equal(night.slots.find((s) => s.time === '03:00').conflict.from, '03:00');
});

test("the machine's time zone does not matter (child processes with other TZ)", () => {
  const inputs = [
    WORKED_EXAMPLE,
    ...VARIANTS.map((v) => v.change(WORKED_EXAMPLE)),
    {...ALL_DAY, date: '2026-03-29', noticeMinutes: 24 * 60, now: '2026-03-28T18:00:00+02:00'},
    {...ALL_DAY, date: '2026-10-25', noticeMinutes: 24 * 60, now: '2026-10-24T18:00:00+03:00'},
    {...ALL_DAY, date: '2026-10-25', now: '2026-10-25T03:10:00+02:00'},
    {...FREE_DAY, date: '2025-11-06', now: '2025-11-04T23:30:00+02:00', windowDays: 1},
  ];
  const here = JSON.stringify(inputs.map((input) => offeredTimes(input)));
  const script = `
    import {offeredTimes} from ${JSON.stringify(ENGINE_URL)};
    const inputs = JSON.parse(process.env.BOOKING_INPUTS);
    const offset = new Date(Date.UTC(2025, 10, 4, 12)).getTimezoneOffset();
    process.stdout.write(JSON.stringify({offset, results: inputs.map((input) => offeredTimes(input))}));
  `;
  // Behind Sofia, UTC itself, and far ahead with a 45-minute offset.
  const zones = {'America/New_York': 300, UTC: 0, 'Pacific/Chatham': -825};
  for (const [zone, offset] of Object.entries(zones)) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: {...process.env, TZ: zone, BOOKING_INPUTS: JSON.stringify(inputs)},
      encoding: 'utf8',
    });
    const child = JSON.parse(out);
    assert.equal(child.offset, offset, `${zone} was really the child's time zone`);
    assert.equal(JSON.stringify(child.results), here, zone);
  }
});
