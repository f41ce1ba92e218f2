// The booking-rules engine (src/booking-rules/engine.mjs): each rule alone on an
// otherwise free day, and all rules together against a minute-by-minute reference.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  REASONS,
  STEPS,
  lastBookableDate,
  offeredTimes,
  sofiaWallClock,
} from '../../src/booking-rules/engine.mjs';

import {FREE_DAY, HOURS, run, slotAt, toMinutes, toTime} from '../booking-rules-helpers.mjs';

// Each rule alone, on an otherwise free day.

test('a free day offers every step of the working hours', () => {
  const result = run(FREE_DAY);
  assert.deepEqual(result.times, HOURS);
  assert.ok(result.slots.every((s) => s.offered && s.reason === null && s.conflict === null));
  assert.equal(result.dayReason, null);
});

test('location closed: no location hours rule out the day', () => {
  const result = run({...FREE_DAY, location: null});
  assert.deepEqual(result.times, []);
  assert.equal(result.dayReason, 'location-closed');
  // The slots still cover the employee's hours and say why.
  assert.equal(result.slots.length, 10);
  assert.ok(result.slots.every((s) => s.reason === 'location-closed'));
  const nobody = run({...FREE_DAY, location: null, employee: null});
  assert.deepEqual([nobody.times, nobody.slots, nobody.dayReason], [[], [], 'location-closed']);
});

test('location hours: starts outside them are location-closed', () => {
  const result = run({...FREE_DAY, location: {open: '11:00', close: '15:00'}});
  assert.deepEqual(result.times, ['11:00', '12:00', '13:00', '14:00']);
  assert.equal(slotAt(result, '10:00').reason, 'location-closed');
  assert.equal(slotAt(result, '15:00').reason, 'location-closed');
});

test('employee off: no hours, hours outside the location, hours that do not overlap', () => {
  const off = run({...FREE_DAY, employee: null});
  assert.deepEqual(off.times, []);
  assert.equal(off.dayReason, 'employee-off');
  assert.ok(off.slots.every((s) => s.reason === 'employee-off'));

  const early = run({...FREE_DAY, employee: {start: '07:00', end: '11:00'}});
  assert.deepEqual(early.times, ['09:00', '10:00']);
  // Outside the location's hours, the location is the first reason.
  assert.deepEqual(slotAt(early, '07:00').reasons, ['location-closed']);
  assert.deepEqual(slotAt(early, '11:00').reasons, ['employee-off']);

  const apart = run({
    ...FREE_DAY,
    location: {open: '09:00', close: '12:00'},
    employee: {start: '13:00', end: '18:00'},
  });
  assert.deepEqual(apart.times, []);
  assert.equal(apart.dayReason, 'employee-off');
});

test('busy: a booking, blocked time or a Google event that covers the start', () => {
  for (const kind of ['booking', 'blocked', 'google']) {
    const result = run({...FREE_DAY, busy: [{start: '12:00', end: '13:00', kind}]});
    assert.ok(!result.times.includes('12:00'), kind);
    const slot = slotAt(result, '12:00');
    assert.equal(slot.reason, 'busy');
    assert.deepEqual(slot.conflict, {kind, part: 'service', from: '12:00'});
    // The hour before ends exactly when the busy time starts: it fits.
    assert.equal(slotAt(result, '11:00').offered, true);
    assert.equal(slotAt(result, '13:00').offered, true);
  }
});

test("busy: a booking's own buffer extends it", () => {
  const busy = [{start: '11:00', end: '11:45', kind: 'booking', buffer: 15}];
  const result = run({...FREE_DAY, step: 15, service: {duration: 15, buffer: 0}, busy});
  assert.equal(slotAt(result, '11:45').reason, 'busy');
  assert.equal(slotAt(result, '12:00').offered, true);
  const without = run({
    ...FREE_DAY,
    step: 15,
    service: {duration: 15, buffer: 0},
    busy: [{...busy[0], buffer: 0}],
  });
  assert.equal(slotAt(without, '11:45').offered, true);
});

test('does-not-fit: the service or its buffer runs into busy time or past the end of the day', () => {
  const input = {
    ...FREE_DAY,
    step: 15,
    service: {duration: 45, buffer: 15},
    busy: [{start: '12:00', end: '13:00', kind: 'blocked'}],
  };
  const result = run(input);
  assert.equal(slotAt(result, '11:00').offered, true);
  assert.deepEqual(slotAt(result, '11:15').conflict, {
    kind: 'blocked',
    part: 'buffer',
    from: '12:00',
  });
  assert.deepEqual(slotAt(result, '11:30').conflict, {
    kind: 'blocked',
    part: 'service',
    from: '12:00',
  });
  assert.equal(slotAt(result, '11:15').reason, 'does-not-fit');
  assert.equal(slotAt(result, '18:00').offered, true);
  assert.deepEqual(slotAt(result, '18:15').conflict, {
    kind: 'end-of-day',
    part: 'buffer',
    from: '19:00',
  });
  assert.deepEqual(slotAt(result, '18:30').conflict, {
    kind: 'end-of-day',
    part: 'service',
    from: '19:00',
  });
  // The end of the working day is the earlier of the two ends.
  const shorter = run({...input, employee: {start: '09:00', end: '17:00'}});
  assert.deepEqual(slotAt(shorter, '16:15').conflict, {
    kind: 'end-of-day',
    part: 'buffer',
    from: '17:00',
  });
  // A busy time that starts exactly at the end of the day: the day explains it.
  const atEnd = run({...input, busy: [{start: '19:00', end: '20:00', kind: 'google'}]});
  assert.equal(slotAt(atEnd, '18:15').conflict.kind, 'end-of-day');
});

test("buffer: an empty service field uses the location's buffer; a value, 0 included, overrides it", () => {
  const input = {...FREE_DAY, step: 15, service: {duration: 45, buffer: null}, locationBuffer: 30};
  const located = run(input); // 75 minutes each
  assert.equal(located.times.at(-1), '17:45');
  const absent = run({...input, service: {duration: 45}});
  assert.deepEqual(absent.times, located.times);
  const own = run({...input, service: {duration: 45, buffer: 15}});
  assert.equal(own.times.at(-1), '18:00');
  const none = run({...input, service: {duration: 45, buffer: 0}});
  assert.equal(none.times.at(-1), '18:15');
  // The default location buffer is 0.
  const defaults = run({...input, locationBuffer: undefined});
  assert.equal(defaults.times.at(-1), '18:15');
});

test('notice: the earliest start is now + notice, itself included', () => {
  const now = '2025-11-04T10:00:00+02:00';
  const zero = run({...FREE_DAY, now, noticeMinutes: 0});
  assert.equal(zero.times[0], '10:00');
  assert.equal(slotAt(zero, '09:00').reason, 'notice');
  const hour = run({...FREE_DAY, now, noticeMinutes: 60});
  assert.equal(hour.times[0], '11:00');
  assert.equal(hour.earliest, '2025-11-04T09:00:00.000Z');
  const second = run({...FREE_DAY, now: '2025-11-04T10:00:01+02:00', noticeMinutes: 60});
  assert.equal(second.times[0], '12:00');
  // A Date works as well as a string.
  const date = run({...FREE_DAY, now: new Date('2025-11-04T08:00:00Z'), noticeMinutes: 60});
  assert.equal(date.times[0], '11:00');
  // The default is an hour.
  assert.equal(run({...FREE_DAY, now, noticeMinutes: undefined}).times[0], '11:00');
  // Every working start before it: the day's reason is the notice.
  const late = run({...FREE_DAY, now: '2025-11-04T18:30:00+02:00'});
  assert.deepEqual([late.times, late.dayReason], [[], 'notice']);
  const past = run({...FREE_DAY, now: '2025-11-05T08:00:00+02:00'});
  assert.equal(past.dayReason, 'notice');
});

test('window: the last date is the Sofia date of now + the window, that whole day included', () => {
  const input = {...FREE_DAY, now: '2025-11-04T23:30:00+02:00', windowDays: 1};
  assert.deepEqual(run({...input, date: '2025-11-05'}).times, HOURS);
  const after = run({...input, date: '2025-11-06'});
  assert.deepEqual(after.times, []);
  assert.equal(after.lastDate, '2025-11-05');
  assert.equal(after.dayReason, 'window');
  assert.ok(after.slots.every((s) => s.reason === 'window'));
  // 23:30 in Sofia is 21:30 UTC on the 4th, but 22:30 UTC on 4 November is
  // already the 5th in Sofia: the window moves with the Sofia date.
  assert.equal(lastBookableDate('2025-11-04T22:30:00Z', 1), '2025-11-06');
  assert.equal(lastBookableDate(new Date('2025-11-04T21:59:00Z'), 1), '2025-11-05');
  assert.throws(() => lastBookableDate('2025-11-04T10:00', 1), RangeError);
  assert.throws(() => sofiaWallClock('2025-11-04T10:00'), RangeError);
  assert.deepEqual(sofiaWallClock(Date.UTC(2025, 10, 4, 22, 30)), {
    date: '2025-11-05',
    time: '00:30',
  });
});

test('step: starts are counted from the round hour', () => {
  const at = (step, open) =>
    run({
      ...FREE_DAY,
      step,
      service: {duration: 5, buffer: 0},
      location: {open, close: '11:00'},
      employee: {start: open, end: '11:00'},
    }).times;
  assert.deepEqual(at(20, '09:00'), ['09:00', '09:20', '09:40', '10:00', '10:20', '10:40']);
  assert.deepEqual(at(60, '09:30'), ['10:00']);
  assert.deepEqual(at(30, '09:10'), ['09:30', '10:00', '10:30']);
  assert.deepEqual(at(5, '10:42'), ['10:45', '10:50', '10:55']);
  assert.deepEqual(at(10, '10:30'), ['10:30', '10:40', '10:50']);
  for (const step of STEPS) {
    const result = run({...FREE_DAY, step});
    assert.ok(
      result.slots.every((s) => toMinutes(s.time) % step === 0),
      `${step}`,
    );
    assert.equal(result.slots.length, (10 * 60) / step);
  }
  // The default step is 15 minutes.
  assert.equal(run({...FREE_DAY, step: undefined}).slots.length, 40);
});

test('a day that ends at midnight: 24:00 is accepted as an end', () => {
  const result = run({
    ...FREE_DAY,
    location: {open: '20:00', close: '24:00'},
    employee: {start: '20:00', end: '24:00'},
  });
  assert.deepEqual(result.times, ['20:00', '21:00', '22:00', '23:00']);
});

// Rules together.

test('reasons: every failing rule, in the article order; the first is the reason', () => {
  const result = run({
    ...FREE_DAY,
    date: '2025-11-06',
    location: {open: '10:00', close: '19:00'},
    employee: {start: '09:00', end: '18:00'},
    busy: [
      {start: '08:00', end: '10:00', kind: 'blocked'},
      {start: '15:00', end: '16:00', kind: 'google'},
    ],
    windowDays: 1,
    now: '2025-11-04T12:00:00+02:00',
  });
  assert.deepEqual(slotAt(result, '09:00').reasons, ['location-closed', 'busy', 'window']);
  assert.deepEqual(slotAt(result, '14:00').reasons, ['window']);
  assert.deepEqual(slotAt(result, '14:00').conflict, null);
  assert.deepEqual(slotAt(result, '15:00').reasons, ['busy', 'window']);
  assert.deepEqual(slotAt(result, '18:00').reasons, ['employee-off', 'window']);
  const today = run({
    ...FREE_DAY,
    busy: [{start: '10:30', end: '11:00', kind: 'booking'}],
    now: '2025-11-04T11:30:00+02:00',
  });
  // Does not fit and too soon: the fit comes first in the article's order.
  assert.deepEqual(slotAt(today, '10:00').reasons, ['does-not-fit', 'notice']);
  assert.equal(slotAt(today, '10:00').reason, 'does-not-fit');
  assert.deepEqual(today.times, ['12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
});

test('random days agree with a minute-by-minute reference (all rules at once)', () => {
  // Deterministic pseudo-random numbers (mulberry32), so a failure repeats.
  let seed = 20251104;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  // Times in 5-minute units: wide working hours that mostly overlap, and
  // short busy times, so that most days offer something and some do not.
  const at5 = (from, to) => int(from / 5, to / 5) * 5;
  // 4 November 2025: Sofia is on UTC+2 all day, so the reference can use
  // plain minutes.
  const midnight = Date.parse('2025-11-04T00:00:00+02:00');
  let offeredSeen = 0;
  let emptyDays = 0;
  for (let n = 0; n < 400; n += 1) {
    const open = at5(7 * 60, 12 * 60);
    const close = at5(13 * 60, 24 * 60);
    const start = at5(6 * 60, 13 * 60);
    const end = at5(Math.max(start + 5, 12 * 60), 24 * 60);
    const busy = Array.from({length: int(0, 4)}, () => {
      const a = at5(7 * 60, 22 * 60);
      const b = a + at5(5, 120);
      const kind = pick(['booking', 'blocked', 'google']);
      return {
        start: toTime(a),
        end: toTime(b),
        kind,
        ...(kind === 'booking' ? {buffer: pick([0, 5, 15])} : {}),
      };
    });
    const input = {
      date: '2025-11-04',
      location: random() < 0.1 ? null : {open: toTime(open), close: toTime(close)},
      employee: random() < 0.1 ? null : {start: toTime(start), end: toTime(end)},
      busy,
      service: {duration: pick([15, 30, 45, 60, 90]), buffer: pick([null, 0, 10, 15])},
      locationBuffer: pick([0, 5, 20]),
      step: pick(STEPS),
      noticeMinutes: pick([0, 30, 60, 180, 1440]),
      windowDays: pick([1, 2, 90, 90]),
      now: new Date(midnight + int(-2 * 1440, 720) * 60_000).toISOString(),
    };
    const result = offeredTimes(input);
    if (!result.ok) {
      // Only a service longer than the open day may be refused here.
      assert.deepEqual(result.errors, [{field: 'service.duration', code: 'service-too-long'}]);
      continue;
    }
    const need = input.service.duration + (input.service.buffer ?? input.locationBuffer);
    const nowMinutes = (Date.parse(input.now) - midnight) / 60_000;
    const inWindow = Math.floor(nowMinutes / 1440) + input.windowDays >= 0;
    const free = (t) =>
      input.location &&
      input.employee &&
      t >= open &&
      t < close &&
      t >= start &&
      t < end &&
      !busy.some((b) => t >= toMinutes(b.start) && t < toMinutes(b.end) + (b.buffer ?? 0));
    const expected = [];
    for (let s = 0; s < 1440; s += input.step) {
      let fits = true;
      for (let t = s; t < s + need && fits; t += 1) fits = free(t);
      if (fits && s >= nowMinutes + input.noticeMinutes && inWindow) expected.push(toTime(s));
    }
    assert.deepEqual(result.times, expected, JSON.stringify(input));
    offeredSeen += expected.length;
    if (expected.length === 0) emptyDays += 1;
    // The shape every caller relies on.
    for (const slot of result.slots) {
      assert.equal(slot.offered, slot.reasons.length === 0);
      assert.equal(slot.reason, slot.reasons[0] ?? null);
      const order = slot.reasons.map((r) => REASONS.indexOf(r));
      assert.deepEqual(
        order,
        [...order].sort((a, b) => a - b),
      );
      assert.equal(
        slot.conflict !== null,
        slot.reasons.some((r) => r === 'busy' || r === 'does-not-fit'),
      );
    }
    assert.deepEqual(
      result.times,
      result.slots.filter((s) => s.offered).map((s) => s.time),
    );
    // Never an empty list without a reason.
    if (result.times.length === 0) {
      assert.ok(result.dayReason !== null || result.slots.length > 0);
    }
    if (result.dayReason !== null) assert.deepEqual(result.times, []);
    if (result.slots.length === 0) assert.notEqual(result.dayReason, null);
    assert.match(result.earliest, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
  }
  // Enough of both kinds of day for the comparison to mean something.
  assert.ok(offeredSeen > 2000, `only ${offeredSeen} times offered in all`);
  assert.ok(emptyDays > 20 && emptyDays < 200, `${emptyDays} days without times`);
});
