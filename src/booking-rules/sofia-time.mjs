// @ts-check
/**
 * The Sofia wall clock and the instants behind it, for the booking rules
 * (./engine.mjs), and the readers of the 'HH:MM', 'YYYY-MM-DD' and instant
 * strings the engine takes.
 *
 * Every wall-clock time and every date is in Europe/Sofia, the product's time
 * zone, whatever the time zone of the machine or browser that runs this code:
 * conversions go through `Intl.DateTimeFormat` with an explicit `timeZone` and
 * `Date.UTC`, never through the local-time methods of `Date` (getHours,
 * new Date(y, m, d), …).
 */

/** The product's time zone: every 'HH:MM' and 'YYYY-MM-DD' is read in it. */
export const TIME_ZONE = 'Europe/Sofia';

export const MINUTE = 60_000;
export const DAY_MINUTES = 24 * 60;

/** @type {Intl.DateTimeFormat | undefined} */
let sofiaFormat;

/**
 * The Sofia wall-clock fields of an instant.
 * @param {number} ms
 */
function sofiaFields(ms) {
  // 'h23' so that midnight is 00, not 24; 'gregory' and 'latn' so that the
  // numbers do not depend on the default locale of the machine.
  sofiaFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const fields = {year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0};
  for (const part of sofiaFormat.formatToParts(ms)) {
    if (part.type in fields) fields[/** @type {keyof typeof fields} */ (part.type)] = +part.value;
  }
  return fields;
}

/**
 * Sofia's offset from UTC at an instant, in ms (+2 h in winter, +3 h in summer).
 * @param {number} ms
 */
function sofiaOffset(ms) {
  const whole = Math.floor(ms / 1000) * 1000;
  const f = sofiaFields(whole);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - whole;
}

/** @param {number} n */
const pad2 = (n) => String(n).padStart(2, '0');

/** @param {number} minutes minutes after midnight */
export const hhmm = (minutes) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/**
 * A date and time on the Sofia wall clock.
 * @param {Date | number | string} instant
 * @returns {{date: string, time: string}}
 */
export function sofiaWallClock(instant) {
  // A string goes through the same check as `now`: without an offset it
  // would be read in the machine's time zone.
  const ms = typeof instant === 'number' ? instant : parseInstant(instant);
  if (ms === null || !Number.isFinite(ms)) {
    throw new RangeError(`not an instant with an offset: ${String(instant)}`);
  }
  const f = sofiaFields(Math.floor(ms / 1000) * 1000);
  return {
    date: `${String(f.year).padStart(4, '0')}-${pad2(f.month)}-${pad2(f.day)}`,
    time: `${pad2(f.hour)}:${pad2(f.minute)}`,
  };
}

/**
 * The instant of a Sofia wall-clock time.
 *
 * On the last Sunday of March the clocks jump 03:00 → 04:00: a time from
 * 03:00 to 03:59 does not exist (`exists: false`, and the instant is where the
 * clock would be after the jump, 03:30 → 04:30, as Temporal's 'compatible'
 * does). On the last Sunday of October they go back 04:00 → 03:00: a time from
 * 03:00 to 03:59 happens twice, and we take the first (summer time), again as
 * 'compatible' does, so that a booking shown as "03:30" is the first 03:30
 * of the night and one label never stands for two instants.
 *
 * @param {{y: number, m: number, d: number}} date
 * @param {number} minutes minutes after midnight (1440 = next midnight)
 * @returns {{ms: number, exists: boolean}}
 */
function sofiaInstant(date, minutes) {
  const asIfUtc = Date.UTC(date.y, date.m - 1, date.d, 0, minutes);
  // The offsets a day before and after cover both sides of any change.
  const before = sofiaOffset(asIfUtc - DAY_MINUTES * MINUTE);
  const after = sofiaOffset(asIfUtc + DAY_MINUTES * MINUTE);
  const matches = [...new Set([before, after])]
    .map((offset) => asIfUtc - offset)
    .filter((ms) => ms + sofiaOffset(ms) === asIfUtc)
    .sort((a, b) => a - b);
  if (matches.length > 0) return {ms: matches[0], exists: true};
  return {ms: asIfUtc - before, exists: false};
}

/**
 * `sofiaInstant` for every time of one date. Sofia changes its clocks twice a
 * year at most, so when the offset is the same a day before and a day after
 * the date, it holds all day and one subtraction does; only the two days of a
 * change ask Intl for each time (Intl is slow enough for this to matter: a
 * day of 5-minute slots asks about hundreds of times).
 * @param {{y: number, m: number, d: number}} date
 * @returns {(minutes: number) => {ms: number, exists: boolean}}
 */
export function sofiaDay(date) {
  const midnight = Date.UTC(date.y, date.m - 1, date.d);
  const before = sofiaOffset(midnight - DAY_MINUTES * MINUTE);
  const after = sofiaOffset(midnight + 2 * DAY_MINUTES * MINUTE);
  if (before === after)
    return (minutes) => ({ms: midnight + minutes * MINUTE - before, exists: true});
  return (minutes) => sofiaInstant(date, minutes);
}

/**
 * 'YYYY-MM-DD' plus whole calendar days (pure calendar arithmetic, in UTC).
 * @param {string} date
 * @param {number} days
 */
export function addDays(date, days) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The last date a client can book, as #booking-window describes it: the Sofia
 * date on which the client opens the page, plus the window in days (on
 * 4 November 2025 with 90 days: 2 February 2026).
 * @param {Date | string} now as in DayInput
 * @param {number} windowDays
 * @returns {string} 'YYYY-MM-DD'
 */
export function lastBookableDate(now, windowDays) {
  const ms = parseInstant(now);
  if (ms === null) throw new RangeError(`now is not an instant with an offset: ${String(now)}`);
  return addDays(sofiaWallClock(ms).date, windowDays);
}

/**
 * The instant of a Sofia wall-clock date and time, as an ISO 8601 instant in
 * UTC ('2025-11-04', '09:40' → '2025-11-04T07:40:00.000Z'): what a form that
 * asks for "when the client opens the page" passes as `now`, whatever the time
 * zone of the browser it runs in. A time that the clocks skip or repeat is
 * read as everywhere else here (`sofiaInstant`). Null when the date or the
 * time is malformed.
 * @param {string} date 'YYYY-MM-DD'
 * @param {string} time 'HH:MM'
 * @returns {string | null}
 */
export function sofiaInstantOf(date, time) {
  const day = parseDate(date);
  const minutes = parseTime(time, false);
  if (!day || minutes === null) return null;
  return new Date(sofiaInstant(day, minutes).ms).toISOString();
}

// ---------------------------------------------------------------------------
// Reading the strings.

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// An offset is required: a string without one would be read in the
// machine's time zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * Minutes after midnight of 'HH:MM', or null. '24:00' (midnight at the end of
 * the day) is allowed only where an end is meant.
 * @param {unknown} value
 * @param {boolean} isEnd
 */
export function parseTime(value, isEnd) {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  if (!match) return null;
  if (match[3] !== undefined) return isEnd ? DAY_MINUTES : null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** @param {unknown} value */
export function parseDate(value) {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 30 February over to March; a round trip catches it.
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return null;
  }
  return {y, m, d};
}

/** @param {unknown} value */
export function parseInstant(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
