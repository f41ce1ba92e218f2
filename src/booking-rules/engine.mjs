// @ts-check
// The start times a client is offered on one day, as pure functions for the simulator and tests.
// Rules and order: docs/online-bookings/index.md#how-free-times-are-found.

import {checkBusy, checkHours, isObject, readInput} from './read-input.mjs';
import {MINUTE, hhmm, lastBookableDate, sofiaDay, sofiaWallClock} from './sofia-time.mjs';

export {BUSY_KINDS, DEFAULTS, LIMITS, MAX_INTERVALS, STEPS} from './read-input.mjs';
export {TIME_ZONE, lastBookableDate, sofiaInstantOf, sofiaWallClock} from './sofia-time.mjs';

export const MAX_EMPLOYEES = 15;

/** In the article's order: a slot's `reason` is the first that fails (#cannot-book). @type {Readonly<Record<ReasonCode, string>>} */
export const REASON_ANCHORS = Object.freeze({
  'location-closed': '#check-location-hours',
  'employee-off': '#check-employee-hours',
  busy: '#check-blocked-time',
  'does-not-fit': '#buffer',
  notice: '#minimum-notice',
  window: '#booking-window',
});
export const REASONS = /** @type {readonly ReasonCode[]} */ (
  Object.freeze(Object.keys(REASON_ANCHORS))
);

/** @import {EmployeeHours, FieldError, ReadDay} from './read-input.mjs' */
/**
 * @typedef {import('./read-input.mjs').DayInput} DayInput
 * @typedef {import('./read-input.mjs').ErrorCode} ErrorCode
 * @typedef {import('./read-input.mjs').BusyKind} BusyKind
 * @typedef {import('./read-input.mjs').BusyPeriod} BusyPeriod
 * @typedef {'location-closed' | 'employee-off' | 'busy' | 'does-not-fit' | 'notice' | 'window'} ReasonCode
 * @typedef {{kind: BusyKind | 'end-of-day' | 'break', part: 'service' | 'buffer', from: string, resumes?: string}} Conflict
 * @typedef {{time: string, offered: boolean, reason: ReasonCode | null, reasons: ReasonCode[], conflict: Conflict | null}} Slot
 * @typedef {{date: string, time: string}} WallClock
 * @typedef {{ok: true, times: string[], slots: Slot[], dayReason: ReasonCode | null, earliest: string, earliestWall: WallClock, lastDate: string}} OfferedTimes
 * @typedef {{ok: false, errors: FieldError[]}} InvalidInput
 * @typedef {{name: string, employee: EmployeeHours | EmployeeHours[] | null, busy?: BusyPeriod[]}} EmployeeDay
 * @typedef {Omit<DayInput, 'employee' | 'busy'> & {employees: EmployeeDay[]}} AnyEmployeeInput
 * @typedef {{time: string, offered: boolean, employees: string[], byEmployee: {name: string, slot: Slot}[]}} AnySlot
 * @typedef {{name: string, times: string[], dayReason: ReasonCode | null}} EmployeeTimes
 * @typedef {Omit<OfferedTimes, 'slots'> & {slots: AnySlot[], byEmployee: EmployeeTimes[]}} AnyEmployeeTimes
 */

/** Candidates span every set of hours, so slots also show times one of them rules out.
 * @param {({start: number, end: number}[] | null)[]} hours */
function rangeOf(hours) {
  const spans = hours.flatMap((list) => list ?? []);
  if (spans.length === 0) return null;
  return {
    from: Math.min(...spans.map((span) => span.start)),
    to: Math.max(...spans.map((span) => span.end)),
  };
}

/** When the clocks change, a wall-clock time is listed once (its first pass); durations stay real.
 * @param {DayInput} input
 * @returns {OfferedTimes | InvalidInput} */
export function offeredTimes(input) {
  const read = readInput(input);
  if (!read.day) return {ok: false, errors: read.errors};
  return judgeDay(read.day, rangeOf([read.day.location, read.day.employee]));
}

/** @param {ReadDay} day @param {{from: number, to: number} | null} range @returns {OfferedTimes} */
function judgeDay(day, range) {
  const instant = sofiaDay(day.date);
  /** @param {number} minutes */
  const at = (minutes) => instant(minutes).ms;
  /** @param {{start: number, end: number}} span */
  const real = (span) => ({
    start: at(span.start),
    end: at(span.end),
    startLabel: hhmm(span.start),
    endLabel: hhmm(span.end),
  });
  const location = day.location?.map(real) ?? [];
  const employee = day.employee?.map(real) ?? [];
  // A booking is busy until the end of its own buffer.
  const busy = day.busy.map((b) => ({
    kind: b.kind,
    from: b.from,
    start: at(b.start),
    end: at(b.end) + b.buffer * MINUTE,
  }));

  // Location and employee hours overlap; each end keeps the earlier label (a skipped 03:30 is 04:30).
  /** @type {{start: number, end: number, startLabel: string, endLabel: string}[]} */
  const work = [];
  for (const l of location) {
    for (const e of employee) {
      const start = Math.max(l.start, e.start);
      const end = Math.min(l.end, e.end);
      if (start >= end) continue;
      work.push({
        start,
        end,
        startLabel: l.start >= e.start ? l.startLabel : e.startLabel,
        endLabel: l.end <= e.end ? l.endLabel : e.endLabel,
      });
    }
  }
  work.sort((a, b) => a.start - b.start);
  // Stretches that touch (the location 9:00–13:00 and 13:00–19:00) are one.
  for (let i = work.length - 1; i > 0; i -= 1) {
    if (work[i].start <= work[i - 1].end) {
      if (work[i].end > work[i - 1].end) {
        work[i - 1].end = work[i].end;
        work[i - 1].endLabel = work[i].endLabel;
      }
      work.splice(i, 1);
    }
  }

  const earliest = day.now + day.notice * MINUTE;
  const lastDate = lastBookableDate(day.now, day.windowDays);
  const afterWindow = day.dateText > lastDate;

  const serviceMs = day.duration * MINUTE;
  const needMs = (day.duration + day.buffer) * MINUTE;

  /** @type {Slot[]} */
  const slots = [];
  if (range) {
    // Starts on the step counted from the round hour (#slot-step).
    for (
      let minutes = Math.ceil(range.from / day.step) * day.step;
      minutes < range.to;
      minutes += day.step
    ) {
      const start = instant(minutes);
      // 03:00–03:59 on the last Sunday of March never shows on a clock.
      if (!start.exists) continue;
      slots.push(judge(start.ms, hhmm(minutes)));
    }
  }

  /** @param {number} start @param {string} time @returns {Slot} */
  function judge(start, time) {
    /** @type {ReasonCode[]} */
    const reasons = [];
    /** @type {Conflict | null} */
    let conflict = null;
    /** @param {{start: number, end: number}} span */
    const inside = (span) => start >= span.start && start < span.end;

    if (!location.some(inside)) reasons.push('location-closed');
    if (!employee.some(inside)) reasons.push('employee-off');
    const stretch = work.findIndex(inside);

    const covering = busy.find(inside);
    if (covering) {
      reasons.push('busy');
      conflict = {kind: covering.kind, part: 'service', from: covering.from};
    } else if (stretch !== -1) {
      // Service + buffer need [start, end) free of busy time and inside this stretch.
      const w = work[stretch];
      const end = start + needMs;
      const next = busy
        .filter((b) => b.start > start && b.start < end)
        .sort((a, b) => a.start - b.start)[0];
      // Busy time starting exactly at the stretch's end: the end of work explains it plainer.
      if (next && next.start < w.end) {
        reasons.push('does-not-fit');
        const part = next.start < start + serviceMs ? 'service' : 'buffer';
        conflict = {kind: next.kind, part, from: next.from};
      } else if (end > w.end) {
        reasons.push('does-not-fit');
        const part = start + serviceMs > w.end ? 'service' : 'buffer';
        const after = work[stretch + 1];
        conflict = after
          ? {kind: 'break', part, from: w.endLabel, resumes: after.startLabel}
          : {kind: 'end-of-day', part, from: w.endLabel};
      }
    }

    if (start < earliest) reasons.push('notice');
    if (afterWindow) reasons.push('window');
    return {time, offered: reasons.length === 0, reason: reasons[0] ?? null, reasons, conflict};
  }

  /** @type {ReasonCode | null} */
  let dayReason = null;
  if (location.length === 0) dayReason = 'location-closed';
  else if (work.length === 0) dayReason = 'employee-off';
  else if (work.every((w) => w.end - w.start < needMs)) dayReason = 'does-not-fit';
  else if (afterWindow) dayReason = 'window';
  else {
    const working = slots.filter(
      (s) => !s.reasons.includes('location-closed') && !s.reasons.includes('employee-off'),
    );
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

/** «Без предпочитание» (#choice-of-employee); errors name 'employees[1].employee.start', ….
 * @param {AnyEmployeeInput} input
 * @returns {AnyEmployeeTimes | InvalidInput} */
export function offeredTimesAnyEmployee(input) {
  if (!isObject(input)) return {ok: false, errors: [{field: '', code: 'format'}]};
  const {employees, ...fields} = input;
  // The shared fields, checked once, as for a day without an employee.
  const read = readInput({...fields, employee: null, busy: []});
  const errors = [...read.errors];
  /** @type {{name: string, spans: ReadDay['employee'], busy: ReadDay['busy']}[]} */
  const people = [];
  if (!Array.isArray(employees) || employees.length === 0) {
    errors.push({field: 'employees', code: 'format'});
  } else if (employees.length > MAX_EMPLOYEES) {
    errors.push({field: 'employees', code: 'range'});
  } else {
    employees.forEach((entry, i) => {
      const prefix = `employees[${i}]`;
      if (typeof entry !== 'object' || entry === null) {
        errors.push({field: prefix, code: 'format'});
        return;
      }
      const before = errors.length;
      if (typeof entry.name !== 'string' || entry.name.trim() === '') {
        errors.push({field: `${prefix}.name`, code: 'format'});
      }
      const hours = checkHours(errors, `${prefix}.employee`, entry.employee, 'start', 'end');
      const busy = checkBusy(errors, `${prefix}.busy`, entry.busy);
      if (errors.length === before) people.push({name: entry.name, spans: hours.spans, busy});
    });
  }
  if (errors.length > 0 || !read.day) return {ok: false, errors};
  const common = read.day;

  // One grid for everyone, so that each time has every employee's answer.
  const range = rangeOf([common.location, ...people.map((p) => p.spans)]);
  const days = people.map((p) => ({
    name: p.name,
    result: judgeDay({...common, employee: p.spans, busy: p.busy}, range),
  }));
  const first = days[0].result;
  /** @type {AnySlot[]} */
  const slots = first.slots.map((slot, i) => {
    const byEmployee = days.map((d) => ({name: d.name, slot: d.result.slots[i]}));
    const able = byEmployee.filter((b) => b.slot.offered).map((b) => b.name);
    return {time: slot.time, offered: able.length > 0, employees: able, byEmployee};
  });
  // One who is off that day explains nothing about the others.
  const all = days.map((d) => d.result.dayReason);
  const working = all.filter((reason) => reason !== 'employee-off');
  const shared = new Set(working.length > 0 ? working : all);
  const dayReason = shared.size === 1 ? [...shared][0] : null;
  return {
    ...first,
    times: slots.filter((s) => s.offered).map((s) => s.time),
    slots,
    dayReason,
    byEmployee: days.map((d) => ({
      name: d.name,
      times: d.result.times,
      dayReason: d.result.dayReason,
    })),
  };
}
