// @ts-check
// dashboard.md#figures: the dashboard on a phone, numbered as the article's legend.
import {
  box,
  button,
  callout,
  el,
  line,
  lineCount,
  path,
  picture,
  text,
  textWidth,
  GUTTERED,
} from './kit.mjs';

const {gutter: GUTTER, left: LEFT, right: RIGHT, inner: INNER} = GUTTERED;

/** Where the change from last week starts: one column for the three figures. */
const CHANGE_LEFT = 230;

/** @param {number} baseline @param {'up' | 'down'} direction @param {string} difference */
function change(baseline, direction, difference) {
  const colour = direction === 'up' ? 'ok' : 'bad';
  const x = CHANGE_LEFT + 6;
  const cy = baseline - 5;
  const d =
    direction === 'up'
      ? `M${x} ${cy - 6}L${x + 6} ${cy + 5}L${x - 6} ${cy + 5}Z`
      : `M${x} ${cy + 6}L${x + 6} ${cy - 5}L${x - 6} ${cy - 5}Z`;
  return [
    el('path', {d, class: `f-${colour}`}),
    text(CHANGE_LEFT + 18, baseline, difference, {size: 13, weight: 'bold', colour}),
  ];
}

/** @param {number} top @param {string} name @param {string} value @param {string} under */
function figure(top, name, value, under) {
  return [
    box(LEFT, top, RIGHT - LEFT, 86, {fill: 'card', stroke: 'frame'}),
    text(INNER, top + 22, name, {size: 14, weight: 'bold', colour: 'muted'}),
    text(INNER, top + 52, value, {size: 24, weight: 'bold'}),
    text(INNER, top + 74, under, {size: 13, colour: 'muted'}),
  ];
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Показателите на таблото',
      heading: 'Табло',
      locations: 'Всички локации',
      alert: 'Празен портфейл',
      alertText:
        'Наличността е под 0,06 € (0,12 лв.), цената на един SMS сегмент: SMS и Viber са спрени, имейлите продължават.',
      topUp: 'Зареди портфейла',
      bookings: 'Резервации днес',
      bookingsValue: '18',
      bookingsUnder: 'Потвърдена 11 · Пристигнал 6 · Неявил се 1',
      bookingsChange: '3',
      revenue: 'Приходи днес',
      revenueValue: '250 € (488,96 лв.)',
      revenueUnder: 'Очаквани: 320 € (625,87 лв.)',
      revenueChange: '40 € (78,23 лв.)',
      occupancy: 'Заетост',
      occupancyValue: '70 %',
      occupancyUnder: 'от работното време на служителите',
      occupancyChange: '5 %',
      next: 'Следващи часове',
      next1: '12:00 · Георги Димитров · Подстригване',
      next2: '12:30 · Ана Иванова · Педикюр',
      next3: '13:15 · Виктория Колева · Маникюр',
    },
    en: {
      title: 'Dashboard figures',
      heading: 'Dashboard',
      locations: 'All locations',
      alert: 'Empty wallet',
      alertText:
        'The balance is below €0.06 (BGN 0.12), the price of one SMS segment: SMS and Viber have stopped, e-mails continue.',
      topUp: 'Top up wallet',
      bookings: "Today's bookings",
      bookingsValue: '18',
      bookingsUnder: 'Confirmed 11 · Arrived 6 · No-show 1',
      bookingsChange: '3',
      revenue: "Today's revenue",
      revenueValue: '€250 (BGN 488.96)',
      revenueUnder: 'Expected: €320 (BGN 625.87)',
      revenueChange: '€40 (BGN 78.23)',
      occupancy: 'Occupancy',
      occupancyValue: '70%',
      occupancyUnder: 'of the employees’ working time',
      occupancyChange: '5%',
      next: 'Next appointments',
      next1: '12:00 · Georgi Dimitrov · Haircut',
      next2: '12:30 · Ana Ivanova · Pedicure',
      next3: '13:15 · Viktoria Koleva · Manicure',
    },
  },
  draw(w, locale) {
    const locationWidth = Math.round(textWidth(w.locations, 14) * 1.15 + 46);

    // 2: the alert, with its button.
    const alertTop = 100;
    /** @type {import('./kit.mjs').TextOptions} */
    const alertTextOptions = {size: 13, maxWidth: RIGHT - INNER - 24, lineHeight: 18};
    const buttonTop = alertTop + 50 + lineCount(w.alertText, alertTextOptions) * 18;
    const alertHeight = buttonTop - alertTop + 31 + 14;
    const alert = [
      box(LEFT, alertTop, RIGHT - LEFT, alertHeight, {fill: 'bad-soft', stroke: 'bad'}),
      el('circle', {cx: INNER + 9, cy: alertTop + 21, r: 9, class: 'f-bad'}),
      text(INNER + 9, alertTop + 26, '!', {
        size: 14,
        weight: 'bold',
        anchor: 'middle',
        colour: 'on-accent',
      }),
      text(INNER + 26, alertTop + 26, w.alert, {size: 15, weight: 'bold', colour: 'bad'}),
      text(INNER, alertTop + 50, w.alertText, alertTextOptions),
      button(INNER, buttonTop, w.topUp, {
        primary: true,
        width: Math.round(textWidth(w.topUp, 14) * 1.3 + 28),
      }),
    ];

    // 3–6: the figures, each with its change from the same day last week.
    const figuresTop = alertTop + alertHeight + 16;
    const figures = /** @type {const} */ ([
      ['bookings', 'up'],
      ['revenue', 'up'],
      ['occupancy', 'down'],
    ]).map(([name, direction], index) => {
      const top = figuresTop + index * 96;
      return [
        figure(top, w[name], w[`${name}Value`], w[`${name}Under`]),
        change(top + 22, direction, w[`${name}Change`]),
        callout(3 + index, GUTTER, top + 43),
      ];
    });

    // 7: the next appointments.
    const nextTop = figuresTop + 292;
    const rows = [w.next1, w.next2, w.next3];
    const next = [
      text(LEFT, nextTop + 18, w.next, {size: 15, weight: 'bold'}),
      rows.map((row, index) => [
        line(LEFT, nextTop + 30 + index * 30, RIGHT, nextTop + 30 + index * 30, {
          colour: 'frame',
          width: 1,
        }),
        text(LEFT + 4, nextTop + 50 + index * 30, row, {size: 13}),
      ]),
    ];

    return picture(
      {height: nextTop + 30 + rows.length * 30 + 8, title: w.title, lang: locale},
      text(LEFT, 32, w.heading, {size: 20, weight: 'bold'}),
      box(LEFT, 48, locationWidth, 34, {fill: 'canvas', stroke: 'frame'}),
      text(LEFT + 12, 70, w.locations, {size: 14}),
      path(`M${LEFT + locationWidth - 22} 62l5 5l5 -5`, {colour: 'muted', width: 2}),
      alert,
      figures,
      next,
      callout(1, GUTTER, 65),
      callout(2, GUTTER, buttonTop + 15),
      callout(6, CHANGE_LEFT - 16, figuresTop + 209),
      callout(7, GUTTER, nextTop + 13),
    );
  },
};
