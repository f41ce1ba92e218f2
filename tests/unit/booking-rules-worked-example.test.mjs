// The article's worked example (docs/online-bookings/index.md#worked-example and its
// English twin), read from the text in both languages and compared with the engine.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {
  DEFAULTS,
  LIMITS,
  REASONS,
  REASON_ANCHORS,
  STEPS,
  TIME_ZONE,
  sofiaWallClock,
} from '../../src/booking-rules/engine.mjs';
import {WORKED_EXAMPLE, WORKED_EXAMPLE_TIMES} from '../../src/booking-rules/examples.mjs';

import {
  ARTICLES,
  expandList,
  find,
  norm,
  run,
  section,
  slotAt,
  timesIn,
  toMinutes,
  toTime,
} from '../booking-rules-helpers.mjs';

test('the constants are the product facts', () => {
  assert.deepEqual([...STEPS], [5, 10, 15, 20, 30, 60]);
  assert.deepEqual({...DEFAULTS}, {noticeMinutes: 60, step: 15, windowDays: 90, locationBuffer: 0});
  assert.equal(TIME_ZONE, 'Europe/Sofia');
  assert.deepEqual({...LIMITS.noticeMinutes}, {min: 0, max: 7 * 24 * 60});
  assert.deepEqual({...LIMITS.windowDays}, {min: 1, max: 365});
  assert.deepEqual({...LIMITS.buffer}, {min: 0, max: 120});
  assert.deepEqual(
    [...REASONS],
    ['location-closed', 'employee-off', 'busy', 'does-not-fit', 'notice', 'window'],
  );
});

test('every reason links to a section that exists in both articles', () => {
  assert.deepEqual(Object.keys(REASON_ANCHORS).sort(), [...REASONS].sort());
  for (const [lang, md] of Object.entries(ARTICLES)) {
    for (const [reason, anchor] of Object.entries(REASON_ANCHORS)) {
      assert.match(anchor, /^#[a-z-]+$/);
      assert.ok(md.includes(`{${anchor}}`), `${lang}: ${reason} → ${anchor} is not a heading`);
    }
  }
});

// The article's examples, computed and compared with the article's text.

test('worked example: the table lists exactly the times the engine offers (bg, en)', () => {
  const result = run(WORKED_EXAMPLE);
  assert.deepEqual(result.times, [...WORKED_EXAMPLE_TIMES]);
  assert.equal(result.dayReason, null);
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const rows = section(md, 'worked-example')
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line))
      .slice(1) // the header
      .map((line) => line.split('|').map((cell) => cell.trim()));
    assert.equal(rows.length, 4, lang);
    const fromTable = rows.flatMap((cells) => timesIn(cells[2]));
    assert.deepEqual(result.times, fromTable, `${lang}: the "offered start times" column`);
    // Each offered time lies in the free interval of its row.
    for (const cells of rows) {
      const [, from, to] = find(cells[1], /(\d{1,2}:\d{2})–(\d{1,2}:\d{2})/, lang);
      for (const time of timesIn(cells[2])) {
        assert.ok(
          toMinutes(time) >= toMinutes(norm(from)) && toMinutes(time) < toMinutes(norm(to)),
        );
      }
    }
    const total =
      lang === 'bg'
        ? find(md, /Общо клиентката вижда \*\*(\d+) начални часа\*\*/, lang)
        : find(md, /In all, the client sees \*\*(\d+) start times\*\*/, lang);
    assert.equal(Number(total[1]), result.times.length, `${lang}: the total under the table`);
  }
});

test("worked example: the table's 'why not more' column is the engine's reason (bg, en)", () => {
  const result = run(WORKED_EXAMPLE);
  const words = {
    bg: {
      before: /((?:\d{1,2}:\d{2}(?:, | и )?)+) са преди (\d{1,2}:\d{2})/,
      start: /при начало в (\d{1,2}:\d{2})/,
      buffer: /буфер/,
      kinds: [
        ['google', /Google/],
        ['blocked', /почивката/],
        ['end-of-day', /работното ѝ време/],
        ['booking', /има час/],
      ],
    },
    en: {
      before: /((?:\d{1,2}:\d{2}(?:, | and )?)+) are before (\d{1,2}:\d{2})/,
      start: /starting at (\d{1,2}:\d{2})/,
      buffer: /buffer/,
      kinds: [
        ['google', /Google/],
        ['blocked', /break/],
        ['end-of-day', /working day/],
        ['booking', /has an appointment/],
      ],
    },
  };
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const w = words[lang];
    const why = section(md, 'worked-example')
      .split('\n')
      .filter((line) => /^\| \d/.test(line))
      .map((line) => line.split('|')[3].trim());
    assert.equal(why.length, 4, lang);
    let noticeRows = 0;
    for (const cell of why) {
      const before = w.before.exec(cell);
      if (before) {
        // "10:00, 10:15 and 10:30 are before 10:40": the notice rules them
        // out. 10:00 fails nothing else; 10:15 and 10:30 also do not fit
        // before the 11:00 appointment, and the fit (condition 4) comes
        // before the notice (condition 7) in #how-free-times-are-found, so
        // their first reason is 'does-not-fit' and 'notice' is the second;
        // opened at 8:55, only 10:00 comes back (the last bullet).
        noticeRows += 1;
        assert.equal(norm(before[2]), result.earliestWall.time, `${lang}: earliest`);
        for (const time of timesIn(before[1])) {
          const slot = slotAt(result, time);
          assert.equal(slot.offered, false);
          assert.ok(slot.reasons.includes('notice'), `${lang}: ${time} ${slot.reasons}`);
        }
        assert.equal(slotAt(result, timesIn(before[1])[0]).reason, 'notice');
      }
      const start = norm(find(cell, w.start, lang)[1]);
      const slot = slotAt(result, start);
      const kind = w.kinds.find(([, pattern]) => pattern.test(cell))[0];
      const part = w.buffer.test(cell) ? 'buffer' : 'service';
      assert.equal(slot.reason, 'does-not-fit', `${lang}: ${start}`);
      assert.deepEqual(
        [slot.conflict.kind, slot.conflict.part],
        [kind, part],
        `${lang}: ${start}: ${cell}`,
      );
    }
    assert.equal(noticeRows, 1, lang);
  }
});

test("the diagram's description lists the worked example's times, where it lists them (bg, en)", () => {
  const result = run(WORKED_EXAMPLE);
  const words = {bg: 'предлагани начални часове ', en: 'offered start times '};
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const image = section(md, 'how-free-times-are-found')
      .split('\n')
      .find((line) => line.startsWith('![') && line.includes(words[lang]));
    // The picture is someone else's to word; when its description names the
    // offered times, they must be the engine's.
    if (!image) continue;
    const listed = image.slice(image.indexOf(words[lang])).split(']')[0];
    assert.deepEqual(expandList(listed, WORKED_EXAMPLE.step), result.times, lang);
    const notice =
      lang === 'bg'
        ? /минимално предизвестие от (\d{1,2}:\d{2}) до (\d{1,2}:\d{2})/
        : /minimum notice from (\d{1,2}:\d{2}) to (\d{1,2}:\d{2})/;
    const match = notice.exec(image);
    if (match) {
      assert.equal(sofiaWallClock(WORKED_EXAMPLE.now).time, norm(match[1]));
      assert.equal(result.earliestWall.time, norm(match[2]));
    }
  }
});

test('worked example: steps 2 and 3 (free intervals, earliest time) are what the engine uses', () => {
  const result = run(WORKED_EXAMPLE);
  // Free runs of the 15-minute grid: inside both sets of hours and not busy.
  const runs = [];
  for (const slot of result.slots) {
    const free = !slot.reasons.some((r) => ['location-closed', 'employee-off', 'busy'].includes(r));
    const m = toMinutes(slot.time);
    const last = runs.at(-1);
    if (free && last && last[1] === m) last[1] = m + 15;
    else if (free) runs.push([m, m + 15]);
  }
  const free = runs.map(([a, b]) => `${toTime(a)}–${toTime(b)}`);
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const text = section(md, 'worked-example');
    const left =
      lang === 'bg'
        ? find(text, /Остават ([^.]+)\./, lang)[1]
        : find(text, /What is left is ([^.]+)\./, lang)[1];
    const intervals = [...left.matchAll(/(\d{1,2}:\d{2})–(\d{1,2}:\d{2})/g)].map(
      (m) => `${norm(m[1])}–${norm(m[2])}`,
    );
    assert.deepEqual(intervals, free, `${lang}: step 2`);
    const step3 =
      lang === 'bg'
        ? /в (\d{1,2}:\d{2}) най-ранният възможен час е (\d{1,2}:\d{2}), а първият на стъпката от (\d+) минути — (\d{1,2}:\d{2})/
        : /at (\d{1,2}:\d{2}) the earliest possible time is (\d{1,2}:\d{2}), and the first one on the (\d+)-minute step is (\d{1,2}:\d{2})/;
    const [, now, earliest, step, first] = find(text, step3, lang);
    assert.equal(sofiaWallClock(WORKED_EXAMPLE.now).time, norm(now));
    assert.equal(result.earliestWall.time, norm(earliest));
    assert.equal(WORKED_EXAMPLE.step, Number(step));
    const firstOnGrid = result.slots.find((s) => !s.reasons.includes('notice'));
    assert.equal(firstOnGrid.time, norm(first), `${lang}: step 3`);
  }
});
