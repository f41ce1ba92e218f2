// @ts-check
// The Sofia wall clock and the engine's time readers. Intl with an explicit zone and Date.UTC,
// never Date's local-time methods, so the machine's time zone never comes into it.

export const TIME_ZONE = 'Europe/Sofia';

export const MINUTE = 60_000;
export const DAY_MINUTES = 24 * 60;

/** @type {Intl.DateTimeFormat | undefined} */
let sofiaFormat;

/** How far Sofia's wall clock is ahead of UTC at `ms`, in milliseconds. @param {number} ms */
function sofiaOffset(ms) {
  // 'h23': midnight is 00; 'gregory' and 'latn': independent of the machine's locale.
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
  const whole = Math.floor(ms / 1000) * 1000;
  const f = Object.fromEntries(sofiaFormat.formatToParts(whole).map((p) => [p.type, +p.value]));
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - whole;
}

/** @param {number} n */
const pad2 = (n) => String(n).padStart(2, '0');

/** @param {number} minutes minutes after midnight */
export const hhmm = (minutes) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/** @param {Date | number | string} instant @returns {{date: string, time: string}} */
export function sofiaWallClock(instant) {
  // A string needs an offset, as `now` does (else the machine's zone would read it).
  const ms = typeof instant === 'number' ? instant : parseInstant(instant);
  if (ms === null || !Number.isFinite(ms)) {
    throw new RangeError(`not an instant with an offset: ${String(instant)}`);
  }
  const wall = new Date(Math.floor(ms / 1000) * 1000 + sofiaOffset(ms)).toISOString();
  return {date: wall.slice(0, 10), time: wall.slice(11, 16)};
}

/** As Temporal's 'compatible': a skipped time moves forward (`exists: false`), a repeated one is its first pass.
 * @param {{y: number, m: number, d: number}} date @param {number} minutes @returns {{ms: number, exists: boolean}} */
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

/** Intl is slow, so only the two days a year the offset changes ask it for each time.
 * @param {{y: number, m: number, d: number}} date @returns {(minutes: number) => {ms: number, exists: boolean}} */
export function sofiaDay(date) {
  const midnight = Date.UTC(date.y, date.m - 1, date.d);
  const before = sofiaOffset(midnight - DAY_MINUTES * MINUTE);
  const after = sofiaOffset(midnight + 2 * DAY_MINUTES * MINUTE);
  if (before === after)
    return (minutes) => ({ms: midnight + minutes * MINUTE - before, exists: true});
  return (minutes) => sofiaInstant(date, minutes);
}

/** @param {string} date @param {number} days */
export function addDays(date, days) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** #booking-window. @param {Date | string | number} now @param {number} windowDays */
export function lastBookableDate(now, windowDays) {
  return addDays(sofiaWallClock(now).date, windowDays);
}

/** @param {string} date @param {string} time @returns {string | null} */
export function sofiaInstantOf(date, time) {
  const day = parseDate(date);
  const minutes = parseTime(time, false);
  if (!day || minutes === null) return null;
  return new Date(sofiaInstant(day, minutes).ms).toISOString();
}

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// An offset is required: without one the machine's time zone would read it.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** '24:00' only for an end. @param {unknown} value @param {boolean} isEnd */
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
  return addDays(value, 0) === value ? {y, m, d} : null;
}

/** @param {unknown} value */
export function parseInstant(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
