/**
 * The simulator's words that more than one part needs: names of busy time,
 * the article's sections the reasons link to, and errors by field. The texts
 * are ./strings.ts; each function takes the current locale's.
 */
import type {ErrorCode, ReasonCode} from '@site/src/booking-rules/engine.mjs';
import type {BusyKind} from './form';
import type {Strings} from './strings';

export function busyKindName(s: Strings, kind: BusyKind): string {
  switch (kind) {
    case 'booking':
      return s.busyKindBooking;
    case 'blocked':
      return s.busyKindBlocked;
    default:
      return s.busyKindGoogle;
  }
}

/**
 * The title of the article's section that explains a reason (REASON_ANCHORS),
 * as the article words it; also the name of the matching field.
 */
export function sectionName(s: Strings, reason: ReasonCode): string {
  switch (reason) {
    case 'location-closed':
      return s.sectionLocationClosed;
    case 'employee-off':
      return s.sectionEmployeeOff;
    case 'busy':
      return s.sectionBusy;
    case 'does-not-fit':
      return s.sectionDoesNotFit;
    case 'notice':
      return s.sectionNotice;
    default:
      return s.sectionWindow;
  }
}

/** What a field holds, for the words of its errors. */
export type FieldKind =
  'time' | 'date' | 'duration' | 'buffer' | 'notice' | 'window' | 'step' | 'close' | 'end' | 'name';

/** The message under a field for an engine error code. */
export function errorMessage(s: Strings, kind: FieldKind, code: ErrorCode): string {
  switch (code) {
    case 'end-before-start':
      return kind === 'close' ? s.errorCloseBeforeOpen : s.errorEndBeforeStart;
    case 'step':
      return s.errorStep;
    case 'intervals':
      return s.errorIntervals;
    case 'overlap':
      return s.errorOverlap;
    case 'range':
      switch (kind) {
        case 'duration':
          return s.errorRangeDuration;
        case 'buffer':
          return s.errorRangeBuffer;
        case 'notice':
          return s.errorRangeNotice;
        default:
          return s.errorRangeWindow;
      }
    default:
      // 'format'
      switch (kind) {
        case 'time':
        case 'close':
        case 'end':
          return s.errorTime;
        case 'date':
          return s.errorDate;
        case 'step':
          return s.errorStep;
        case 'notice':
          return s.errorNoticeWhole;
        case 'name':
          return s.errorName;
        default:
          return s.errorNumber;
      }
  }
}
