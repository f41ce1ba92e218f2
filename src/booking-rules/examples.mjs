// @ts-check
/**
 * The examples of docs/online-bookings/index.md (and its English twin) as
 * engine input, with what the article says comes out.
 *
 * tests/unit/booking-rules.test.mjs runs each one through `offeredTimes` and
 * also reads the numbers and times from the article text in both languages,
 * so an article edit, an example edit or an engine change that makes them
 * disagree fails the test.
 */

import {DEFAULTS} from './engine.mjs';

/**
 * @typedef {import('./engine.mjs').DayInput} DayInput
 * @typedef {import('./engine.mjs').BusyPeriod} BusyPeriod
 *
 * @typedef {object} Expected What the article states about the result.
 * @property {number} count How many start times are offered.
 * @property {string[]} [times] All of them, where the article lists them all.
 * @property {string[]} [appears] Times the article says appear, compared with
 *   the worked example.
 * @property {string[]} [disappears] Times the article says disappear.
 * @property {string} [earliest] The earliest possible moment, Sofia 'HH:MM'.
 *
 * @typedef {object} Variant One change to the worked example, as the article
 *   states it.
 * @property {string} id
 * @property {string} section The article's anchor that states it.
 * @property {number} [step] Marker for #slot-step: the bullet with this step.
 * @property {number} [bullet] Marker for #worked-example: the 1-based place
 *   of the bullet in "What changes the result".
 * @property {(input: DayInput) => DayInput} change Returns a new input; the
 *   argument is not modified.
 * @property {Expected} expected
 */

/**
 * Freezes an example all the way down, so that a caller cannot change the
 * shared example by accident.
 * @template T
 * @param {T} value
 * @returns {T}
 */
function deepFreeze(value) {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * #worked-example: Tuesday, 4 November 2025 at "Lozenets". Sofia is on
 * winter time (UTC+2) that day, so the client opens the page at 9:40 Sofia
 * time = 07:40 UTC.
 * @type {Readonly<DayInput>}
 */
export const WORKED_EXAMPLE = deepFreeze({
  date: '2025-11-04',
  location: {open: '09:00', close: '19:00'},
  employee: {start: '10:00', end: '18:00'},
  busy: [
    // The appointment 11:00–11:45 with a buffer until 12:00.
    {start: '11:00', end: '11:45', kind: 'booking', buffer: 15},
    // The recurring break.
    {start: '13:00', end: '13:30', kind: 'blocked'},
    // The busy Google Calendar event.
    {start: '16:00', end: '17:00', kind: 'google'},
  ],
  // "Women's haircut": 45 minutes, with a 15-minute buffer set on the service.
  service: {duration: 45, buffer: 15},
  // "The location uses the default rules."
  locationBuffer: DEFAULTS.locationBuffer,
  step: DEFAULTS.step,
  noticeMinutes: DEFAULTS.noticeMinutes,
  windowDays: DEFAULTS.windowDays,
  now: '2025-11-04T09:40:00+02:00',
});

/** What the worked example offers: its table's "Offered start times" column. */
export const WORKED_EXAMPLE_TIMES = Object.freeze([
  '12:00',
  '13:30',
  '13:45',
  '14:00',
  '14:15',
  '14:30',
  '14:45',
  '15:00',
  '17:00',
]);

/**
 * @param {DayInput} input
 * @param {(b: BusyPeriod) => boolean} keep
 * @returns {DayInput}
 */
const keepBusy = (input, keep) => ({...input, busy: (input.busy ?? []).filter(keep)});

/**
 * Every variation of the worked example that the article states, in the order
 * of the article: #minimum-notice, #slot-step, then the bullets of "What
 * changes the result" under #worked-example.
 * @type {readonly Variant[]}
 */
export const VARIANTS = deepFreeze([
  {
    id: 'notice-3-hours',
    section: '#minimum-notice',
    change: (input) => ({...input, noticeMinutes: 3 * 60}),
    // "removes the 12:00 start time (the earliest possible moment becomes
    // 12:40), leaving 8 start times instead of 9"
    expected: {count: 8, disappears: ['12:00'], earliest: '12:40'},
  },
  {
    id: 'step-15',
    section: '#slot-step',
    step: 15,
    change: (input) => ({...input, step: 15}),
    expected: {count: 9, times: [...WORKED_EXAMPLE_TIMES]},
  },
  {
    id: 'step-30',
    section: '#slot-step',
    step: 30,
    change: (input) => ({...input, step: 30}),
    expected: {count: 6, times: ['12:00', '13:30', '14:00', '14:30', '15:00', '17:00']},
  },
  {
    id: 'step-60',
    section: '#slot-step',
    step: 60,
    change: (input) => ({...input, step: 60}),
    expected: {count: 4, times: ['12:00', '14:00', '15:00', '17:00']},
  },
  {
    id: 'google-event-deleted',
    section: '#worked-example',
    bullet: 1,
    change: (input) => keepBusy(input, (b) => b.kind !== 'google'),
    expected: {
      count: 16,
      appears: ['15:15', '15:30', '15:45', '16:00', '16:15', '16:30', '16:45'],
      // "12:00, and every 15 minutes from 13:30 to 17:00"
      times: [
        '12:00',
        '13:30',
        '13:45',
        '14:00',
        '14:15',
        '14:30',
        '14:45',
        '15:00',
        '15:15',
        '15:30',
        '15:45',
        '16:00',
        '16:15',
        '16:30',
        '16:45',
        '17:00',
      ],
    },
  },
  {
    id: 'break-moved',
    section: '#worked-example',
    bullet: 2,
    change: (input) => ({
      ...input,
      busy: [
        ...(input.busy ?? []).filter((b) => b.kind !== 'blocked'),
        {start: '12:30', end: '13:00', kind: 'blocked'},
      ],
    }),
    expected: {count: 10, disappears: ['12:00'], appears: ['13:00', '13:15']},
  },
  {
    id: 'location-exception',
    section: '#worked-example',
    bullet: 3,
    change: (input) => ({...input, location: {open: '09:00', close: '17:00'}}),
    expected: {count: 8, disappears: ['17:00']},
  },
  {
    id: 'employee-12-20',
    section: '#worked-example',
    bullet: 4,
    change: (input) => ({
      ...keepBusy(input, (b) => b.kind !== 'booking'),
      employee: {start: '12:00', end: '20:00'},
    }),
    // "12:00, 13:30 to 15:00 and 17:00 to 18:00"
    expected: {
      count: 13,
      times: [
        '12:00',
        '13:30',
        '13:45',
        '14:00',
        '14:15',
        '14:30',
        '14:45',
        '15:00',
        '17:00',
        '17:15',
        '17:30',
        '17:45',
        '18:00',
      ],
    },
  },
  {
    id: 'opened-at-8-55',
    section: '#worked-example',
    bullet: 5,
    change: (input) => ({...input, now: '2025-11-04T08:55:00+02:00'}),
    expected: {count: 10, appears: ['10:00']},
  },
]);

/**
 * The other examples of the article, which are not changes of the worked
 * day's result list but state a rule on their own.
 * @type {readonly {id: string, section: string, input: DayInput, expected: {last?: string, notOffered?: string[], firstOffered?: string | null}}[]}
 */
export const RULE_EXAMPLES = deepFreeze([
  {
    // #buffer: the location's buffer is 10 minutes and the service's own 15;
    // 15 applies, so Maria (until 18:00) has 17:00 as her last start, not 17:15.
    id: 'service-buffer-overrides-location',
    section: '#buffer',
    input: {...WORKED_EXAMPLE, locationBuffer: 10, service: {duration: 45, buffer: 15}},
    expected: {last: '17:00', notOffered: ['17:15']},
  },
  {
    // #minimum-notice: with 1 day, a client who opens the page on Monday at
    // 18:00 sees nothing on Tuesday before 18:00. (Maria works until 20:00
    // here, so that there is something to see at 18:00.)
    id: 'notice-1-day',
    section: '#minimum-notice',
    input: {
      ...WORKED_EXAMPLE,
      employee: {start: '10:00', end: '20:00'},
      noticeMinutes: 24 * 60,
      now: '2025-11-03T18:00:00+02:00',
    },
    expected: {firstOffered: '18:00'},
  },
  {
    // #check-duration-and-buffer: 45 minutes + 15 need 60 free minutes; with
    // another appointment at 10:45, 10:00 is not offered.
    id: 'appointment-at-10-45',
    section: '#check-duration-and-buffer',
    input: {
      ...WORKED_EXAMPLE,
      busy: [{start: '10:45', end: '11:45', kind: 'booking', buffer: 15}],
      now: '2025-11-03T18:00:00+02:00',
    },
    expected: {notOffered: ['10:00']},
  },
]);

/**
 * #split-shift-example: Saturday, 8 November 2025. "Lozenets" closes for
 * lunch (9:00–13:00 and 14:00–18:00) and Maria works a split shift inside it
 * (9:00–13:00 and 15:00–18:00), with one appointment. The client opens the
 * page on Friday evening, so the notice does not matter.
 * @type {Readonly<DayInput>}
 */
export const SPLIT_SHIFT_EXAMPLE = deepFreeze({
  date: '2025-11-08',
  location: [
    {open: '09:00', close: '13:00'},
    {open: '14:00', close: '18:00'},
  ],
  employee: [
    {start: '09:00', end: '13:00'},
    {start: '15:00', end: '18:00'},
  ],
  busy: [{start: '10:00', end: '10:45', kind: 'booking', buffer: 15}],
  service: {duration: 45, buffer: 15},
  locationBuffer: DEFAULTS.locationBuffer,
  step: DEFAULTS.step,
  noticeMinutes: DEFAULTS.noticeMinutes,
  windowDays: DEFAULTS.windowDays,
  now: '2025-11-07T20:00:00+02:00',
});

/** What the article says of the split-shift day. */
export const SPLIT_SHIFT_EXPECTED = deepFreeze({
  count: 15,
  /** "9:00, 11:00 to 12:00 and 15:00 to 17:00" */
  times: [
    '09:00',
    '11:00',
    '11:15',
    '11:30',
    '11:45',
    '12:00',
    '15:00',
    '15:15',
    '15:30',
    '15:45',
    '16:00',
    '16:15',
    '16:30',
    '16:45',
    '17:00',
  ],
  /** 12:15: the service ends at 13:00, its buffer would run into the lunch break. */
  refused: {
    time: '12:15',
    conflict: {kind: 'break', part: 'buffer', from: '13:00', resumes: '15:00'},
  },
});

/**
 * #no-preference-example: the worked example's Tuesday, and the client picks
 * «Без предпочитание» / "No preference". Besides Maria (her day as in the
 * worked example), Elena does the service: she works 14:00–19:00 and has an
 * appointment 15:00–16:00 without a buffer.
 * @type {Readonly<import('./engine.mjs').AnyEmployeeInput>}
 */
export const NO_PREFERENCE_EXAMPLE = deepFreeze({
  date: WORKED_EXAMPLE.date,
  location: WORKED_EXAMPLE.location,
  service: WORKED_EXAMPLE.service,
  locationBuffer: WORKED_EXAMPLE.locationBuffer,
  step: WORKED_EXAMPLE.step,
  noticeMinutes: WORKED_EXAMPLE.noticeMinutes,
  windowDays: WORKED_EXAMPLE.windowDays,
  now: WORKED_EXAMPLE.now,
  employees: [
    {name: 'Мария', employee: WORKED_EXAMPLE.employee, busy: WORKED_EXAMPLE.busy},
    {
      name: 'Елена',
      employee: {start: '14:00', end: '19:00'},
      busy: [{start: '15:00', end: '16:00', kind: 'booking'}],
    },
  ],
});

/** What the article says of the no-preference day. */
export const NO_PREFERENCE_EXPECTED = deepFreeze({
  count: 17,
  /** "12:00, 13:30 to 15:00 and 16:00 to 18:00" */
  ranges: '12:00, 13:30–15:00, 16:00–18:00',
  /** Times either of them can take. */
  both: ['14:00', '17:00'],
  /** 15:30: Maria's service would run into her Google event, Elena has an appointment. */
  nobody: {time: '15:30', reasons: {Мария: 'does-not-fit', Елена: 'busy'}},
});
