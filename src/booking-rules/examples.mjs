// @ts-check
// The examples of docs/online-bookings/index.md as engine input and what the article says comes
// out; unit tests run each and read the article in both languages, so any disagreement fails.

import {DEFAULTS} from './engine.mjs';
import {hhmm, parseTime} from './sofia-time.mjs';

/**
 * @typedef {import('./engine.mjs').DayInput} DayInput
 * @typedef {import('./engine.mjs').BusyPeriod} BusyPeriod
 * @typedef {{count: number, times?: string[], appears?: string[], disappears?: string[], earliest?: string}} Expected
 * @typedef {object} Variant `step`/`bullet` mark the article's bullet (#slot-step / 1-based in #worked-example).
 * @property {string} id
 * @property {string} section
 * @property {number} [step]
 * @property {number} [bullet]
 * @property {(input: DayInput) => DayInput} change
 * @property {Expected} expected
 */

/** @template T @param {T} value @returns {T} */
function deepFreeze(value) {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** '12:00, 13:30–15:00' as the article lists them, ranges every 15 minutes. @param {string} list */
function times(list) {
  return list.split(', ').flatMap((part) => {
    const [from, to = from] = part.split('–').map((time) => parseTime(time, false) ?? NaN);
    return Array.from({length: (to - from) / 15 + 1}, (_, i) => hhmm(from + i * 15));
  });
}

/** #worked-example. @type {Readonly<DayInput>} */
export const WORKED_EXAMPLE = deepFreeze({
  date: '2025-11-04',
  location: {open: '09:00', close: '19:00'},
  employee: {start: '10:00', end: '18:00'},
  busy: [
    {start: '11:00', end: '11:45', kind: 'booking', buffer: 15},
    {start: '13:00', end: '13:30', kind: 'blocked'},
    {start: '16:00', end: '17:00', kind: 'google'},
  ],
  service: {duration: 45, buffer: 15},
  locationBuffer: DEFAULTS.locationBuffer,
  step: DEFAULTS.step,
  noticeMinutes: DEFAULTS.noticeMinutes,
  windowDays: DEFAULTS.windowDays,
  now: '2025-11-04T09:40:00+02:00',
});

/** What the worked example offers: its table's "Offered start times" column. */
export const WORKED_EXAMPLE_TIMES = Object.freeze(times('12:00, 13:30–15:00, 17:00'));

/** @param {DayInput} input @param {(b: BusyPeriod) => boolean} keep @returns {DayInput} */
const keepBusy = (input, keep) => ({...input, busy: (input.busy ?? []).filter(keep)});

/** @type {readonly Variant[]} */
export const VARIANTS = deepFreeze([
  {
    id: 'notice-3-hours',
    section: '#minimum-notice',
    change: (input) => ({...input, noticeMinutes: 3 * 60}),
    expected: {count: 8, disappears: ['12:00'], earliest: '12:40'},
  },
  // #slot-step's bullets: each step and the times it offers.
  .../** @type {[number, readonly string[]][]} */ ([
    [15, WORKED_EXAMPLE_TIMES],
    [30, ['12:00', '13:30', '14:00', '14:30', '15:00', '17:00']],
    [60, ['12:00', '14:00', '15:00', '17:00']],
  ]).map(([step, offered]) => ({
    id: `step-${step}`,
    section: '#slot-step',
    step,
    /** @param {DayInput} input */
    change: (input) => ({...input, step}),
    expected: {count: offered.length, times: [...offered]},
  })),
  {
    id: 'google-event-deleted',
    section: '#worked-example',
    bullet: 1,
    change: (input) => keepBusy(input, (b) => b.kind !== 'google'),
    expected: {
      count: 16,
      appears: times('15:15–16:45'),
      times: times('12:00, 13:30–17:00'),
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
    expected: {
      count: 13,
      times: times('12:00, 13:30–15:00, 17:00–18:00'),
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

/** @type {readonly {id: string, section: string, input: DayInput, expected: {last?: string, notOffered?: string[], firstOffered?: string | null}}[]}
 */
export const RULE_EXAMPLES = deepFreeze([
  {
    // The service's own 15 minutes win over the location's 10.
    id: 'service-buffer-overrides-location',
    section: '#buffer',
    input: {...WORKED_EXAMPLE, locationBuffer: 10, service: {duration: 45, buffer: 15}},
    expected: {last: '17:00', notOffered: ['17:15']},
  },
  {
    // Opened on Monday at 18:00 with 1 day's notice (Maria works until 20:00 here).
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

/** #split-shift-example. @type {Readonly<DayInput>} */
export const SPLIT_SHIFT_EXAMPLE = deepFreeze({
  ...WORKED_EXAMPLE,
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
  now: '2025-11-07T20:00:00+02:00',
});

/** What the article says of the split-shift day. */
export const SPLIT_SHIFT_EXPECTED = deepFreeze({
  count: 15,
  times: times('09:00, 11:00–12:00, 15:00–17:00'),
  refused: {
    time: '12:15',
    conflict: {kind: 'break', part: 'buffer', from: '13:00', resumes: '15:00'},
  },
});

// The worked example's day; its one employee is Maria below.
const {employee, busy, ...withoutEmployee} = WORKED_EXAMPLE;

/** #no-preference-example. @type {Readonly<import('./engine.mjs').AnyEmployeeInput>} */
export const NO_PREFERENCE_EXAMPLE = deepFreeze({
  ...withoutEmployee,
  employees: [
    {name: 'Мария', employee, busy},
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
  ranges: '12:00, 13:30–15:00, 16:00–18:00',
  both: ['14:00', '17:00'],
  nobody: {time: '15:30', reasons: {Мария: 'does-not-fit', Елена: 'busy'}},
});
