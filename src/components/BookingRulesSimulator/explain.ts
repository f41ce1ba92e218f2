/**
 * The simulator's sentences about a result: why one start time is or is not
 * offered, and why a day offers none, in the words of
 * docs/online-bookings/index.md (its worked example's "Why not more" column).
 */
import type {ReasonCode, Slot} from '@site/src/booking-rules/engine.mjs';
import {format, plural} from '../words';
import {
  UNIT_MINUTES,
  clock,
  minutesOf,
  shortTime,
  spans,
  type EmployeeRow,
  type FormState,
} from './form';
import type {Strings} from './strings';
import type {View} from './view';

/** What the sentences need besides the slot: the form (valid), the texts and a date formatter. */
export type Context = {
  form: FormState;
  result: View;
  /** The texts of the page's language (./strings.ts). */
  s: Strings;
  /** 'YYYY-MM-DD' → '3 November 2025', in the page's language. */
  formatDate: (date: string) => string;
};

/** "1 hour", "90 minutes", "2 days": a duration in the largest whole unit. */
export function durationWords(minutes: number, s: Strings): string {
  if (minutes > 0 && minutes % 1440 === 0) {
    const count = minutes / 1440;
    return format(plural(count, s.durationDays), {count});
  }
  if (minutes > 0 && minutes % 60 === 0) {
    const count = minutes / 60;
    return format(plural(count, s.durationHours), {count});
  }
  return format(plural(minutes, s.durationMinutes), {count: minutes});
}

/** "at 9:40" on the day shown, "on 3 November 2025 at 18:00" on another. */
function moment(wall: {date: string; time: string}, ctx: Context): string {
  const time = shortTime(wall.time);
  if (wall.date === ctx.form.date) {
    return format(ctx.s.momentSameDay, {time});
  }
  return format(ctx.s.momentOtherDay, {date: ctx.formatDate(wall.date), time});
}

/** "10:40" on the day shown, "4 November 2025 at 18:00" on another: a time named, not a moment when. */
function timeOn(wall: {date: string; time: string}, ctx: Context): string {
  const time = shortTime(wall.time);
  if (wall.date === ctx.form.date) return time;
  return format(ctx.s.momentDateTime, {date: ctx.formatDate(wall.date), time});
}

/** "11:00–11:45, with its buffer until 12:00". */
function busySpan(ctx: Context, employee: EmployeeRow, kind: string, from: string): string {
  // The busy entry a conflict names: the first of its kind that starts at `from`.
  const row = employee.busy.find((b) => b.kind === kind && shortTime(b.start) === shortTime(from));
  if (!row) return shortTime(from);
  const span = `${shortTime(row.start)}–${shortTime(row.end)}`;
  const buffer = row.kind === 'booking' ? Number(row.buffer) : 0;
  if (buffer <= 0) return span;
  return format(ctx.s.busySpanWithBuffer, {span, until: clock(minutesOf(row.end) + buffer)});
}

/** Why the slot is offered or not for one employee: one sentence, and the section that explains it. */
export function explainSlot(
  slot: Slot,
  ctx: Context,
  employee: EmployeeRow,
): {sentence: string; reason: ReasonCode | null} {
  const {form, result} = ctx;
  const time = shortTime(slot.time);
  const start = minutesOf(slot.time);
  const duration = Number(form.duration);
  const buffer = Number(form.buffer);
  const serviceEnd = clock(start + duration);
  const bufferEnd = clock(start + duration + buffer);

  if (slot.offered) {
    return {
      reason: null,
      sentence: format(ctx.s.reasonOffered, {time, end: bufferEnd}),
    };
  }

  const reason = slot.reason ?? 'busy';
  const conflict = slot.conflict;
  let sentence: string;
  switch (reason) {
    case 'location-closed':
      sentence = format(ctx.s.reasonLocationClosed, {time, hours: spans(form.location)});
      break;
    case 'employee-off':
      sentence = format(ctx.s.reasonEmployeeOff, {time, hours: spans(employee.hours)});
      break;
    case 'busy': {
      const kind = conflict?.kind ?? 'blocked';
      const span = busySpan(ctx, employee, kind, conflict?.from ?? slot.time);
      if (kind === 'booking') {
        sentence = format(ctx.s.reasonBusyBooking, {time, span});
      } else if (kind === 'google') {
        sentence = format(ctx.s.reasonBusyGoogle, {time, span});
      } else {
        sentence = format(ctx.s.reasonBusyBlocked, {time, span});
      }
      break;
    }
    case 'does-not-fit':
      sentence = doesNotFit(ctx.s, time, serviceEnd, bufferEnd, slot);
      break;
    case 'notice':
      sentence = format(ctx.s.reasonNotice, {
        time,
        notice: durationWords(Number(form.notice) * UNIT_MINUTES[form.noticeUnit], ctx.s),
        now: moment({date: form.nowDate, time: form.nowTime}, ctx),
        earliest: timeOn(result.earliestWall, ctx),
      });
      break;
    default:
      sentence = windowSentence(time, ctx);
  }
  return {reason, sentence};
}

function doesNotFit(
  s: Strings,
  time: string,
  serviceEnd: string,
  bufferEnd: string,
  slot: Slot,
): string {
  const conflict = slot.conflict;
  const from = shortTime(conflict?.from ?? slot.time);
  const resumes = shortTime(conflict?.resumes ?? '');
  const values = {time, serviceEnd, bufferEnd, from, resumes};
  const buffer = conflict?.part === 'buffer';
  switch (conflict?.kind) {
    case 'booking':
      return buffer
        ? format(s.reasonFitBufferBooking, values)
        : format(s.reasonFitServiceBooking, values);
    case 'google':
      return buffer
        ? format(s.reasonFitBufferGoogle, values)
        : format(s.reasonFitServiceGoogle, values);
    case 'end-of-day':
      return buffer
        ? format(s.reasonFitBufferEndOfDay, values)
        : format(s.reasonFitServiceEndOfDay, values);
    case 'break':
      return buffer
        ? format(s.reasonFitBufferBreak, values)
        : format(s.reasonFitServiceBreak, values);
    default:
      return buffer
        ? format(s.reasonFitBufferBlocked, values)
        : format(s.reasonFitServiceBlocked, values);
  }
}

function windowSentence(time: string, ctx: Context): string {
  return format(ctx.s.reasonWindow, {
    time,
    days: durationWords(Number(ctx.form.windowDays) * 1440, ctx.s),
    opened: ctx.formatDate(ctx.form.nowDate),
    last: ctx.formatDate(ctx.result.lastDate),
  });
}

/** Why a day offers no start time at all (the result has none). */
export function explainEmptyDay(ctx: Context): {sentence: string; reason: ReasonCode | null} {
  const {result} = ctx;
  switch (result.dayReason) {
    case 'location-closed':
      return {reason: 'location-closed', sentence: ctx.s.dayLocationClosed};
    case 'does-not-fit':
      return {
        reason: 'does-not-fit',
        sentence: format(ctx.s.dayDoesNotFit, {
          need: durationWords(Number(ctx.form.duration) + Number(ctx.form.buffer), ctx.s),
        }),
      };
    case 'employee-off':
      return {
        reason: 'employee-off',
        sentence: ctx.s.dayEmployeeOff,
      };
    case 'window':
      return {
        reason: 'window',
        sentence: format(ctx.s.dayWindow, {
          opened: ctx.formatDate(ctx.form.nowDate),
          last: ctx.formatDate(result.lastDate),
        }),
      };
    case 'notice':
      return {
        reason: 'notice',
        sentence: format(ctx.s.dayNotice, {earliest: timeOn(result.earliestWall, ctx)}),
      };
    default:
      return {
        reason: null,
        sentence: ctx.s.dayNone,
      };
  }
}
