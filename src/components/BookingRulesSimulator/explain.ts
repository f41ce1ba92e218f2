// Why a time is or is not offered, in the words of docs/online-bookings/index.md ("Why not more").
import type {BusyKind, Conflict, ReasonCode, Slot} from '@site/src/booking-rules/engine.mjs';
import {format, plural} from '../words';
import {
  UNIT_MINUTES,
  clock,
  inLargestUnit,
  minutesOf,
  shortTime,
  spans,
  type EmployeeRow,
  type FormState,
} from './form';
import type {Strings} from './strings';
import type {View} from './view';

export type Context = {
  form: FormState;
  result: View;
  s: Strings;
  formatDate: (date: string) => string;
  formatList: (list: string[]) => string;
};

type Explanation = {sentence: string; reason: ReasonCode | null};

/** In the largest whole unit: "1 hour", "90 minutes". */
function durationWords(minutes: number, s: Strings): string {
  const {count, unit} = inLargestUnit(minutes);
  const forms = {minutes: s.durationMinutes, hours: s.durationHours, days: s.durationDays}[unit];
  return format(plural(count, forms), {count});
}

/** "10:40" on the day shown, "4 November 2025 at 18:00" on another. */
function timeOn(wall: {date: string; time: string}, ctx: Context): string {
  const time = shortTime(wall.time);
  if (wall.date === ctx.form.date) return time;
  return format(ctx.s.momentDateTime, {date: ctx.formatDate(wall.date), time});
}

/** "11:00–11:45, with its buffer until 12:00": the first busy entry of the kind that starts at `from`. */
function busySpan(ctx: Context, employee: EmployeeRow, kind: string, from: string): string {
  const row = employee.busy.find((b) => b.kind === kind && shortTime(b.start) === shortTime(from));
  if (!row) return shortTime(from);
  const span = `${shortTime(row.start)}–${shortTime(row.end)}`;
  const buffer = row.kind === 'booking' ? Number(row.buffer) : 0;
  if (buffer <= 0) return span;
  return format(ctx.s.busySpanWithBuffer, {span, until: clock(minutesOf(row.end) + buffer)});
}

export function explainSlot(slot: Slot, ctx: Context, employee: EmployeeRow): Explanation {
  const {form, result, s} = ctx;
  const time = shortTime(slot.time);
  const start = minutesOf(slot.time);
  const serviceEnd = clock(start + Number(form.duration));
  const bufferEnd = clock(start + Number(form.duration) + Number(form.buffer));
  if (slot.offered)
    return {reason: null, sentence: format(s.reasonOffered, {time, end: bufferEnd})};

  const reason = slot.reason ?? 'busy';
  const conflict: Partial<Conflict> = slot.conflict ?? {};
  const {kind = 'blocked', part = 'service', from = slot.time, resumes = ''} = conflict;
  const sentences: Record<ReasonCode, string> = {
    'location-closed': s.reasonLocationClosed,
    'employee-off': s.reasonEmployeeOff,
    // Only busy time covers a start: its kind is one of the busy kinds.
    busy: s.reasonBusy[kind as BusyKind],
    'does-not-fit': s.reasonFit[part][kind],
    notice: s.reasonNotice,
    window: s.reasonWindow,
  };
  // Every value a sentence may take: each takes those it names.
  const sentence = format(sentences[reason], {
    time,
    hours: spans(reason === 'location-closed' ? form.location : employee.hours),
    span: busySpan(ctx, employee, kind, from),
    serviceEnd,
    bufferEnd,
    from: shortTime(from),
    resumes: shortTime(resumes),
    notice: durationWords(Number(form.notice) * UNIT_MINUTES[form.noticeUnit], s),
    now: format(form.nowDate === form.date ? s.momentSameDay : s.momentOtherDay, {
      date: ctx.formatDate(form.nowDate),
      time: shortTime(form.nowTime),
    }),
    earliest: timeOn(result.earliestWall, ctx),
    days: durationWords(Number(form.windowDays) * 1440, s),
    opened: ctx.formatDate(form.nowDate),
    last: ctx.formatDate(result.lastDate),
  });
  return {reason, sentence};
}

export function explainEmptyDay(ctx: Context): Explanation {
  const {form, result, s} = ctx;
  const reason = result.dayReason;
  if (reason === null || reason === 'busy') return {reason: null, sentence: s.dayNone};
  return {
    reason,
    sentence: format(s.day[reason], {
      need: durationWords(Number(form.duration) + Number(form.buffer), s),
      opened: ctx.formatDate(form.nowDate),
      last: ctx.formatDate(result.lastDate),
      earliest: timeOn(result.earliestWall, ctx),
    }),
  };
}
