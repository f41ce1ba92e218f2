/** The simulator's interface text in English (see ./strings.ts). */
import type {Strings} from './strings';

export const EN: Strings = {
  exampleSplit: 'Example: a split shift',
  exampleAny: 'Example: no preference',
  employeeNames: {Мария: 'Maria', Елена: 'Elena'},
  fieldIntervalN: '{label}, interval {n}',
  addInterval: '+ Add interval',
  addIntervalLocation: "Add an interval to the location's hours",
  addIntervalEmployee: "Add an interval to {name}'s hours",
  removeInterval: 'Remove the interval {start}–{end}',
  fieldName: 'Name',
  newEmployee: 'Employee {n}',
  addEmployee: 'Add an employee',
  removeEmployee: 'Remove the employee',
  removeEmployeeLabel: 'Remove the employee {name}',
  choiceLegend: 'Whom the client chooses',
  fieldChoice: 'Employee',
  choiceAny: 'No preference',
  pickAnyOffered: '{time} is offered. Who can take it: {names}.',
  pickAnyNobody: '{time} is not offered: none of the employees can take it.',
  diagramLocation: 'Location',
  diagramEmployee: 'Employee',
  diagramBusy: 'Busy time',
  diagramOffered: 'Offered start times',
  diagramPicked: 'Picked time: service and buffer',
  fieldMinutes: '{label}, min',
  resultInvalid: 'No result: correct the fields marked with an error.',
  resultNone: 'The client sees no start time on this day.',
  resultCount: 'The client sees {count} start time.|The client sees {count} start times.',
  reasonAlso: 'Other rules that also stop it:',
  introTimeZone: 'Filled in with the example above. All times are Bulgarian time.',
  reset: 'Reset to the example',
  dayLegend: 'The day and working hours',
  fieldDate: 'Date',
  fieldLocationOpen: 'Location opens',
  fieldLocationClose: 'Location closes',
  fieldEmployeeStart: 'Employee starts',
  fieldEmployeeEnd: 'Employee finishes',
  busyLegend: "{name}'s busy time",
  busyNone: 'Nothing is busy on this day.',
  fieldStart: 'Start',
  fieldEnd: 'End',
  fieldBookingBuffer: 'Buffer after it',
  busyRemoveLabel: 'Remove: {name} {start}–{end}',
  busyRemove: 'Remove',
  busyAddKind: 'Kind of busy time to add',
  busyAdd: 'Add',
  serviceLegend: 'The service',
  fieldDuration: 'Duration',
  rulesLegend: 'Booking rules',
  fieldStep: 'Slot step',
  fieldStepOption: '{step} min',
  fieldNoticeUnit: 'Notice unit',
  fieldWindow: 'Booking window, days',
  clientLegend: 'When the client opens the booking page',
  fieldNowDate: 'Date',
  fieldNowTime: 'Time',
  pickLegend: 'Pick a start time to see why it is offered or not',
  pickOffered: '{time}, offered',
  pickHidden: '{time}, not offered',
  pickHint: 'Green times are offered. Pick any time to read the rule that hides it.',
  durationDays: '{count} day|{count} days',
  durationHours: '{count} hour|{count} hours',
  durationMinutes: '{count} minute|{count} minutes',
  momentSameDay: 'at {time}',
  momentOtherDay: 'on {date} at {time}',
  momentDateTime: '{date} at {time}',
  busySpanWithBuffer: '{span}, with its buffer until {until}',
  reasonOffered:
    '{time} is offered: the service and its buffer ({time}–{end}) fit into working time that is still free, and the time is after the minimum notice and inside the booking window.',
  reasonLocationClosed: '{time} is not offered: the location is closed then (it is open {hours}).',
  reasonEmployeeOff: '{time} is not offered: the employee does not work then (works {hours}).',
  reasonNotice:
    '{time} is not offered: the minimum notice is {notice}, and the client opens the page {now}, so the earliest possible time is {earliest}.',
  reasonWindow:
    '{time} is not offered: the date is outside the booking window. With a window of {days}, a client who opens the page on {opened} can pick dates up to {last}.',
  dayNone: 'No start time meets every rule. Pick a time below to see what stops it.',
  busyKind: {
    booking: 'Appointment',
    blocked: 'Blocked time (a break)',
    google: 'Busy Google Calendar event',
  },
  section: {
    'location-closed': 'The location is closed',
    'employee-off': 'The employee does not work at that time',
    busy: 'Blocked time or a Google Calendar event',
    'does-not-fit': 'Buffer after service',
    notice: 'Minimum notice',
    window: 'Booking window',
  },
  unit: {
    minutes: 'minutes',
    hours: 'hours',
    days: 'days',
  },
  reasonBusy: {
    booking: '{time} is not offered: the employee has an appointment then ({span}).',
    google: '{time} is not offered: it falls in a busy Google Calendar event ({span}).',
    blocked: '{time} is not offered: it falls in blocked time ({span}).',
  },
  reasonFit: {
    service: {
      booking:
        '{time} is not offered: the service would run until {serviceEnd}, and the employee has an appointment at {from}.',
      google:
        '{time} is not offered: the service would run until {serviceEnd}, and there is a busy Google Calendar event from {from}.',
      'end-of-day':
        '{time} is not offered: the service would end at {serviceEnd}, after the working day ends ({from}).',
      break:
        '{time} is not offered: the service would run until {serviceEnd}, and the working hours break from {from} to {resumes}.',
      blocked:
        '{time} is not offered: the service would run until {serviceEnd}, and there is blocked time from {from}.',
    },
    buffer: {
      booking:
        '{time} is not offered: the service ends at {serviceEnd}, but its buffer ({serviceEnd}–{bufferEnd}) runs into the appointment at {from}.',
      google:
        '{time} is not offered: the service ends at {serviceEnd}, but its buffer ({serviceEnd}–{bufferEnd}) runs into the Google Calendar event at {from}.',
      'end-of-day':
        '{time} is not offered: the service ends at {serviceEnd}, but its buffer would end at {bufferEnd}, after the working day ends ({from}).',
      break:
        '{time} is not offered: the service ends at {serviceEnd}, but its buffer ({serviceEnd}–{bufferEnd}) runs into the break in the working hours from {from} to {resumes}.',
      blocked:
        '{time} is not offered: the service ends at {serviceEnd}, but its buffer ({serviceEnd}–{bufferEnd}) runs into the blocked time from {from}.',
    },
  },
  day: {
    'location-closed': 'The location is closed on this day.',
    'employee-off':
      "The employee's hours do not overlap the location's, so no start time is offered.",
    'does-not-fit':
      'The service and its buffer ({need}) are longer than any stretch of working hours, so they fit at no start time.',
    window:
      'The date is outside the booking window: a client who opens the page on {opened} can pick dates up to {last}.',
    notice:
      'Every start time in working hours is before the minimum notice: the earliest possible time is {earliest}.',
  },
  error: {
    step: 'Choose 5, 10, 15, 20, 30 or 60 minutes.',
    closeBeforeOpen: 'The closing time must be after the opening time.',
    endBeforeStart: 'The end must be after the start.',
    intervals: 'A day can have up to three intervals.',
    overlap: 'Intervals cannot overlap.',
    range: {
      duration: 'From 1 to 1440 minutes.',
      buffer: 'From 0 to 120 minutes.',
      notice: 'From 0 minutes to 7 days.',
      window: 'From 1 to 365 days.',
    },
    time: 'Enter a time, e.g. 09:00.',
    date: 'Enter a date.',
    notice: 'Enter a number that makes whole minutes.',
    name: 'Enter a name.',
    number: 'Enter a whole number.',
  },
};
