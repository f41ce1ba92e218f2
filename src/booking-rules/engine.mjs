// @ts-check
/**
 * The online booking rules as pure functions: which start times a client is
 * offered on one day at one location — for one employee (`offeredTimes`), or
 * for «Без предпочитание» / "No preference" among several
 * (`offeredTimesAnyEmployee`).
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
 *      next busy time, a break in the working hours
 *      and the end of the day                       → 'does-not-fit'
 *   7. the start is after the minimum notice and
 *      inside the booking window                    → 'notice', 'window'
 *
 * Conditions 5, 6 and 8 of the article (resources, the "accepts online
 * bookings" switches, the subscription) are yes/no facts about the account,
 * not about the clock, so the caller checks them before asking for times.
 *
 * The hours of the location and of each employee may be split into up to
 * three intervals (working-hours/location.md #split-shifts); the time between
 * them is closed, so a service may not run across it.
 *
 * Times and dates are on the Sofia wall clock (./sofia-time.mjs); durations
 * (service, buffer, notice) are elapsed real time, so they stay exact across
 * a change of the clocks. The input is checked by ./read-input.mjs.
 *
 * Nothing here touches the DOM or React; the UI words the reasons itself and
 * links to `REASON_ANCHORS`.
 */

import {checkBusy, checkEmployeeHours, readInput} from './read-input.mjs';
import {MINUTE, addDays, hhmm, sofiaDay, sofiaWallClock} from './sofia-time.mjs';

export {DEFAULTS, LIMITS, MAX_INTERVALS, STEPS} from './read-input.mjs';
export {TIME_ZONE, lastBookableDate, sofiaInstantOf, sofiaWallClock} from './sofia-time.mjs';

/** At most this many employees on a no-preference day. */
export const MAX_EMPLOYEES = 15;

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
 * @typedef {import('./read-input.mjs').DayInput} DayInput
 * @typedef {import('./read-input.mjs').ErrorCode} ErrorCode
 * @typedef {import('./read-input.mjs').BusyKind} BusyKind
 * @typedef {import('./read-input.mjs').BusyPeriod} BusyPeriod
 * @typedef {import('./read-input.mjs').LocationHours} LocationHours
 * @typedef {import('./read-input.mjs').EmployeeHours} EmployeeHours
 * @typedef {import('./read-input.mjs').Service} Service
 * @typedef {import('./read-input.mjs').FieldError} FieldError
 * @typedef {import('./read-input.mjs').ReadDay} ReadDay
 *
 * @typedef {'location-closed' | 'employee-off' | 'busy' | 'does-not-fit' | 'notice' | 'window'} ReasonCode
 *
 * @typedef {object} Conflict What a start time runs into.
 * @property {BusyKind | 'end-of-day' | 'break'} kind 'break': the working
 *   hours stop at `from` and go on at `resumes` (a split day).
 * @property {'service' | 'buffer'} part Whether the service itself or only the
 *   buffer after it runs into it (the article tells the two apart). For a start
 *   that is itself inside busy time, 'service'.
 * @property {string} from 'HH:MM' where it starts (for 'end-of-day' and
 *   'break', where the working hours stop).
 * @property {string} [resumes] For 'break': 'HH:MM' where work goes on.
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
 * @property {Slot[]} slots Every candidate start from the earliest opening or
 *   start of work to the latest end.
 * @property {ReasonCode | null} dayReason Set when one rule rules out the whole
 *   day: no location hours ('location-closed'), no employee hours or none inside
 *   the location's ('employee-off'), the service and its buffer longer than
 *   every stretch of working time ('does-not-fit'), a date after the window
 *   ('window'), every start within working hours before the notice ('notice').
 *   Otherwise null, and each slot says why it is not offered.
 * @property {string} earliest The earliest bookable instant (now + notice), ISO UTC.
 * @property {{date: string, time: string}} earliestWall The same on the Sofia wall clock.
 * @property {string} lastDate The last bookable Sofia date, 'YYYY-MM-DD'.
 *
 * @typedef {{ok: false, errors: FieldError[]}} InvalidInput
 *
 * @typedef {object} EmployeeDay One employee of a no-preference day.
 * @property {string} name As the client sees it ('Мария').
 * @property {EmployeeHours | EmployeeHours[] | null} employee
 * @property {BusyPeriod[]} [busy]
 *
 * @typedef {Omit<DayInput, 'employee' | 'busy'> & {employees: EmployeeDay[]}} AnyEmployeeInput
 *
 * @typedef {object} AnySlot A start time on a no-preference day.
 * @property {string} time
 * @property {boolean} offered Someone can take it.
 * @property {string[]} employees Who can take it, in input order.
 * @property {{name: string, slot: Slot}[]} byEmployee Each employee's own
 *   answer for this time, in input order: why each one cannot take it.
 *
 * @typedef {object} AnyEmployeeTimes
 * @property {true} ok
 * @property {string[]} times The union of every employee's offered starts.
 * @property {AnySlot[]} slots
 * @property {ReasonCode | null} dayReason The reason that rules out the whole
 *   day for every employee who works that day, when they share it
 *   ('employee-off' when no one works); otherwise null.
 * @property {{name: string, times: string[], dayReason: ReasonCode | null}[]} byEmployee
 * @property {string} earliest
 * @property {{date: string, time: string}} earliestWall
 * @property {string} lastDate
 */

/**
 * The range of candidate starts, in minutes: from the earliest start of any
 * set of hours to the latest end, so that the slots also show times ruled
 * out by one of them.
 * @param {({start: number, end: number}[] | null)[]} hours
 * @returns {{from: number, to: number} | null}
 */
function rangeOf(hours) {
  const spans = hours.flatMap((list) => list ?? []);
  if (spans.length === 0) return null;
  return {
    from: Math.min(...spans.map((span) => span.start)),
    to: Math.max(...spans.map((span) => span.end)),
  };
}

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
  return judgeDay(read.day, rangeOf([read.day.location, read.day.employee]));
}

/**
 * One employee's day, judged on the candidate starts of `range`.
 * @param {ReadDay} day
 * @param {{from: number, to: number} | null} range
 * @returns {OfferedTimes}
 */
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
  // A booking is busy until the end of its own buffer (the article's
  // 11:00–11:45 booking is busy until 12:00).
  const busy = day.busy.map((b) => ({
    kind: b.kind,
    from: b.from,
    start: at(b.start),
    end: at(b.end) + b.buffer * MINUTE,
  }));

  // Working time is where the two sets of hours overlap (step 1 of the
  // worked example); an employee's hours count only inside the location's.
  // Each stretch is named after whichever end comes first in real time (on
  // 29 March a nonexistent 03:30 is really 04:30, so minutes could mislead).
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

  // Minimum notice is elapsed time from the moment the page was opened,
  // compared as instants: exact across a change of the clocks.
  const earliest = day.now + day.notice * MINUTE;
  const lastDate = addDays(sofiaWallClock(day.now).date, day.windowDays);
  const afterWindow = day.dateText > lastDate;

  const serviceMs = day.duration * MINUTE;
  const needMs = (day.duration + day.buffer) * MINUTE;

  /** @type {Slot[]} */
  const slots = [];
  if (range) {
    // Starts are counted from the round hour (#slot-step): minute % step === 0.
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
      // The service and its buffer need [start, end) free: the first busy
      // time that begins inside it, or the end of this stretch of working
      // time (a break or the end of the day), stops it.
      const w = work[stretch];
      const end = start + needMs;
      const next = busy
        .filter((b) => b.start > start && b.start < end)
        .sort((a, b) => a.start - b.start)[0];
      // A busy time that starts exactly at the end of the stretch: the end
      // of the working hours is the plainer explanation.
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
  // A service longer than every stretch of working time fits on no start,
  // whatever else the day holds (#check-duration-and-buffer).
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

/**
 * «Без предпочитание» / "No preference": the start times at which at least
 * one of the employees who do the service can take the client
 * (#choice-of-employee). Each time says who could take it, and each
 * employee's own answer says why the others could not.
 *
 * The input is a DayInput whose `employee` and `busy` move into `employees`,
 * one entry per employee; errors of an employee's fields are named
 * 'employees[1].employee.start', 'employees[0].busy[2].end', ….
 * @param {AnyEmployeeInput} input
 * @returns {AnyEmployeeTimes | InvalidInput}
 */
export function offeredTimesAnyEmployee(input) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {ok: false, errors: [{field: '', code: 'format'}]};
  }
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
      const hours = checkEmployeeHours(errors, `${prefix}.employee`, entry.employee);
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
  // The day's reason is the one every employee who works that day shares
  // (one who is off that day explains nothing about the others).
  const all = days.map((d) => d.result.dayReason);
  const working = all.filter((reason) => reason !== 'employee-off');
  const shared = new Set(working.length > 0 ? working : all);
  const dayReason = shared.size === 1 ? [...shared][0] : null;
  return {
    ok: true,
    times: slots.filter((s) => s.offered).map((s) => s.time),
    slots,
    dayReason,
    byEmployee: days.map((d) => ({
      name: d.name,
      times: d.result.times,
      dayReason: d.result.dayReason,
    })),
    earliest: first.earliest,
    earliestWall: first.earliestWall,
    lastDate: first.lastDate,
  };
}
