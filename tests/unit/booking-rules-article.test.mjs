// The article's rules and their examples (#minimum-notice, #slot-step, the worked
// example's variants, #buffer, #booking-window), read from the text in both languages.
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {DEFAULTS, lastBookableDate, sofiaWallClock} from '../../src/booking-rules/engine.mjs';
import {RULE_EXAMPLES, VARIANTS, WORKED_EXAMPLE} from '../../src/booking-rules/examples.mjs';

import {
  ARTICLES,
  bulletsAfter,
  expandList,
  find,
  norm,
  run,
  section,
  slotAt,
  timesIn,
  toMinutes,
  variantResult,
  variantsOf,
} from '../booking-rules-helpers.mjs';

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
