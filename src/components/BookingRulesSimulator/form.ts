// The simulator's form as plain data: fields are strings so a half-typed value stays on screen;
// the engine input always has every employee, so each field error is named one way.
import {DEFAULTS, sofiaInstantOf, sofiaWallClock} from '@site/src/booking-rules/engine.mjs';
import type {AnyEmployeeInput, BusyKind, DayInput} from '@site/src/booking-rules/engine.mjs';
import {
  NO_PREFERENCE_EXAMPLE,
  SPLIT_SHIFT_EXAMPLE,
  WORKED_EXAMPLE,
} from '@site/src/booking-rules/examples.mjs';

export {BUSY_KINDS} from '@site/src/booking-rules/engine.mjs';
export type {BusyKind};

export type NoticeUnit = 'minutes' | 'hours' | 'days';
export const NOTICE_UNITS: readonly NoticeUnit[] = ['minutes', 'hours', 'days'];
export const UNIT_MINUTES: Record<NoticeUnit, number> = {minutes: 1, hours: 60, days: 24 * 60};

export type Interval = {key: number; start: string; end: string};

export type EmployeeRow = {key: number; name: string; hours: Interval[]; busy: BusyRow[]};

export type Choice = number | 'any';

// Enough for a day and for «Без предпочитание», few enough for a phone.
export const MAX_BUSY = 6;
export const MAX_EMPLOYEES = 3;

/** A duration in the largest unit that holds it whole: 60 minutes → 1 hour. */
export function inLargestUnit(minutes: number): {count: number; unit: NoticeUnit} {
  const unit = [...NOTICE_UNITS].reverse().find((u) => minutes % UNIT_MINUTES[u] === 0 && minutes);
  return {count: minutes / UNIT_MINUTES[unit ?? 'minutes'], unit: unit ?? 'minutes'};
}

/** One interval or a list of them, as the engine's input takes hours; none is []. */
const listOf = <T>(value: T | readonly T[] | null | undefined): T[] => [value ?? []].flat() as T[];

const EXAMPLES = {worked: WORKED_EXAMPLE, split: SPLIT_SHIFT_EXAMPLE, any: NO_PREFERENCE_EXAMPLE};
export type ExampleName = keyof typeof EXAMPLES;

export function exampleForm(which: ExampleName, nameOf: (name: string) => string) {
  const example: DayInput | AnyEmployeeInput = EXAMPLES[which];
  let key = 0;
  const people =
    'employees' in example
      ? example.employees
      : [{name: 'Мария', employee: example.employee, busy: example.busy}];
  const employees: EmployeeRow[] = people.map((person) => ({
    key: key++,
    name: nameOf(person.name),
    hours: listOf(person.employee).map((h) => ({key: key++, start: h.start, end: h.end})),
    busy: (person.busy ?? []).map((entry) => ({
      key: key++,
      kind: entry.kind,
      start: entry.start,
      end: entry.end,
      buffer: String(entry.buffer ?? 0),
    })),
  }));
  const location = listOf(example.location).map((h) => ({key: key++, start: h.open, end: h.close}));
  const now = sofiaWallClock(example.now);
  const notice = inLargestUnit(example.noticeMinutes ?? DEFAULTS.noticeMinutes);
  return {
    date: example.date,
    location,
    employees,
    choice: ('employees' in example ? 'any' : employees[0].key) as Choice,
    duration: String(example.service.duration),
    buffer: String(example.service.buffer ?? example.locationBuffer ?? DEFAULTS.locationBuffer),
    step: String(example.step ?? DEFAULTS.step),
    notice: String(notice.count),
    noticeUnit: notice.unit,
    windowDays: String(example.windowDays ?? DEFAULTS.windowDays),
    nowDate: now.date,
    nowTime: now.time,
    nextKey: key,
  };
}

/** `key` is stable across edits: React's key and the fields' ids. */
export function newBusyRow(key: number, kind: BusyKind) {
  return {key, kind, start: '15:00', end: '15:30', buffer: '0'};
}

export type BusyRow = ReturnType<typeof newBusyRow>;
export type FormState = ReturnType<typeof exampleForm>;

/** Empty is NaN, which the engine reports as malformed, never as 0. */
function numberOf(value: string): number {
  return value.trim() === '' ? NaN : Number(value);
}

/** '9.00' → '09:00'. Text fields, not type="time", whose display follows the browser (2:00 PM). */
export function normTime(value: string): string {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(value);
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : value.trim();
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const NOW_DATE = 'now.date';
export const NOW_TIME = 'now.time';

export function buildInput(form: FormState) {
  const errors: {field: string; code: 'format'}[] = [];
  const nowTime = normTime(form.nowTime);
  if (!DATE.test(form.nowDate)) errors.push({field: NOW_DATE, code: 'format'});
  if (!/^\d{2}:\d{2}$/.test(nowTime)) errors.push({field: NOW_TIME, code: 'format'});
  // Sofia time to an instant, so the browser's own time zone never comes into it.
  const now = sofiaInstantOf(form.nowDate, nowTime);
  if (now === null && errors.length === 0) errors.push({field: NOW_TIME, code: 'format'});
  return {
    errors,
    input: {
      date: form.date,
      location: form.location.map((h) => ({open: normTime(h.start), close: normTime(h.end)})),
      employees: form.employees.map((person) => ({
        name: person.name,
        employee: person.hours.map((h) => ({start: normTime(h.start), end: normTime(h.end)})),
        busy: person.busy.map((row) => ({
          kind: row.kind,
          start: normTime(row.start),
          end: normTime(row.end),
          // Only an appointment has a buffer; the engine refuses one elsewhere.
          ...(row.kind === 'booking' && {buffer: numberOf(row.buffer)}),
        })),
      })),
      service: {duration: numberOf(form.duration), buffer: numberOf(form.buffer)},
      locationBuffer: DEFAULTS.locationBuffer,
      step: numberOf(form.step),
      noticeMinutes: numberOf(form.notice) * UNIT_MINUTES[form.noticeUnit],
      windowDays: numberOf(form.windowDays),
      // Unreadable: the engine reports it as 'now', which the errors above place.
      now: now ?? '',
    },
  };
}

export function minutesOf(time: string): number {
  const norm = normTime(time);
  return Number(norm.slice(0, 2)) * 60 + Number(norm.slice(3, 5));
}

/** → '9:40', as the article writes times (past midnight: the next day's clock). */
export function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

export const shortTime = (time: string): string => normTime(time).replace(/^0(\d):/, '$1:');

export const spans = (list: readonly Interval[]): string =>
  list.map((h) => `${shortTime(h.start)}–${shortTime(h.end)}`).join(', ');
