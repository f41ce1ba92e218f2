// @ts-check
// calendar.md#views: the Day view with two employees' columns and the article's numbered legend.
import {
  box,
  buttonWidth,
  callout,
  dot,
  el,
  line,
  path,
  picture,
  select,
  text,
  tick,
  timeScale,
  LEFT,
  RIGHT,
  WIDTH,
} from './kit.mjs';

const TOP = 104;
const HOUR = 56;
const FIRST_HOUR = 9;
const LAST_HOUR = 14;
const COLUMN_LEFT = 56;
const GAP = 6;
const COLUMN_WIDTH = (WIDTH - 8 - COLUMN_LEFT - GAP) / 2;
const COLUMNS = [COLUMN_LEFT, COLUMN_LEFT + COLUMN_WIDTH + GAP];

const y = timeScale(FIRST_HOUR, FIRST_HOUR + 1, TOP, TOP + HOUR);

const statusIcon = (/** @type {number} */ cx, /** @type {number} */ cy) => [
  dot(cx, cy, 8, 'ok'),
  tick(cx - 4, cy, 'on-accent', 0.65),
];

const sum = (/** @type {number[]} */ values) => values.reduce((total, value) => total + value, 0);

const pinIcon = (/** @type {number} */ cx, /** @type {number} */ cy) => [
  path(`M${cx} ${cy + 1}L${cx} ${cy + 9}`, {colour: 'ink', width: 2, round: true}),
  el('path', {d: `M${cx - 6} ${cy + 1}h12`, class: 's-bad', 'stroke-width': 2.5}),
  el('circle', {cx, cy: cy - 4, r: 5, class: 'f-bad'}),
];

const warningIcon = (/** @type {number} */ cx, /** @type {number} */ cy) => [
  el('path', {
    d: `M${cx} ${cy - 10}L${cx + 10} ${cy + 8}L${cx - 10} ${cy + 8}Z`,
    class: 'f-warn s-warn',
    'stroke-width': 2,
    'stroke-linejoin': 'round',
  }),
  text(cx, cy + 6.5, '!', {size: 13, weight: 'bold', anchor: 'middle', colour: 'on-accent'}),
];

/** `extra`: one more icon left of the status. @param {number} column @param {string} from
 * @param {string} to @param {string} client @param {string} service
 * @param {((cx: number, cy: number) => string[]) | null} extra */
function card(column, from, to, client, service, extra) {
  const left = COLUMNS[column] + 4;
  const width = COLUMN_WIDTH - 8;
  const top = y(from) + 1;
  const right = left + width;
  return [
    box(left, top, width, y(to) - y(from) - 2, {fill: 'accent-soft', stroke: 'accent', radius: 5}),
    box(left, top, 5, y(to) - y(from) - 2, {fill: 'accent', stroke: null, radius: 2}),
    text(left + 11, top + 16, `${from}–${to}`, {size: 13, weight: 'bold'}),
    text(left + 11, top + 32, client, {size: 13}),
    text(left + 11, top + 48, service, {size: 13, colour: 'muted'}),
    statusIcon(right - 13, top + 13),
    extra ? extra(right - 36, top + 13) : '',
  ];
}

const HATCHED = /** @type {const} */ ({fill: 'closed', stroke: null, radius: 0, hatched: true});

/** An hour of blocked time in a column, hatched. @param {number} column @param {string} from */
const blocked = (column, from) => box(column + 1, y(from), COLUMN_WIDTH - 2, HOUR, HATCHED);

const leader = (/** @type {number} */ x, /** @type {number} */ y1, /** @type {number} */ y2) =>
  line(x, y1, x, y2, {colour: 'accent', width: 1.5});

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Изгледи на календара: изглед „Ден“',
      location: 'Лозенец',
      day: 'Ден',
      week: 'Седмица',
      employee: 'Служител',
      date: 'Вторник, 4 ноември 2025 г.',
      maria: 'Мария',
      ivan: 'Иван',
      client1: 'Елена Петрова',
      service1: 'Маникюр',
      client2: 'Георги Димитров',
      service2: 'Подстригване',
      break: 'Почивка',
      google: 'Зает (Google)',
    },
    en: {
      title: 'Calendar views: the Day view',
      location: 'Lozenets',
      day: 'Day',
      week: 'Week',
      employee: 'Employee',
      date: 'Tuesday, 4 November 2025',
      maria: 'Maria',
      ivan: 'Ivan',
      client1: 'Elena Petrova',
      service1: 'Manicure',
      client2: 'Georgi Dimitrov',
      service2: 'Haircut',
      break: 'Break',
      google: 'Busy (Google)',
    },
  },
  draw(w, locale) {
    const bottom = y(`${LAST_HOUR}:00`);
    const [maria, ivan] = COLUMNS;
    const centre = (/** @type {number} */ column) => column + COLUMN_WIDTH / 2;

    // The bar above the schedule: location selector and view switch, «Ден» chosen.
    const views = [w.day, w.week, w.employee];
    const widths = views.map((view) => buttonWidth(view));
    const lefts = widths.map((_, index) => sum(widths.slice(index)));
    const segments = [
      box(RIGHT - lefts[0], 12, lefts[0], 32, {fill: 'canvas', stroke: 'accent'}),
      box(RIGHT - lefts[0], 12, widths[0], 32, {fill: 'accent', stroke: 'accent'}),
      views.map((view, index) => {
        const left = RIGHT - lefts[index];
        return [
          index > 1 && line(left, 12, left, 44, {colour: 'accent', width: 1.5}),
          text(left + widths[index] / 2, 33, view, {
            weight: 'bold',
            anchor: 'middle',
            colour: index === 0 ? 'on-accent' : 'accent',
          }),
        ];
      }),
    ];

    return picture(
      {height: bottom + 12, title: w.title, lang: locale},
      select(LEFT, 12, w.location, 32),
      segments,
      text(LEFT, 72, w.date, {size: 15, weight: 'bold'}),
      text(centre(maria), 96, w.maria, {size: 14, weight: 'bold', anchor: 'middle'}),
      text(centre(ivan), 96, w.ivan, {size: 14, weight: 'bold', anchor: 'middle'}),

      // Maria works all morning, with a break at 12:00.
      box(maria, TOP, COLUMN_WIDTH, bottom - TOP, {fill: 'canvas', stroke: 'frame', radius: 4}),
      blocked(maria, '12:00'),
      // Ivan starts at 11:00; a busy Google event covers 12:30–13:30.
      box(ivan, TOP, COLUMN_WIDTH, bottom - TOP, {fill: 'canvas', stroke: 'frame', radius: 4}),
      box(ivan + 1, TOP + 1, COLUMN_WIDTH - 2, y('11:00') - TOP - 1, {
        fill: 'closed',
        stroke: null,
        radius: 3,
      }),
      blocked(ivan, '12:30'),

      // Hour lines and labels.
      Array.from({length: LAST_HOUR - FIRST_HOUR + 1}, (_, index) => {
        const hour = FIRST_HOUR + index;
        const at = y(`${hour}:00`);
        return [
          index > 0 && hour < LAST_HOUR
            ? line(COLUMN_LEFT - 4, at, WIDTH - 8, at, {colour: 'frame', width: 1})
            : '',
          text(COLUMN_LEFT - 8, at + 5, `${hour}:00`, {size: 13, colour: 'muted', anchor: 'end'}),
        ];
      }),

      // Labels of the blocked time.
      text(COLUMN_LEFT + 12, y('12:30') + 5, w.break, {size: 14, weight: 'bold'}),
      text(ivan + 12, y('13:15') + 5, w.google, {size: 14, weight: 'bold'}),

      // Booking cards.
      card(0, '9:30', '10:30', w.client1, w.service1, pinIcon),
      card(1, '12:00', '13:00', w.client2, w.service2, warningIcon),

      // Callouts, numbered as the article's legend.
      callout(1, centre(maria), y('11:15')),
      callout(2, centre(ivan), y('10:00')),
      callout(3, maria + COLUMN_WIDTH - 22, y('12:30')),
      callout(4, maria + COLUMN_WIDTH - 20, y('10:30') - 15),
      leader(maria + COLUMN_WIDTH - 40, y('9:30') - 4, y('9:30') + 6),
      callout(5, maria + COLUMN_WIDTH - 40, y('9:30') - 15),
      leader(ivan + COLUMN_WIDTH - 40, y('12:00') - 4, y('12:00') + 4),
      callout(6, ivan + COLUMN_WIDTH - 40, y('12:00') - 15),
    );
  },
};
