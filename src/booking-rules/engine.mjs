// @ts-check
/**
 * The online booking rules as a pure function: which start times a client is
 * offered on one day, for one employee, at one location.
 *
 * This is the rule set that docs/online-bookings/index.md explains
 * (#how-free-times-are-found, #worked-example) and that
 * /work/shared/PRODUCT-FACTS.md lists under "Online booking rules" and "How a
 * free time is found". It covers the conditions that depend on time:
 *
 *   1. the location is open                         → 'location-closed'
 *   2. the employee works then                      → 'employee-off'
 *   3. no booking, blocked time or busy Google
 *      event covers the start                       → 'busy'
 *   4. the service and its buffer fit before the
 *      next busy time and the end of the day        → 'does-not-fit'
 *   7. the start is after the minimum notice and
 *      inside the booking window                    → 'notice', 'window'
 *
 * Conditions 5, 6 and 8 of the article (resources, the "accepts online
 * bookings" switches, the subscription) are yes/no facts about the account,
 * not about the clock, so the caller checks them before asking for times.
 *
 * Every wall-clock time ('HH:MM') and every date is in Europe/Sofia, the
 * product's time zone, whatever the time zone of the machine or browser that
 * runs this code: conversions go through `Intl.DateTimeFormat` with an
 * explicit `timeZone` and `Date.UTC`, never through the local-time methods of
 * `Date` (getHours, new Date(y, m, d), …). Durations (service, buffer, notice)
 * are elapsed real time, so they stay exact across a change of the clocks.
 *
 * Nothing here touches the DOM or React; the UI words the reasons itself and
 * links to `REASON_ANCHORS`.
 */

/** The product's time zone: every 'HH:MM' and 'YYYY-MM-DD' is read in it. */
export const TIME_ZONE = 'Europe/Sofia';

/** The slot steps the Booking rules screen offers, in minutes (#slot-step). */
export const STEPS = Object.freeze([5, 10, 15, 20, 30, 60]);

/** The defaults of a new location (#rules). */
export const DEFAULTS = Object.freeze({
  /** Minimum notice, minutes. */
  noticeMinutes: 60,
  /** Slot step, minutes. */
  step: 15,
  /** Booking window, days. */
  windowDays: 90,
  /** The location's buffer after a service, minutes. */
  locationBuffer: 0,
});

/** Allowed ranges, inclusive. */
export const LIMITS = Object.freeze({
  /** 0 minutes to 7 days. */
  noticeMinutes: Object.freeze({min: 0, max: 7 * 24 * 60}),
  /** 1 to 365 days. */
  windowDays: Object.freeze({min: 1, max: 365}),
  /** The location's, a service's and a booking's buffer: 0 to 120 minutes. */
  buffer: Object.freeze({min: 0, max: 120}),
  /**
   * A service's duration. The product states no limit; a service must last
   * at least a minute, and nothing longer than a day can fit in one day.
   */
  duration: Object.freeze({min: 1, max: 24 * 60}),
});

/**
 * Why a start time is not offered, in the order of the article's
 * #how-free-times-are-found list. A slot's `reason` is the first of these
 * that fails, as the article's #cannot-book checklist asks ("the first one
 * that fails is the reason").
 * @type {readonly ReasonCode[]}
 */
export const REASONS = Object.freeze([
  'location-closed',
  'employee-off',
  'busy',
  'does-not-fit',
  'notice',
  'window',
]);

/**
 * The section of docs/online-bookings/index.md (same anchors in both
 * languages) that explains each reason; a unit test checks that every anchor
 * exists in both articles.
 * @type {Readonly<Record<ReasonCode, string>>}
 */
export const REASON_ANCHORS = Object.freeze({
  'location-closed': '#check-location-hours',
  'employee-off': '#check-employee-hours',
  busy: '#check-blocked-time',
  'does-not-fit': '#buffer',
  notice: '#minimum-notice',
  window: '#booking-window',
});

/**
 * @typedef {'location-closed' | 'employee-off' | 'busy' | 'does-not-fit' | 'notice' | 'window'} ReasonCode
 * @typedef {'end-before-start' | 'step' | 'service-too-long' | 'notice-beyond-window' | 'range' | 'format'} ErrorCode
 * @typedef {'booking' | 'blocked' | 'google'} BusyKind
 *
 * @typedef {object} LocationHours The location's hours that day (weekly hours
 *   or an exception). `close` may be '24:00'.
 * @property {string} open 'HH:MM'
 * @property {string} close 'HH:MM'
 *
 * @typedef {object} EmployeeHours The employee's own hours that day.
 * @property {string} start 'HH:MM'
 * @property {string} end 'HH:MM'
 *
 * @typedef {object} BusyPeriod Something that already takes the employee's time.
 * @property {string} start 'HH:MM'
 * @property {string} end 'HH:MM'
 * @property {BusyKind} kind 'booking' (an appointment), 'blocked' (a break,
 *   leave…), 'google' (a busy Google Calendar event).
 * @property {number} [buffer] Only for a booking: the buffer after it, in
 *   minutes; it extends the busy time (11:00–11:45 + 15 → busy until 12:00).
 *
 * @typedef {object} Service
 * @property {number} duration Minutes.
 * @property {number | null} [buffer] The service's own buffer; null or absent
 *   means the field is empty and the location's buffer applies. 0 means no
 *   buffer even where the location has one.
 *
 * @typedef {object} DayInput One day, one employee, one location.
 * @property {string} date 'YYYY-MM-DD', a Sofia calendar date.
 * @property {LocationHours | null} location null: closed that day.
 * @property {EmployeeHours | null} employee null: not working that day.
 * @property {BusyPeriod[]} [busy] Default [].
 * @property {Service} service
 * @property {number} [locationBuffer] Default DEFAULTS.locationBuffer.
 * @property {number} [step] One of STEPS. Default DEFAULTS.step.
 * @property {number} [noticeMinutes] Default DEFAULTS.noticeMinutes.
 * @property {number} [windowDays] Default DEFAULTS.windowDays.
 * @property {string | Date} now When the client opened the page: a Date or an
 *   ISO 8601 instant with 'Z' or an offset ('2025-11-04T09:40:00+02:00').
 *
 * @typedef {object} Conflict What a start time runs into.
 * @property {BusyKind | 'end-of-day'} kind
 * @property {'service' | 'buffer'} part Whether the service itself or only the
 *   buffer after it runs into it (the article tells the two apart). For a start
 *   that is itself inside busy time, 'service'.
 * @property {string} from 'HH:MM' where it starts (for 'end-of-day', the end
 *   of the working day).
 *
 * @typedef {object} Slot One candidate start time on the step grid.
 * @property {string} time 'HH:MM', Sofia wall clock.
 * @property {boolean} offered
 * @property {ReasonCode | null} reason The first failing rule, in REASONS order.
 * @property {ReasonCode[]} reasons Every failing rule, in REASONS order.
 *   'does-not-fit' is judged only for a start inside working hours and not
 *   already busy, where "fits before the next busy time" means something.
 * @property {Conflict | null} conflict Set with 'busy' or 'does-not-fit'.
 *
 * @typedef {object} OfferedTimes
 * @property {true} ok
 * @property {string[]} times The offered starts, 'HH:MM', in order.
 * @property {Slot[]} slots Every candidate start from the earlier of the
 *   location's opening and the employee's start to the later of their ends.
 * @property {ReasonCode | null} dayReason Set when one rule rules out the whole
 *   day: no location hours ('location-closed'), no employee hours or none inside
 *   the location's ('employee-off'), a date after the window ('window'), every
 *   start within working hours before the notice ('notice'). Otherwise null,
 *   and each slot says why it is not offered.
 * @property {string} earliest The earliest bookable instant (now + notice), ISO UTC.
 * @property {{date: string, time: string}} earliestWall The same on the Sofia wall clock.
 * @property {string} lastDate The last bookable Sofia date, 'YYYY-MM-DD'.
 *
 * @typedef {object} FieldError
 * @property {string} field The input path: 'location.close', 'busy[1].end', 'step', …
 * @property {ErrorCode} code
 *
 * @typedef {{ok: false, errors: FieldError[]}} InvalidInput
 */

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

// ---------------------------------------------------------------------------
// Sofia wall clock <-> instants, through Intl only.

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
const hhmm = (minutes) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

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
function sofiaDay(date) {
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
function addDays(date, days) {
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
// Reading the input.

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
function parseTime(value, isEnd) {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  if (!match) return null;
  if (match[3] !== undefined) return isEnd ? DAY_MINUTES : null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** @param {unknown} value */
function parseDate(value) {
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
function parseInstant(value) {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * @param {FieldError[]} errors
 * @param {string} field
 * @param {unknown} value
 * @param {{min: number, max: number}} range
 * @returns {value is number}
 */
function checkInteger(errors, field, value, range) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors.push({field, code: 'format'});
    return false;
  }
  if (value < range.min || value > range.max) {
    errors.push({field, code: 'range'});
    return false;
  }
  return true;
}

/**
 * A start–end pair of 'HH:MM' fields, in minutes; null when either is wrong.
 * @param {FieldError[]} errors
 * @param {string} prefix
 * @param {Record<string, unknown>} pair
 * @param {string} startKey
 * @param {string} endKey
 */
function checkSpan(errors, prefix, pair, startKey, endKey) {
  const start = parseTime(pair[startKey], false);
  const end = parseTime(pair[endKey], true);
  if (start === null) errors.push({field: `${prefix}.${startKey}`, code: 'format'});
  if (end === null) errors.push({field: `${prefix}.${endKey}`, code: 'format'});
  if (start === null || end === null) return null;
  // Compared on the wall clock, as typed; an empty span is as wrong as a
  // reversed one (a closed day is null, not 09:00–09:00).
  if (end <= start) {
    errors.push({field: `${prefix}.${endKey}`, code: 'end-before-start'});
    return null;
  }
  return {start, end};
}

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const BUSY_KINDS = new Set(['booking', 'blocked', 'google']);

/**
 * Checks every field and returns the input in minutes, or every error found.
 * @param {DayInput} input
 */
function readInput(input) {
  /** @type {FieldError[]} */
  const errors = [];
  if (!isObject(input)) return {errors: [{field: '', code: /** @type {ErrorCode} */ ('format')}]};

  const date = parseDate(input.date);
  if (!date) errors.push({field: 'date', code: 'format'});
  const now = parseInstant(input.now);
  if (now === null) errors.push({field: 'now', code: 'format'});

  /** @type {{start: number, end: number} | null} */
  let location = null;
  let locationOk = true;
  if (input.location !== null) {
    if (!isObject(input.location)) {
      errors.push({field: 'location', code: 'format'});
      locationOk = false;
    } else {
      const span = checkSpan(errors, 'location', input.location, 'open', 'close');
      location = span;
      locationOk = span !== null;
    }
  }

  /** @type {{start: number, end: number} | null} */
  let employee = null;
  if (input.employee !== null) {
    if (!isObject(input.employee)) errors.push({field: 'employee', code: 'format'});
    else employee = checkSpan(errors, 'employee', input.employee, 'start', 'end');
  }

  /** @type {{start: number, end: number, kind: BusyKind, buffer: number, from: string}[]} */
  const busy = [];
  const busyInput = input.busy ?? [];
  if (!Array.isArray(busyInput)) {
    errors.push({field: 'busy', code: 'format'});
  } else {
    busyInput.forEach((entry, i) => {
      const prefix = `busy[${i}]`;
      if (!isObject(entry)) {
        errors.push({field: prefix, code: 'format'});
        return;
      }
      const span = checkSpan(errors, prefix, entry, 'start', 'end');
      const kindOk = BUSY_KINDS.has(entry.kind);
      if (!kindOk) errors.push({field: `${prefix}.kind`, code: 'format'});
      let buffer = 0;
      let bufferOk = true;
      if (entry.buffer !== undefined) {
        // Only an appointment has a buffer after it; a buffer on a break or
        // a Google event is a mistake in the caller, not something to ignore.
        if (entry.kind !== 'booking') {
          errors.push({field: `${prefix}.buffer`, code: 'format'});
          bufferOk = false;
        } else {
          bufferOk = checkInteger(errors, `${prefix}.buffer`, entry.buffer, LIMITS.buffer);
          if (bufferOk) buffer = entry.buffer;
        }
      }
      if (span && kindOk && bufferOk) {
        busy.push({...span, kind: entry.kind, buffer, from: entry.start});
      }
    });
  }

  let duration = NaN;
  let buffer = NaN;
  let serviceOk = false;
  if (!isObject(input.service)) {
    errors.push({field: 'service', code: 'format'});
  } else {
    const durationOk = checkInteger(
      errors,
      'service.duration',
      input.service.duration,
      LIMITS.duration,
    );
    if (durationOk) duration = input.service.duration;
    const own = input.service.buffer;
    let bufferOk = true;
    if (own !== null && own !== undefined) {
      bufferOk = checkInteger(errors, 'service.buffer', own, LIMITS.buffer);
      if (bufferOk) buffer = own;
    }
    serviceOk = durationOk && bufferOk;
  }

  const locationBuffer = input.locationBuffer ?? DEFAULTS.locationBuffer;
  const locationBufferOk = checkInteger(errors, 'locationBuffer', locationBuffer, LIMITS.buffer);
  // An empty service field means the location's buffer; any number, 0
  // included, is the service's own (PRODUCT-FACTS, #buffer).
  if (serviceOk && Number.isNaN(buffer)) {
    if (locationBufferOk) buffer = locationBuffer;
    else serviceOk = false;
  }

  const step = input.step ?? DEFAULTS.step;
  const stepOk = typeof step === 'number' && STEPS.includes(step);
  if (!stepOk) errors.push({field: 'step', code: 'step'});

  const notice = input.noticeMinutes ?? DEFAULTS.noticeMinutes;
  const noticeOk = checkInteger(errors, 'noticeMinutes', notice, LIMITS.noticeMinutes);
  const windowDays = input.windowDays ?? DEFAULTS.windowDays;
  const windowOk = checkInteger(errors, 'windowDays', windowDays, LIMITS.windowDays);
  // A notice longer than the window would hide every date.
  if (noticeOk && windowOk && notice > windowDays * DAY_MINUTES) {
    errors.push({field: 'noticeMinutes', code: 'notice-beyond-window'});
  }

  // A service that cannot fit even in the whole open day is a setting to fix,
  // not a day without times. The open day is measured in real minutes, so a
  // day when the clocks change is an hour shorter or longer.
  if (date && location && serviceOk) {
    const at = sofiaDay(date);
    const open = at(location.start).ms;
    const close = at(location.end).ms;
    if (duration + buffer > (close - open) / MINUTE) {
      errors.push({field: 'service.duration', code: 'service-too-long'});
    }
  }

  if (errors.length > 0 || !date || now === null || !locationOk) return {errors};
  return {
    errors,
    day: {
      date,
      dateText: /** @type {string} */ (input.date),
      now,
      location,
      employee,
      busy,
      duration,
      buffer,
      step,
      notice,
      windowDays,
    },
  };
}

// ---------------------------------------------------------------------------
// The rules.

/**
 * The start times offered online on one day, with the reason for each start
 * that is not offered, or the errors of the input.
 *
 * Days when the clocks change: the slots are that day's wall-clock times, each
 * listed once, and durations (service, buffers, notice) are real minutes, so a
 * 60-minute service from 02:30 on 29 March 2026 ends at 04:30.
 * - Last Sunday of March: 03:00–03:59 does not exist; no slot has such a time.
 * - Last Sunday of October: 03:00–03:59 happens twice. Every 'HH:MM' of that
 *   hour, in the slots and in the input, means its first (summer-time) pass,
 *   and the second pass gets no slots of its own: a client could not tell a
 *   second "03:15" from the first, and a booking must have one instant. It
 *   follows that busy time entered as 03:00–04:00 that night covers both
 *   passes (two real hours), which is what the wall clock shows; the hour is
 *   in the middle of the night, so no real opening hours lose a time by it.
 *
 * @param {DayInput} input
 * @returns {OfferedTimes | InvalidInput}
 */
export function offeredTimes(input) {
  const read = readInput(input);
  if (!read.day) return {ok: false, errors: read.errors};
  const day = read.day;

  const instant = sofiaDay(day.date);
  /** @param {number} minutes */
  const at = (minutes) => instant(minutes).ms;
  const location = day.location && {open: at(day.location.start), close: at(day.location.end)};
  const employee = day.employee && {start: at(day.employee.start), end: at(day.employee.end)};
  // A booking is busy until the end of its own buffer (the article's
  // 11:00–11:45 booking is busy until 12:00).
  const busy = day.busy.map((b) => ({
    kind: b.kind,
    from: b.from,
    start: at(b.start),
    end: at(b.end) + b.buffer * MINUTE,
  }));

  // The working day is where the two sets of hours overlap (step 1 of the
  // worked example); an employee's hours count only inside the location's.
  const workStart = location && employee ? Math.max(location.open, employee.start) : NaN;
  const workEnd = location && employee ? Math.min(location.close, employee.end) : NaN;
  const hasWorkingHours = workStart < workEnd; // false for NaN
  // Named after whichever end comes first in real time (on 29 March a
  // nonexistent 03:30 is really 04:30, so the minutes alone could mislead).
  const workEndLabel =
    location && employee && day.location && day.employee
      ? hhmm(location.close <= employee.end ? day.location.end : day.employee.end)
      : '';

  // Minimum notice is elapsed time from the moment the page was opened,
  // compared as instants: exact across a change of the clocks.
  const earliest = day.now + day.notice * MINUTE;
  const lastDate = addDays(sofiaWallClock(day.now).date, day.windowDays);
  const afterWindow = day.dateText > lastDate;

  const serviceMs = day.duration * MINUTE;
  const needMs = (day.duration + day.buffer) * MINUTE;

  // Candidates run from the earliest opening to the latest end of either set
  // of hours, so that the slots also show times ruled out by one of them.
  const spans = [day.location, day.employee].filter((span) => span !== null);
  /** @type {Slot[]} */
  const slots = [];
  if (spans.length > 0) {
    const from = Math.min(...spans.map((span) => span.start));
    const to = Math.max(...spans.map((span) => span.end));
    // Starts are counted from the round hour (#slot-step): minute % step === 0.
    for (let minutes = Math.ceil(from / day.step) * day.step; minutes < to; minutes += day.step) {
      const start = instant(minutes);
      // 03:00–03:59 on the last Sunday of March never shows on a clock.
      if (!start.exists) continue;
      slots.push(judge(start.ms, hhmm(minutes)));
    }
  }

  /**
   * @param {number} start
   * @param {string} time
   * @returns {Slot}
   */
  function judge(start, time) {
    /** @type {ReasonCode[]} */
    const reasons = [];
    /** @type {Conflict | null} */
    let conflict = null;

    const locationOpen = location !== null && start >= location.open && start < location.close;
    if (!locationOpen) reasons.push('location-closed');
    const employeeWorks = employee !== null && start >= employee.start && start < employee.end;
    if (!employeeWorks) reasons.push('employee-off');

    const covering = busy.find((b) => start >= b.start && start < b.end);
    if (covering) {
      reasons.push('busy');
      conflict = {kind: covering.kind, part: 'service', from: covering.from};
    } else if (locationOpen && employeeWorks) {
      // The service and its buffer need [start, end) free: the first busy
      // time that begins inside it, or the end of the working day, stops it.
      const end = start + needMs;
      const next = busy
        .filter((b) => b.start > start && b.start < end)
        .sort((a, b) => a.start - b.start)[0];
      // A busy time that starts exactly at the end of the day: the end of the
      // day is the plainer explanation ("after her working day").
      if (next && next.start < workEnd) {
        reasons.push('does-not-fit');
        const part = next.start < start + serviceMs ? 'service' : 'buffer';
        conflict = {kind: next.kind, part, from: next.from};
      } else if (end > workEnd) {
        reasons.push('does-not-fit');
        const part = start + serviceMs > workEnd ? 'service' : 'buffer';
        conflict = {kind: 'end-of-day', part, from: workEndLabel};
      }
    }

    if (start < earliest) reasons.push('notice');
    if (afterWindow) reasons.push('window');
    return {time, offered: reasons.length === 0, reason: reasons[0] ?? null, reasons, conflict};
  }

  /** @type {ReasonCode | null} */
  let dayReason = null;
  if (!location) dayReason = 'location-closed';
  else if (!hasWorkingHours) dayReason = 'employee-off';
  else if (afterWindow) dayReason = 'window';
  else {
    const working = slots
      .filter((s) => !s.reasons.includes('location-closed'))
      .filter((s) => !s.reasons.includes('employee-off'));
    if (working.length > 0 && working.every((s) => s.reasons.includes('notice'))) {
      dayReason = 'notice';
    }
  }

  return {
    ok: true,
    times: slots.filter((s) => s.offered).map((s) => s.time),
    slots,
    dayReason,
    earliest: new Date(earliest).toISOString(),
    earliestWall: sofiaWallClock(earliest),
    lastDate,
  };
}
