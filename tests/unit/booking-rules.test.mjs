// The booking-rules engine (src/booking-rules/engine.mjs) against the rules of
// docs/online-bookings/index.md: each rule alone, rules together, the
// article's examples read from the article text in both languages, the days
// the clocks change, the machine's time zone, and every input error.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

import {
  DEFAULTS,
  LIMITS,
  REASONS,
  REASON_ANCHORS,
  STEPS,
  TIME_ZONE,
  lastBookableDate,
  offeredTimes,
  sofiaWallClock,
} from '../../src/booking-rules/engine.mjs';
import {
  RULE_EXAMPLES,
  VARIANTS,
  WORKED_EXAMPLE,
  WORKED_EXAMPLE_TIMES,
} from '../../src/booking-rules/examples.mjs';

import {run, slotAt} from '../booking-rules-helpers.mjs';

const ENGINE_URL = new URL('../../src/booking-rules/engine.mjs', import.meta.url).href;
const ARTICLES = {
  bg: readFileSync(new URL('../../docs/online-bookings/index.md', import.meta.url), 'utf8'),
  en: readFileSync(
    new URL(
      '../../i18n/en/docusaurus-plugin-content-docs/current/online-bookings/index.md',
      import.meta.url,
    ),
    'utf8',
  ),
};

// ---------------------------------------------------------------------------
// Helpers.

/** The error codes of an invalid input, as 'field:code' strings. */
function errorsOf(input) {
  const result = offeredTimes(input);
  assert.equal(result.ok, false, `expected errors, got times ${JSON.stringify(result.times)}`);
  assert.ok(result.errors.length > 0);
  return result.errors.map((e) => `${e.field}:${e.code}`);
}

/** '9:40' → '09:40'. */
const norm = (time) => time.padStart(5, '0');
/** Every H:MM / HH:MM in a text, in order. */
const timesIn = (text) => [...text.matchAll(/\b(\d{1,2}:\d{2})\b/g)].map((m) => norm(m[1]));
const toMinutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const toTime = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The lines of an article section: from its `{#anchor}` heading to the next heading as high. */
function section(md, anchor) {
  const lines = md.split('\n');
  const at = lines.findIndex((line) => line.includes(`{#${anchor.replace(/^#/, '')}}`));
  assert.notEqual(at, -1, `no ${anchor} in the article`);
  const level = /^#+/.exec(lines[at])[0].length;
  const end = lines.findIndex((line, i) => i > at && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(at, end === -1 ? undefined : end).join('\n');
}

/** The bullets ('- …') right after the line that contains `intro`. */
function bulletsAfter(text, intro) {
  const lines = text.split('\n');
  let i = lines.findIndex((line) => line.includes(intro));
  assert.notEqual(i, -1, `no "${intro}"`);
  i += 1;
  while (lines[i] === '') i += 1;
  const bullets = [];
  while (i < lines.length && lines[i].startsWith('- ')) bullets.push(lines[i++]);
  return bullets;
}

/** The first match of a pattern, failing the test with the pattern if the text changed. */
function find(text, pattern, what) {
  const match = pattern.exec(text);
  assert.ok(match, `${what}: the article no longer says ${pattern}`);
  return match;
}

/** "12:00, 13:30 to 15:00 and 17:00 to 18:00" → every start, ranges expanded by the step. */
function expandList(text, step) {
  const times = [];
  const token = /(\d{1,2}:\d{2})(?: (?:до|to) (\d{1,2}:\d{2}))?/g;
  for (const match of text.matchAll(token)) {
    const from = toMinutes(norm(match[1]));
    const to = match[2] ? toMinutes(norm(match[2])) : from;
    for (let m = from; m <= to; m += step) times.push(toTime(m));
  }
  return times;
}

/** The result of a variant of the worked example. */
const variantResult = (variant) => run(variant.change(WORKED_EXAMPLE));
const variantsOf = (anchor) => VARIANTS.filter((v) => v.section === anchor);

/** A free day: 09:00–19:00 for both, nothing busy, 60 min, no notice, booked the day before. */
const FREE_DAY = Object.freeze({
  date: '2025-11-04',
  location: {open: '09:00', close: '19:00'},
  employee: {start: '09:00', end: '19:00'},
  busy: [],
  service: {duration: 60, buffer: 0},
  locationBuffer: 0,
  step: 60,
  noticeMinutes: 0,
  windowDays: 90,
  now: '2025-11-03T12:00:00+02:00',
});

const HOURS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];

// ---------------------------------------------------------------------------
// The exported constants.

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

// ---------------------------------------------------------------------------
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

test('#minimum-notice: 9:40 → from 10:40, first 10:45; 3 hours → 12:00 goes, 8 instead of 9 (bg, en)', () => {
  const base = run(WORKED_EXAMPLE);
  const [variant] = variantsOf('#minimum-notice');
  assert.equal(variant.id, 'notice-3-hours');
  const changed = variantResult(variant);
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const text = section(md, 'minimum-notice');
    // The general sentence: on a day with nothing else in the way.
    const first =
      lang === 'bg'
        ? /разглежда страницата в (\d{1,2}:\d{2}), вижда часове най-рано от (\d{1,2}:\d{2}), а при стъпка от (\d+) минути първият възможен е (\d{1,2}:\d{2})/
        : /opens the page at (\d{1,2}:\d{2}) sees times from (\d{1,2}:\d{2}) at the earliest, and with a (\d+)-minute step the first one offered is (\d{1,2}:\d{2})/;
    const [, opens, from, step, firstTime] = find(text, first, lang);
    const freeDay = run({...WORKED_EXAMPLE, busy: [], step: Number(step)});
    assert.equal(sofiaWallClock(WORKED_EXAMPLE.now).time, norm(opens));
    assert.equal(freeDay.earliestWall.time, norm(from));
    assert.equal(freeDay.times[0], norm(firstTime), lang);

    const three =
      lang === 'bg'
        ? /предизвестие от (\d+) часа премахва часа в (\d{1,2}:\d{2}) \(най-ранният възможен момент става (\d{1,2}:\d{2})\) и остават (\d+) начални часа вместо (\d+)/
        : /a (\d+)-hour notice removes the (\d{1,2}:\d{2}) start time \(the earliest possible moment becomes (\d{1,2}:\d{2})\), leaving (\d+) start times instead of (\d+)/;
    const [, hours, removed, earliest, count, before] = find(text, three, lang);
    assert.equal(variant.change(WORKED_EXAMPLE).noticeMinutes, Number(hours) * 60, lang);
    assert.equal(base.times.length, Number(before), `${lang}: instead of`);
    assert.equal(changed.times.length, Number(count), `${lang}: remain`);
    assert.equal(changed.earliestWall.time, norm(earliest), lang);
    assert.deepEqual(
      base.times.filter((t) => !changed.times.includes(t)),
      [norm(removed)],
    );
    assert.equal(slotAt(changed, norm(removed)).reason, 'notice');
    assert.deepEqual(variant.expected, {
      count: Number(count),
      disappears: [norm(removed)],
      earliest: norm(earliest),
    });
  }
});

test('#minimum-notice: 1 day from Monday 18:00 shows nothing on Tuesday before 18:00 (bg, en)', () => {
  const example = RULE_EXAMPLES.find((e) => e.id === 'notice-1-day');
  const result = run(example.input);
  // 4 November 2025 is a Tuesday, the 3rd a Monday.
  assert.equal(new Date(`${example.input.date}T12:00:00Z`).getUTCDay(), 2);
  assert.equal(sofiaWallClock(example.input.now).date, '2025-11-03');
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const pattern =
      lang === 'bg'
        ? /При (\d+) ден клиент, който отваря страницата в понеделник в (\d{1,2}:\d{2}), не вижда нищо във вторник преди (\d{1,2}:\d{2})/
        : /With (\d+) day, a client who opens your page on Monday at (\d{1,2}:\d{2}) sees nothing on Tuesday before (\d{1,2}:\d{2})/;
    const [, days, opens, before] = find(section(md, 'minimum-notice'), pattern, lang);
    assert.equal(example.input.noticeMinutes, Number(days) * 24 * 60);
    assert.equal(sofiaWallClock(example.input.now).time, norm(opens));
    assert.ok(result.times.every((t) => t >= norm(before)));
    assert.equal(result.times[0], example.expected.firstOffered);
    assert.equal(result.times[0], norm(before));
    assert.ok(result.slots.filter((s) => s.time < norm(before)).every((s) => !s.offered));
  }
});

test('#slot-step: the bullets (step → count: times) are what the engine offers (bg, en)', () => {
  const stepVariants = variantsOf('#slot-step');
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const text = section(md, 'slot-step');
    const intro = lang === 'bg' ? 'клиентът вижда:' : 'the client sees:';
    const bullets = bulletsAfter(text, intro);
    assert.equal(bullets.length, stepVariants.length, lang);
    for (const bullet of bullets) {
      const [, step, count, rest] = find(
        bullet,
        /^- (?:при|with) (\d+) (?:минути|minutes) — (\d+)(.*)$/,
        lang,
      );
      const variant = stepVariants.find((v) => v.step === Number(step));
      assert.ok(variant, `${lang}: no variant for step ${step}`);
      const result = variantResult(variant);
      assert.equal(result.times.length, Number(count), `${lang}: ${bullet}`);
      assert.equal(variant.expected.count, Number(count));
      const listed = timesIn(rest);
      if (listed.length > 0) {
        assert.deepEqual(result.times, listed, `${lang}: ${bullet}`);
        assert.deepEqual(variant.expected.times, listed);
      }
      // Every offered start is on the step, counted from the round hour.
      assert.ok(result.times.every((t) => toMinutes(t) % Number(step) === 0));
    }
    // "the break ends at 13:30, but with a 60-minute step the first time after it is 14:00"
    const gap =
      lang === 'bg'
        ? /свършва в (\d{1,2}:\d{2}), но при стъпка от (\d+) минути първият час след нея е чак (\d{1,2}:\d{2})/
        : /ends at (\d{1,2}:\d{2}), but with a (\d+)-minute step the first time after it is not until (\d{1,2}:\d{2})/;
    const [, ends, step, first] = find(text, gap, lang);
    const result = variantResult(stepVariants.find((v) => v.step === Number(step)));
    assert.ok(WORKED_EXAMPLE.busy.some((b) => b.kind === 'blocked' && b.end === norm(ends)));
    assert.equal(
      result.times.find((t) => t >= norm(ends)),
      norm(first),
      lang,
    );
  }
});

test('#worked-example: each "what changes the result" bullet is its variant, in order (bg, en)', () => {
  const base = run(WORKED_EXAMPLE);
  const changes = variantsOf('#worked-example').sort((a, b) => a.bullet - b.bullet);
  assert.deepEqual(
    changes.map((v) => v.bullet),
    changes.map((_, i) => i + 1),
  );
  // Where a bullet lists every offered time, the words around the list.
  const lists = {
    bg: {
      'google-event-deleted': /общо \d+ начални часа: ([^.]+)\./,
      'employee-12-20': /Предлагат се ([^—]+) —/,
    },
    en: {
      'google-event-deleted': /\d+ start times in all: ([^.]+)\./,
      'employee-12-20': /The offered times are ([^—]+) —/,
    },
  };
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const intro = lang === 'bg' ? 'Какво променя резултата' : 'What changes the result';
    const bullets = bulletsAfter(section(md, 'worked-example'), intro);
    assert.equal(bullets.length, changes.length, `${lang}: one variant per bullet`);
    bullets.forEach((bullet, i) => {
      const variant = changes[i];
      const result = variantResult(variant);
      const what = `${lang} bullet ${i + 1} (${variant.id})`;

      const totals =
        lang === 'bg'
          ? [...bullet.matchAll(/(?:[Оо]бщо|остават) (\d+)/g)].map((m) => m[1])
          : [...bullet.matchAll(/(\d+)(?: start times)? in all|(\d+) remain/g)].map(
              (m) => m[1] ?? m[2],
            );
      assert.equal(totals.length, 1, `${what}: one total`);
      assert.equal(result.times.length, Number(totals[0]), what);
      assert.equal(variant.expected.count, Number(totals[0]), what);

      const appeared = result.times.filter((t) => !base.times.includes(t));
      const gone = base.times.filter((t) => !result.times.includes(t));
      const mentioned = timesIn(bullet);
      if (variant.expected.appears) {
        assert.deepEqual(appeared, variant.expected.appears, what);
        for (const t of appeared) assert.ok(mentioned.includes(t), `${what}: ${t} not in text`);
      }
      if (variant.expected.disappears) {
        assert.deepEqual(gone, variant.expected.disappears, what);
        for (const t of gone) assert.ok(mentioned.includes(t), `${what}: ${t} not in text`);
      }
      if (variant.expected.times) assert.deepEqual(result.times, variant.expected.times, what);
      const listPattern = lists[lang][variant.id];
      if (listPattern) {
        const listed = expandList(find(bullet, listPattern, what)[1], WORKED_EXAMPLE.step);
        assert.deepEqual(result.times, listed, `${what}: the listed times`);
      }
    });
  }
});

test("#worked-example: the variants' reasons are the article's explanations", () => {
  const byId = Object.fromEntries(VARIANTS.map((v) => [v.id, variantResult(v)]));
  // "the 12:00 start time disappears, because the service itself would run into the break"
  const noon = slotAt(byId['break-moved'], '12:00');
  assert.equal(noon.reason, 'does-not-fit');
  assert.deepEqual(noon.conflict, {kind: 'blocked', part: 'service', from: '12:30'});
  // "Maria's hours are cut to 17:00, the 17:00 start time disappears"
  assert.equal(slotAt(byId['location-exception'], '17:00').reason, 'location-closed');
  // "the location closes at 19:00 … the last is 18:00, because the service
  // and its buffer must end by 19:00"
  const late = byId['employee-12-20'];
  assert.equal(late.times.at(-1), '18:00');
  assert.equal(slotAt(late, '18:15').reason, 'does-not-fit');
  assert.deepEqual(slotAt(late, '18:15').conflict, {
    kind: 'end-of-day',
    part: 'buffer',
    from: '19:00',
  });
  assert.equal(slotAt(late, '19:00').reason, 'location-closed');
  assert.equal(slotAt(late, '11:00').reason, 'employee-off');
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const last = lang === 'bg' ? /последният час е (\d{1,2}:\d{2})/ : /the last is (\d{1,2}:\d{2})/;
    assert.equal(late.times.at(-1), norm(find(md, last, lang)[1]));
  }
  // "10:00–11:00, end exactly when the booked appointment starts"
  assert.equal(slotAt(byId['opened-at-8-55'], '10:00').offered, true);
  assert.equal(slotAt(byId['opened-at-8-55'], '10:15').reason, 'does-not-fit');
  // The Google event deleted: the day ends the 17:00 start at 18:00 exactly.
  assert.equal(byId['google-event-deleted'].times.at(-1), '17:00');
});

test('#buffer: location 10 min, service 15 → the last start is 17:00, not 17:15 (bg, en)', () => {
  const example = RULE_EXAMPLES.find((e) => e.id === 'service-buffer-overrides-location');
  const result = run(example.input);
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const text = section(md, 'buffer');
    const buffers =
      lang === 'bg'
        ? /буферът на локацията е (\d+) минути, а в .+? е въведен буфер (\d+) минути/
        : /the location.s buffer is (\d+) minutes, and the .+? service has a (\d+)-minute buffer/;
    const [, location, own] = find(text, buffers, lang);
    assert.equal(example.input.locationBuffer, Number(location));
    assert.equal(example.input.service.buffer, Number(own));
    const last =
      lang === 'bg'
        ? /свършва работа в (\d{1,2}:\d{2}), затова последният ѝ начален час е (\d{1,2}:\d{2}), а не (\d{1,2}:\d{2})/
        : /finishes work at (\d{1,2}:\d{2}), so her last start time is (\d{1,2}:\d{2}), not (\d{1,2}:\d{2})/;
    const [, ends, lastTime, notTime] = find(text, last, lang);
    assert.equal(example.input.employee.end, norm(ends));
    assert.equal(result.times.at(-1), norm(lastTime));
    assert.equal(example.expected.last, norm(lastTime));
    assert.equal(slotAt(result, norm(notTime)).reason, 'does-not-fit');
    assert.equal(slotAt(result, norm(notTime)).conflict.kind, 'end-of-day');
  }
  // "If the service's field is empty, the location's 10 minutes apply; if it holds 0, no buffer."
  const empty = run({...example.input, service: {duration: 45, buffer: null}});
  assert.equal(slotAt(empty, '17:00').offered, true); // 17:00 + 55 = 17:55
  assert.equal(slotAt(empty, '15:15').reason, 'does-not-fit'); // 16:10 > 16:00 Google
  const zero = run({...example.input, service: {duration: 45, buffer: 0}});
  assert.equal(slotAt(zero, '17:15').offered, true); // 17:15 + 45 = 18:00
});

test('#check-duration-and-buffer: another appointment at 10:45 hides 10:00', () => {
  const example = RULE_EXAMPLES.find((e) => e.id === 'appointment-at-10-45');
  const result = run(example.input);
  for (const time of example.expected.notOffered) {
    assert.equal(slotAt(result, time).reason, 'does-not-fit');
  }
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const pattern =
      lang === 'bg'
        ? /ако в (\d{1,2}:\d{2}) има друг час, (\d{1,2}:\d{2}) не се предлага/
        : /if there is another appointment at (\d{1,2}:\d{2}), (\d{1,2}:\d{2}) is not offered/;
    const [, other, hidden] = find(section(md, 'check-duration-and-buffer'), pattern, lang);
    assert.equal(example.input.busy[0].start, norm(other));
    assert.deepEqual(example.expected.notOffered, [norm(hidden)]);
  }
});

test('#booking-window: on 4 November → 2 February 2026, on 5 November → 3 February (bg, en)', () => {
  const months = {
    bg: [
      'януари',
      'февруари',
      'март',
      'април',
      'май',
      'юни',
      'юли',
      'август',
      'септември',
      'октомври',
      'ноември',
      'декември',
    ],
    en: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  };
  const iso = (lang, y, month, d) =>
    `${y}-${String(months[lang].indexOf(month) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  for (const [lang, md] of Object.entries(ARTICLES)) {
    const pattern =
      lang === 'bg'
        ? /на (\d+) (\S+) (\d{4}) г\. клиентът избира дата до (\d+) (\S+) (\d{4}) г\., а на (\d+) (\S+) — до (\d+) (\S+)\./
        : /on (\d+) (\w+) (\d{4}) a client can pick a date up to (\d+) (\w+) (\d{4}), and on (\d+) (\w+) up to (\d+) (\w+)\./;
    const m = find(section(md, 'booking-window'), pattern, lang);
    const [d1, mo1, y1, d2, mo2, y2, d3, mo3, d4, mo4] = m.slice(1);
    // Late evening in Sofia is already the next day in some zones and not in
    // others: the window counts from the Sofia date.
    for (const time of ['00:05', '12:00', '23:55']) {
      const now = `${iso(lang, y1, mo1, d1)}T${time}:00+02:00`;
      assert.equal(lastBookableDate(now, DEFAULTS.windowDays), iso(lang, y2, mo2, d2), lang);
      const next = `${iso(lang, y1, mo3, d3)}T${time}:00+02:00`;
      assert.equal(lastBookableDate(next, DEFAULTS.windowDays), iso(lang, y2, mo4, d4), lang);
    }
    // The worked example says the same.
    const said =
      lang === 'bg'
        ? /може да избира дати до (\d+) (\S+) (\d{4}) г\./
        : /she can pick dates up to (\d+) (\w+) (\d{4})\./;
    const [, d, mo, y] = find(section(md, 'worked-example'), said, lang);
    assert.equal(run(WORKED_EXAMPLE).lastDate, iso(lang, y, mo, d));
  }
  // The last date is bookable, the next one is not.
  const lastDay = run({...WORKED_EXAMPLE, date: '2026-02-02'});
  assert.ok(lastDay.times.length > 0);
  const after = run({...WORKED_EXAMPLE, date: '2026-02-03'});
  assert.deepEqual(after.times, []);
  assert.equal(after.dayReason, 'window');
  assert.equal(slotAt(after, '12:00').reason, 'window');
});

// ---------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------
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
