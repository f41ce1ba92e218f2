/**
 * The simulator's form as plain data: its fields as the reader typed them
 * (strings, so that a half-typed value stays on screen), the worked example
 * as its starting point, and the engine input built from it.
 *
 * No React and no words here: Simulator.tsx draws the form and words the
 * results.
 */
import {DEFAULTS, sofiaInstantOf, sofiaWallClock} from '@site/src/booking-rules/engine.mjs';
import type {DayInput} from '@site/src/booking-rules/engine.mjs';
import {WORKED_EXAMPLE} from '@site/src/booking-rules/examples.mjs';

export type BusyKind = 'booking' | 'blocked' | 'google';
export const BUSY_KINDS: readonly BusyKind[] = ['booking', 'blocked', 'google'];

export type NoticeUnit = 'minutes' | 'hours' | 'days';
export const NOTICE_UNITS: readonly NoticeUnit[] = ['minutes', 'hours', 'days'];
export const UNIT_MINUTES: Record<NoticeUnit, number> = {minutes: 1, hours: 60, days: 24 * 60};

export type BusyRow = {
  /** Stable across edits and removals: React's key and the fields' ids. */
  key: number;
  kind: BusyKind;
  start: string;
  end: string;
  /** Only for an appointment: the buffer after it, minutes. */
  buffer: string;
};

export type FormState = {
  /** The day the client looks at, 'YYYY-MM-DD'. */
  date: string;
  open: string;
  close: string;
  employeeStart: string;
  employeeEnd: string;
  busy: BusyRow[];
  duration: string;
  buffer: string;
  step: string;
  notice: string;
  noticeUnit: NoticeUnit;
  windowDays: string;
  /** When the client opens the booking page, on the Sofia wall clock. */
  nowDate: string;
  nowTime: string;
  /** The next busy row's key. */
  nextKey: number;
};

/** At most this many busy entries: enough for a day, few enough for a phone screen. */
export const MAX_BUSY = 6;

/** The notice in the largest unit that holds it whole: 60 minutes → 1 hour. */
function noticeFields(minutes: number): {notice: string; noticeUnit: NoticeUnit} {
  const unit = [...NOTICE_UNITS].reverse().find((u) => minutes % UNIT_MINUTES[u] === 0 && minutes);
  const noticeUnit = unit ?? 'minutes';
  return {notice: String(minutes / UNIT_MINUTES[noticeUnit]), noticeUnit};
}

/** The worked example of the article (src/booking-rules/examples.mjs), as form fields. */
export function exampleForm(): FormState {
  const example = WORKED_EXAMPLE;
  // The worked example has one interval each (the engine also takes a list).
  const location = [example.location ?? []].flat()[0];
  const employee = [example.employee ?? []].flat()[0];
  const now = sofiaWallClock(example.now);
  const busy = (example.busy ?? []).map((entry, key) => ({
    key,
    kind: entry.kind,
    start: entry.start,
    end: entry.end,
    buffer: String(entry.buffer ?? 0),
  }));
  return {
    date: example.date,
    open: location?.open ?? '',
    close: location?.close ?? '',
    employeeStart: employee?.start ?? '',
    employeeEnd: employee?.end ?? '',
    busy,
    duration: String(example.service.duration),
    buffer: String(example.service.buffer ?? example.locationBuffer ?? DEFAULTS.locationBuffer),
    step: String(example.step ?? DEFAULTS.step),
    ...noticeFields(example.noticeMinutes ?? DEFAULTS.noticeMinutes),
    windowDays: String(example.windowDays ?? DEFAULTS.windowDays),
    nowDate: now.date,
    nowTime: now.time,
    nextKey: busy.length,
  };
}

/** A new busy entry of a kind, at a time the reader then changes. */
export function newBusyRow(form: FormState, kind: BusyKind): BusyRow {
  return {key: form.nextKey, kind, start: '15:00', end: '15:30', buffer: '0'};
}

/**
 * A number field's value as the engine takes it: an empty or unreadable
 * field is NaN, which the engine reports as a malformed number, never as 0.
 */
function numberOf(value: string): number {
  return value.trim() === '' ? NaN : Number(value);
}

const TIME = /^\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The two fields of "now", which the engine sees as one ('now'). */
export const NOW_DATE = 'now.date';
export const NOW_TIME = 'now.time';

export type Built = {
  input: DayInput;
  /** Errors found before the engine: the two halves of "now". */
  errors: {field: string; code: 'format'}[];
};

/** The engine's input for the form, and what is wrong with "now" before it gets there. */
export function buildInput(form: FormState): Built {
  const errors: Built['errors'] = [];
  if (!DATE.test(form.nowDate)) errors.push({field: NOW_DATE, code: 'format'});
  if (!TIME.test(form.nowTime)) errors.push({field: NOW_TIME, code: 'format'});
  // The reader types Sofia time; the engine takes an instant, so the
  // browser's own time zone never comes into it.
  const now = sofiaInstantOf(form.nowDate, form.nowTime);
  if (now === null && errors.length === 0) errors.push({field: NOW_DATE, code: 'format'});
  return {
    errors,
    input: {
      date: form.date,
      location: {open: form.open, close: form.close},
      employee: {start: form.employeeStart, end: form.employeeEnd},
      busy: form.busy.map((row) =>
        row.kind === 'booking'
          ? {kind: row.kind, start: row.start, end: row.end, buffer: numberOf(row.buffer)}
          : {kind: row.kind, start: row.start, end: row.end},
      ),
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

/** '09:40' → minutes after midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes after midnight → '9:40', as the article writes times (past midnight: the next day's clock). */
export function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** '09:40' → '9:40'. */
export const shortTime = (time: string): string => time.replace(/^0(\d):/, '$1:');
