// The article's split-shift, no-preference and clock-change days
// (docs/online-bookings/index.md and its English twin: #split-shift-example,
// #no-preference-example, #clock-change), read from the text in both
// languages and compared with the engine and with
// src/booking-rules/examples.mjs. booking-rules-days.test.mjs tests the
// engine's side of these days on its own.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {offeredTimesAnyEmployee} from '../../src/booking-rules/engine.mjs';
import {
  NO_PREFERENCE_EXAMPLE,
  NO_PREFERENCE_EXPECTED,
  SPLIT_SHIFT_EXAMPLE,
  SPLIT_SHIFT_EXPECTED,
} from '../../src/booking-rules/examples.mjs';

import {
  ARTICLES,
  norm,
  run,
  slotAt,
  timesIn,
  toMinutes,
  toTime,
} from '../booking-rules-helpers.mjs';

/** A plain Tuesday, for the clock-change days (their date and hours replace it). */
const DAY = Object.freeze({
  date: '2025-11-04',
  busy: [],
  service: {duration: 60, buffer: 0},
  step: 15,
  noticeMinutes: 0,
  windowDays: 90,
  now: '2025-11-03T12:00:00+02:00',
});

// ---------------------------------------------------------------------------
// The article's examples of these days, read from its text in both languages
// and compared with the engine (as booking-rules-worked-example.test.mjs does for the
// worked example).

const WORDS = {
  bg: {inAll: /общо (\d+) начал/, range: 'до'},
  en: {inAll: /(\d+) start times in all/, range: 'to'},
};

/** The bullets of an article section (its `{#anchor}` heading to the next heading). */
function bullets(md, anchor) {
  const lines = md.split('\n');
  const at = lines.findIndex((line) => line.includes(`{#${anchor}}`));
  assert.notEqual(at, -1, `no #${anchor} in the article`);
  const end = lines.findIndex((line, i) => i > at && /^#{1,3} /.test(line));
  return lines.slice(at, end).filter((line) => line.startsWith('- '));
}

/** "9:00, 11:00 to 12:00 and 15:00 to 17:00" → every start, ranges expanded by the step. */
function expandList(text, word, step) {
  const times = [];
  for (const match of text.matchAll(
    new RegExp(`(\\d{1,2}:\\d{2})(?: ${word} (\\d{1,2}:\\d{2}))?`, 'g'),
  )) {
    const from = toMinutes(norm(match[1]));
    const to = match[2] ? toMinutes(norm(match[2])) : from;
    for (let m = from; m <= to; m += step) times.push(toTime(m));
  }
  return times;
}

for (const [lang, md] of Object.entries(ARTICLES)) {
  const words = WORDS[lang];

  test(`#split-shift-example: the article's times and the break are the engine's (${lang})`, () => {
    const result = run(SPLIT_SHIFT_EXAMPLE);
    const [shared, offered, refused] = bullets(md, 'split-shift-example');
    // The shared working time: the stretches the offered times come from.
    assert.deepEqual(timesIn(shared).slice(0, 4), ['09:00', '13:00', '15:00', '18:00']);
    const list = offered.split(' — ')[0];
    assert.deepEqual(expandList(list, words.range, SPLIT_SHIFT_EXAMPLE.step), result.times);
    assert.deepEqual(result.times, SPLIT_SHIFT_EXPECTED.times);
    assert.equal(Number(words.inAll.exec(offered)?.[1]), result.times.length);
    assert.equal(result.times.length, SPLIT_SHIFT_EXPECTED.count);
    // "12:15 … ends at 13:00, but its buffer (13:00–13:15) runs into the lunch break"
    const {time, conflict} = SPLIT_SHIFT_EXPECTED.refused;
    assert.deepEqual(timesIn(refused).slice(0, 4), [time, '13:00', '13:00', '13:15']);
    const slot = slotAt(result, time);
    assert.equal(slot.reason, 'does-not-fit');
    assert.deepEqual(slot.conflict, conflict);
    // 14:00: the location is open, Maria is not.
    assert.equal(slotAt(result, '14:00').reason, 'employee-off');
  });

  test(`#no-preference-example: the union, who takes which time, and 15:30 (${lang})`, () => {
    const result = run(NO_PREFERENCE_EXAMPLE, offeredTimesAnyEmployee);
    const [union, who, nobody] = bullets(md, 'no-preference-example');
    const list = union.split(' — ')[0];
    assert.deepEqual(expandList(list.split(':').slice(1).join(':'), words.range, 15), result.times);
    assert.equal(Number(words.inAll.exec(union)?.[1]), result.times.length);
    assert.equal(result.times.length, NO_PREFERENCE_EXPECTED.count);
    // "At 14:00 and at 17:00 either of them…; the other times up to 15:00 are
    // Maria's only, and the rest from 16:00 on Elena's only."
    const [a, b, until, from] = timesIn(who);
    assert.deepEqual([a, b], NO_PREFERENCE_EXPECTED.both);
    for (const slot of result.slots.filter((s) => s.offered)) {
      const expected = NO_PREFERENCE_EXPECTED.both.includes(slot.time)
        ? ['Мария', 'Елена']
        : slot.time <= until
          ? ['Мария']
          : slot.time >= from
            ? ['Елена']
            : [];
      assert.deepEqual(slot.employees, expected, slot.time);
    }
    // "15:30 is not offered at all: Maria … until 16:15 … event from 16:00; Elena has an appointment"
    const {time, reasons} = NO_PREFERENCE_EXPECTED.nobody;
    assert.deepEqual(timesIn(nobody), [time, '16:15', '16:00', time]);
    const slot = slotAt(result, time);
    assert.deepEqual(slot.employees, []);
    assert.deepEqual(
      Object.fromEntries(slot.byEmployee.map((e) => [e.name, e.slot.reason])),
      reasons,
    );
    assert.deepEqual(slot.byEmployee[0].slot.conflict, {
      kind: 'google',
      part: 'service',
      from: '16:00',
    });
  });

  test(`#clock-change: the article's nights are what the engine does (${lang})`, () => {
    const [march, october] = bullets(md, 'clock-change');
    const allDay = {
      ...DAY,
      location: {open: '00:00', close: '24:00'},
      employee: {start: '00:00', end: '24:00'},
      step: 15,
    };
    // March: "from 3:00 to 4:00 … 3:00 to 3:59 … 60 minutes from 2:30 end at 4:30".
    const [, , , , start, end] = timesIn(march);
    const sunday = run({...allDay, date: '2026-03-29', now: '2026-03-28T12:00:00+02:00'});
    assert.ok(!sunday.slots.some((s) => s.time.startsWith('03:')));
    const fits = (busyFrom) =>
      slotAt(
        run({
          ...allDay,
          date: '2026-03-29',
          busy: [{start: busyFrom, end: '23:00', kind: 'blocked'}],
          now: '2026-03-28T12:00:00+02:00',
        }),
        start,
      ).offered;
    assert.equal(fits(end), true, `${start} + 60 min ends by ${end}`);
    assert.equal(fits(toTime(toMinutes(end) - 5)), false);
    // October: each 03:xx once.
    assert.deepEqual(timesIn(october).slice(0, 4), ['04:00', '03:00', '03:00', '03:59']);
    const fallBack = run({...allDay, date: '2026-10-25', now: '2026-10-24T12:00:00+03:00'});
    assert.equal(fallBack.slots.filter((s) => s.time.startsWith('03:')).length, 4);
    // The notice: "Saturday at 18:00 … from 19:00 … March, from 17:00 … October".
    const lines = md.split('\n');
    const from = lines.findIndex((line) => line.includes('{#clock-change}'));
    const para = lines.slice(from).find((line) => line.includes('18:00') && line.includes('19:00'));
    assert.ok(para, 'the notice sentence');
    const [opened, spring, autumn] = timesIn(para);
    for (const [date, saturday, expected] of [
      ['2026-03-29', `2026-03-28T${opened}:00+02:00`, spring],
      ['2026-10-25', `2026-10-24T${opened}:00+03:00`, autumn],
    ]) {
      const result = run({...allDay, date, noticeMinutes: 24 * 60, now: saturday});
      assert.equal(result.times[0], expected, date);
    }
  });
}
