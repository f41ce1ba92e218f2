/**
 * The simulator's interface text, in both languages (./strings.bg.ts and
 * ./strings.en.ts, one file each to keep them short). It lives here, not in
 * i18n/<locale>/code.json, because Docusaurus puts all of a locale's
 * code.json messages into the bundle every page loads: these load only with
 * the simulator's live part (./Simulator.tsx and the modules it imports,
 * loaded by ./index.tsx when the reader comes near). Do not import this
 * module from ./index.tsx or ./wrapper.ts.
 *
 * {name} marks a value put in; "one|other" separates the plural forms, chosen
 * by `plural` (src/components/words.ts: Bulgarian and English both have two:
 * 1, and every other number).
 */
import {BG} from './strings.bg';
import {EN} from './strings.en';

export interface Strings {
  /** Button: load the article's split-shift example */
  exampleSplit: string;
  /** Button: load the article's no-preference example */
  exampleAny: string;
  /** The employees' names of the examples, in this language */
  employeeNames: Record<string, string>;
  /** Between the last two names of a list */
  and: string;
  /** A field label of the second or third interval */
  fieldIntervalN: string;
  /** Button that adds an interval of working hours (as the product's button) */
  addInterval: string;
  /** Accessible name of the button that adds an interval to the location's hours */
  addIntervalLocation: string;
  /** Accessible name of the button that adds an interval to an employee's hours */
  addIntervalEmployee: string;
  /** Accessible name of the button that removes an interval */
  removeInterval: string;
  /** An employee's name */
  fieldName: string;
  /** Name of a newly added employee */
  newEmployee: string;
  /** Add an employee */
  addEmployee: string;
  /** Remove an employee (visible) */
  removeEmployee: string;
  /** Accessible name of the remove button of an employee */
  removeEmployeeLabel: string;
  /** Group of whom the client chooses */
  choiceLegend: string;
  /** The employee select */
  fieldChoice: string;
  /** The option «Без предпочитание» (the product's label) */
  choiceAny: string;
  /** Under «Без предпочитание»: the picked time is offered, and by whom */
  pickAnyOffered: string;
  /** Under «Без предпочитание»: nobody can take the picked time */
  pickAnyNobody: string;
  /** Why a start time is hidden: the service runs into a break in the hours */
  reasonFitServiceBreak: string;
  /** Why a start time is hidden: the buffer runs into a break in the hours */
  reasonFitBufferBreak: string;
  /** Why the day offers no start time: the location is closed */
  dayLocationClosed: string;
  /** Why the day offers no start time: the service is longer than any stretch of work */
  dayDoesNotFit: string;
  /** Error under an empty employee name */
  errorName: string;
  /** Diagram: row of the location hours */
  diagramLocation: string;
  /** Diagram: row of the employee hours */
  diagramEmployee: string;
  /** Diagram: row of bookings, blocked time and Google events */
  diagramBusy: string;
  /** Diagram: row of the offered start times (green dots) */
  diagramOffered: string;
  /** Diagram: row of the picked start time */
  diagramPicked: string;
  /** A field label with its unit, e.g. "Duration, min" */
  fieldMinutes: string;
  /** Status when an input is wrong */
  resultInvalid: string;
  /** Status when no time is offered */
  resultNone: string;
  /** Status with the number of offered times (one|other) */
  resultCount: string;
  /** Before the links to other rules that also hide the picked time */
  reasonAlso: string;
  /** Note above the fields */
  introTimeZone: string;
  /** Button that puts the worked example back */
  reset: string;
  /** Group of the day and working hours */
  dayLegend: string;
  /** The date the client looks at */
  fieldDate: string;
  /** Opening time of the location */
  fieldLocationOpen: string;
  /** Closing time of the location */
  fieldLocationClose: string;
  /** Start of the employee's working hours */
  fieldEmployeeStart: string;
  /** End of the employee's working hours */
  fieldEmployeeEnd: string;
  /** Group of an employee's busy time */
  busyLegend: string;
  /** No busy entries left */
  busyNone: string;
  /** Start of a busy entry */
  fieldStart: string;
  /** End of a busy entry */
  fieldEnd: string;
  /** The buffer after a booked appointment */
  fieldBookingBuffer: string;
  /** Accessible name of the remove button of a busy entry */
  busyRemoveLabel: string;
  /** Remove a busy entry */
  busyRemove: string;
  /** Label of the kind of busy entry to add */
  busyAddKind: string;
  /** Add a busy entry */
  busyAdd: string;
  /** Group of the service */
  serviceLegend: string;
  /** How long the service takes */
  fieldDuration: string;
  /** Group of the booking rules */
  rulesLegend: string;
  /** The slot step select */
  fieldStep: string;
  /** An option of the slot step, in minutes */
  fieldStepOption: string;
  /** Unit of the minimum notice */
  fieldNoticeUnit: string;
  /** Unit option of the minimum notice */
  unitMinutes: string;
  /** Unit option of the minimum notice */
  unitHours: string;
  /** Unit option of the minimum notice */
  unitDays: string;
  /** The booking window in days */
  fieldWindow: string;
  /** Group of when the client opens the booking page */
  clientLegend: string;
  /** The date the client opens the booking page */
  fieldNowDate: string;
  /** The time the client opens the booking page */
  fieldNowTime: string;
  /** Legend of the start times to pick */
  pickLegend: string;
  /** Accessible name of an offered start time */
  pickOffered: string;
  /** Accessible name of a start time that is not offered */
  pickHidden: string;
  /** Shown until a start time is picked */
  pickHint: string;
  /** A number of days (one|other plural forms) */
  durationDays: string;
  /** A number of hours (one|other plural forms) */
  durationHours: string;
  /** A number of minutes (one|other plural forms) */
  durationMinutes: string;
  /** A moment on the day shown, e.g. "at 9:40" */
  momentSameDay: string;
  /** A moment on another day, e.g. "on 3 November 2025 at 18:00" */
  momentOtherDay: string;
  /** A date and time, e.g. "4 November 2025 at 18:00" */
  momentDateTime: string;
  /** An appointment and the end of its buffer */
  busySpanWithBuffer: string;
  /** The picked start time is offered */
  reasonOffered: string;
  /** Why a start time is hidden */
  reasonLocationClosed: string;
  /** Why a start time is hidden */
  reasonEmployeeOff: string;
  /** Why a start time is hidden */
  reasonBusyBooking: string;
  /** Why a start time is hidden */
  reasonBusyGoogle: string;
  /** Why a start time is hidden */
  reasonBusyBlocked: string;
  /** Why a start time is hidden */
  reasonNotice: string;
  /** Why a start time is hidden */
  reasonFitBufferBooking: string;
  /** Why a start time is hidden */
  reasonFitServiceBooking: string;
  /** Why a start time is hidden */
  reasonFitBufferGoogle: string;
  /** Why a start time is hidden */
  reasonFitServiceGoogle: string;
  /** Why a start time is hidden */
  reasonFitBufferEndOfDay: string;
  /** Why a start time is hidden */
  reasonFitServiceEndOfDay: string;
  /** Why a start time is hidden */
  reasonFitBufferBlocked: string;
  /** Why a start time is hidden */
  reasonFitServiceBlocked: string;
  /** Why a start time is hidden */
  reasonWindow: string;
  /** Why the day offers no start time */
  dayEmployeeOff: string;
  /** Why the day offers no start time */
  dayWindow: string;
  /** Why the day offers no start time */
  dayNotice: string;
  /** The day offers no start time for several reasons */
  dayNone: string;
  /** A busy entry that is a booked appointment */
  busyKindBooking: string;
  /** A busy entry that is blocked time, e.g. a break */
  busyKindBlocked: string;
  /** A busy entry that is a busy Google Calendar event */
  busyKindGoogle: string;
  /** Link to the article section #check-location-hours */
  sectionLocationClosed: string;
  /** Link to the article section #check-employee-hours */
  sectionEmployeeOff: string;
  /** Link to the article section #check-blocked-time */
  sectionBusy: string;
  /** Link to the article section #buffer */
  sectionDoesNotFit: string;
  /** Link to the article section #minimum-notice */
  sectionNotice: string;
  /** Link to the article section #booking-window */
  sectionWindow: string;
  /** Error under the slot step */
  errorStep: string;
  /** Error under "Location closes" */
  errorCloseBeforeOpen: string;
  /** Error under an end time that is not after its start */
  errorEndBeforeStart: string;
  /** Error under working hours with more than three intervals */
  errorIntervals: string;
  /** Error under an interval that starts before the one before it ends */
  errorOverlap: string;
  /** Allowed range of the service duration */
  errorRangeDuration: string;
  /** Allowed range of a buffer */
  errorRangeBuffer: string;
  /** Allowed range of the minimum notice */
  errorRangeNotice: string;
  /** Allowed range of the booking window */
  errorRangeWindow: string;
  /** Error under an empty or incomplete time field */
  errorTime: string;
  /** Error under an empty or incomplete date field */
  errorDate: string;
  /** Error under the minimum notice when it is empty or not whole minutes */
  errorNoticeWhole: string;
  /** Error under an empty or non-whole number field */
  errorNumber: string;
}

export const STRINGS: Record<'bg' | 'en', Strings> = {bg: BG, en: EN};
