// @ts-check
/** The booking rules' input: its shape, defaults, limits and the check of every field. */

import {parseDate, parseInstant, parseTime} from './sofia-time.mjs';

/** The slot steps the Booking rules screen offers, in minutes (#slot-step). */
export const STEPS = Object.freeze([5, 10, 15, 20, 30, 60]);

/** Intervals a day, for the location and each employee (working-hours/location.md#split-shifts). */
export const MAX_INTERVALS = 3;

/** The defaults of a new location (#rules): minutes, except the window in days. */
export const DEFAULTS = Object.freeze({
  noticeMinutes: 60,
  step: 15,
  windowDays: 90,
  locationBuffer: 0,
});

/** Inclusive; a duration longer than the open day is allowed and fits nowhere. */
export const LIMITS = Object.freeze({
  noticeMinutes: Object.freeze({min: 0, max: 7 * 24 * 60}),
  windowDays: Object.freeze({min: 1, max: 365}),
  buffer: Object.freeze({min: 0, max: 120}),
  duration: Object.freeze({min: 1, max: 24 * 60}),
});

/**
 * Times are 'HH:MM', dates 'YYYY-MM-DD'; null or [] hours mean closed / not working; a service
 * buffer of null means the location's; `now` is a Date or an ISO instant with 'Z' or an offset.
 * @typedef {'end-before-start' | 'step' | 'range' | 'format' | 'intervals' | 'overlap'} ErrorCode
 * @typedef {'booking' | 'blocked' | 'google'} BusyKind
 * @typedef {{open: string, close: string}} LocationHours
 * @typedef {{start: string, end: string}} EmployeeHours
 * @typedef {{start: string, end: string, kind: BusyKind, buffer?: number}} BusyPeriod
 * @typedef {{duration: number, buffer?: number | null}} Service
 * @typedef {object} DayInput
 * @property {string} date
 * @property {LocationHours | LocationHours[] | null} location
 * @property {EmployeeHours | EmployeeHours[] | null} employee
 * @property {BusyPeriod[]} [busy]
 * @property {Service} service
 * @property {number} [locationBuffer]
 * @property {number} [step]
 * @property {number} [noticeMinutes]
 * @property {number} [windowDays]
 * @property {string | Date} now
 * @typedef {{field: string, code: ErrorCode}} FieldError
 * @typedef {{start: number, end: number}} Span Minutes after midnight.
 * @typedef {Span & {kind: BusyKind, buffer: number, from: string}} ReadBusy
 * @typedef {NonNullable<ReturnType<typeof readInput>['day']>} ReadDay The day, once every field is read.
 */

/** @param {FieldError[]} errors @param {string} field @param {unknown} value @param {{min: number, max: number}} range @returns {value is number} */
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

/** @param {FieldError[]} errors @param {string} prefix @param {Record<string, unknown>} pair @param {string} startKey @param {string} endKey @returns {Span | null} */
function checkSpan(errors, prefix, pair, startKey, endKey) {
  const start = parseTime(pair[startKey], false);
  const end = parseTime(pair[endKey], true);
  if (start === null) errors.push({field: `${prefix}.${startKey}`, code: 'format'});
  if (end === null) errors.push({field: `${prefix}.${endKey}`, code: 'format'});
  if (start === null || end === null) return null;
  // On the wall clock, as typed; a closed day is null, not 09:00–09:00.
  if (end <= start) {
    errors.push({field: `${prefix}.${endKey}`, code: 'end-before-start'});
    return null;
  }
  return {start, end};
}

/** @param {unknown} value */
export const isObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Up to MAX_INTERVALS intervals that may touch but not overlap; `spans: null` for a closed day.
 * @param {FieldError[]} errors @param {string} name @param {unknown} value @param {string} startKey @param {string} endKey
 * @returns {{ok: boolean, spans: Span[] | null}} */
export function checkHours(errors, name, value, startKey, endKey) {
  if (value === null) return {ok: true, spans: null};
  // One interval alone is named without an index: 'location.open'.
  const single = isObject(value);
  const list = single ? [value] : value;
  if (!Array.isArray(list)) {
    errors.push({field: name, code: 'format'});
    return {ok: false, spans: null};
  }
  if (list.length === 0) return {ok: true, spans: null};
  if (list.length > MAX_INTERVALS) {
    errors.push({field: name, code: 'intervals'});
    return {ok: false, spans: null};
  }
  /** @type {(Span & {i: number})[]} */
  const spans = [];
  let ok = true;
  list.forEach((entry, i) => {
    const prefix = single ? name : `${name}[${i}]`;
    if (!isObject(entry)) {
      errors.push({field: prefix, code: 'format'});
      ok = false;
      return;
    }
    const span = checkSpan(errors, prefix, entry, startKey, endKey);
    if (span) spans.push({...span, i});
    else ok = false;
  });
  if (!ok) return {ok, spans: null};
  spans.sort((a, b) => a.start - b.start);
  for (let k = 1; k < spans.length; k += 1) {
    if (spans[k].start < spans[k - 1].end) {
      errors.push({field: `${name}[${spans[k].i}].${startKey}`, code: 'overlap'});
      ok = false;
    }
  }
  return {ok, spans: ok ? spans.map(({start, end}) => ({start, end})) : null};
}

/** @type {readonly BusyKind[]} */
export const BUSY_KINDS = Object.freeze(['booking', 'blocked', 'google']);

/** @param {FieldError[]} errors @param {string} name @param {unknown} value */
export function checkBusy(errors, name, value) {
  /** @type {ReadBusy[]} */
  const busy = [];
  const busyInput = value ?? [];
  if (!Array.isArray(busyInput)) {
    errors.push({field: name, code: 'format'});
    return busy;
  }
  busyInput.forEach((entry, i) => {
    const prefix = `${name}[${i}]`;
    if (!isObject(entry)) {
      errors.push({field: prefix, code: 'format'});
      return;
    }
    const span = checkSpan(errors, prefix, entry, 'start', 'end');
    const kindOk = BUSY_KINDS.includes(entry.kind);
    if (!kindOk) errors.push({field: `${prefix}.kind`, code: 'format'});
    let bufferOk = entry.buffer === undefined;
    // Only an appointment has a buffer; one elsewhere is the caller's mistake.
    if (!bufferOk && entry.kind !== 'booking') {
      errors.push({field: `${prefix}.buffer`, code: 'format'});
    } else if (!bufferOk) {
      bufferOk = checkInteger(errors, `${prefix}.buffer`, entry.buffer, LIMITS.buffer);
    }
    if (span && kindOk && bufferOk) {
      busy.push({...span, kind: entry.kind, buffer: entry.buffer ?? 0, from: entry.start});
    }
  });
  return busy;
}

/** @param {DayInput} input */
export function readInput(input) {
  /** @type {FieldError[]} */
  const errors = [];
  if (!isObject(input)) return {errors: [{field: '', code: /** @type {const} */ ('format')}]};

  const date = parseDate(input.date);
  if (!date) errors.push({field: 'date', code: 'format'});
  const now = parseInstant(input.now);
  if (now === null) errors.push({field: 'now', code: 'format'});

  const location = checkHours(errors, 'location', input.location, 'open', 'close');
  const employee = checkHours(errors, 'employee', input.employee, 'start', 'end');
  const busy = checkBusy(errors, 'busy', input.busy);

  // The day is read only once there are no errors, so the checks need not say whether they passed.
  const service = input.service;
  if (!isObject(service)) errors.push({field: 'service', code: 'format'});
  else {
    checkInteger(errors, 'service.duration', service.duration, LIMITS.duration);
    if (service.buffer !== null && service.buffer !== undefined) {
      checkInteger(errors, 'service.buffer', service.buffer, LIMITS.buffer);
    }
  }
  const locationBuffer = input.locationBuffer ?? DEFAULTS.locationBuffer;
  checkInteger(errors, 'locationBuffer', locationBuffer, LIMITS.buffer);

  const step = input.step ?? DEFAULTS.step;
  const stepOk = typeof step === 'number' && STEPS.includes(step);
  if (!stepOk) errors.push({field: 'step', code: 'step'});

  const notice = input.noticeMinutes ?? DEFAULTS.noticeMinutes;
  checkInteger(errors, 'noticeMinutes', notice, LIMITS.noticeMinutes);
  const windowDays = input.windowDays ?? DEFAULTS.windowDays;
  checkInteger(errors, 'windowDays', windowDays, LIMITS.windowDays);
  // A notice longer than the window is allowed: a day without times, not an error.

  if (errors.length > 0 || !date || now === null || !location.ok || !employee.ok) return {errors};
  return {
    errors,
    day: {
      date,
      dateText: /** @type {string} */ (input.date),
      now,
      location: location.spans,
      employee: employee.spans,
      busy,
      duration: service.duration,
      // An empty service buffer means the location's; any number, 0 too, is its own (#buffer).
      buffer: service.buffer ?? locationBuffer,
      step: /** @type {number} */ (step),
      notice: /** @type {number} */ (notice),
      windowDays: /** @type {number} */ (windowDays),
    },
  };
}
