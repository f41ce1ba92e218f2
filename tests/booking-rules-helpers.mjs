// What the booking-rules unit tests (tests/unit/booking-rules*.test.mjs) share.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

import {offeredTimes} from '../src/booking-rules/engine.mjs';
import {VARIANTS, WORKED_EXAMPLE} from '../src/booking-rules/examples.mjs';

/** The result of a valid input (fails the test otherwise). */
export function run(input, fn = offeredTimes) {
  const result = fn(input);
  assert.equal(result.ok, true, `unexpected errors: ${JSON.stringify(result.errors)}`);
  return result;
}

/** The candidate slot at `time` (fails the test when there is none). */
export function slotAt(result, time) {
  const slot = result.slots.find((s) => s.time === time);
  assert.ok(slot, `no candidate slot at ${time}`);
  return slot;
}

/** docs/online-bookings/index.md and its English twin. */
export const ARTICLES = {
  bg: readFileSync(new URL('../docs/online-bookings/index.md', import.meta.url), 'utf8'),
  en: readFileSync(
    new URL(
      '../i18n/en/docusaurus-plugin-content-docs/current/online-bookings/index.md',
      import.meta.url,
    ),
    'utf8',
  ),
};

/** The error codes of an invalid input, as 'field:code' strings. */
export function errorsOf(input, fn = offeredTimes) {
  const result = fn(input);
  assert.equal(result.ok, false, `expected errors, got times ${JSON.stringify(result.times)}`);
  assert.ok(result.errors.length > 0);
  return result.errors.map((e) => `${e.field}:${e.code}`);
}

/** '9:40' → '09:40'. */
export const norm = (time) => time.padStart(5, '0');
/** Every H:MM / HH:MM in a text, in order. */
export const timesIn = (text) => [...text.matchAll(/\b(\d{1,2}:\d{2})\b/g)].map((m) => norm(m[1]));
export const toMinutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
export const toTime = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The lines of an article section: from its `{#anchor}` heading to the next heading as high. */
export function section(md, anchor) {
  const lines = md.split('\n');
  const at = lines.findIndex((line) => line.includes(`{#${anchor.replace(/^#/, '')}}`));
  assert.notEqual(at, -1, `no ${anchor} in the article`);
  const level = /^#+/.exec(lines[at])[0].length;
  const end = lines.findIndex((line, i) => i > at && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(at, end === -1 ? undefined : end).join('\n');
}

/** The bullets ('- …') right after the line that contains `intro`. */
export function bulletsAfter(text, intro) {
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
export function find(text, pattern, what) {
  const match = pattern.exec(text);
  assert.ok(match, `${what}: the article no longer says ${pattern}`);
  return match;
}

/** "12:00, 13:30 to 15:00 and 17:00 to 18:00" → every start, ranges expanded by the step. */
export function expandList(text, step) {
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
export const variantResult = (variant) => run(variant.change(WORKED_EXAMPLE));
export const variantsOf = (anchor) => VARIANTS.filter((v) => v.section === anchor);

/** A free day: 09:00–19:00 for both, nothing busy, 60 min, no notice, booked the day before. */
export const FREE_DAY = Object.freeze({
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

export const HOURS = [
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
