// @ts-check
// online-bookings/index.md#how-free-times-are-found: the worked example's Tuesday, layer by layer.
import {box, dot, line, picture, text, timeScale, LEFT, RIGHT} from './kit.mjs';

const at = timeScale(9, 19, LEFT, RIGHT);

/** @typedef {import('./kit.mjs').BoxOptions} BoxOptions */
const HATCHED = /** @type {BoxOptions} */ ({fill: 'closed', stroke: null, hatched: true});

/** The spans of each layer: [top, from, to, look]. @type {[number, string, string, BoxOptions][]} */
const SPANS = [
  [96, '9:00', '19:00', {fill: 'accent-soft', stroke: 'accent'}],
  [160, '9:00', '10:00', HATCHED],
  [160, '10:00', '18:00', {fill: 'accent-soft', stroke: 'accent'}],
  [160, '18:00', '19:00', HATCHED],
  [224, '11:00', '12:00', {fill: 'warn-soft', stroke: 'warn'}],
  [224, '13:00', '13:30', {fill: 'closed', stroke: 'frame', hatched: true}],
  [224, '16:00', '17:00', {fill: 'bad-soft', stroke: 'bad'}],
  [326, '9:40', '10:40', {fill: 'closed', stroke: 'muted', dashed: true}],
];

const OFFERED = ['12:00', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45', '15:00', '17:00'];

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Как се намират свободните часове',
      subtitle: 'Вторник, 4 ноември 2025 г. · 45 мин. + 15 мин. буфер',
      location: '1. Локация „Лозенец“: 9:00–19:00',
      employee: '2. Мария работи: 10:00–18:00',
      busy: '3. Заето време',
      booking: 'час + буфер',
      break: 'почивка',
      google: 'Google',
      notice: '4. Предизвестие 1 час: от 9:40 до 10:40',
      offered: '5. Предлагани начални часове: 9',
      offeredList: '12:00 · 13:30–15:00 през 15 мин. · 17:00',
    },
    en: {
      title: 'How available times are found',
      subtitle: 'Tuesday, 4 November 2025 · 45 min + 15 min buffer',
      location: '1. Lozenets location: 9:00–19:00',
      employee: '2. Maria works: 10:00–18:00',
      busy: '3. Busy time',
      booking: 'booking + buffer',
      break: 'break',
      google: 'Google',
      notice: '4. Notice of 1 hour: from 9:40 to 10:40',
      offered: '5. Start times offered: 9',
      offeredList: '12:00 · 13:30–15:00 every 15 min · 17:00',
    },
  },
  draw(w, locale) {
    const hours = [9, 11, 13, 15, 17, 19];
    const row = (/** @type {number} */ top, /** @type {string} */ label) =>
      text(LEFT, top, label, {size: 14, weight: 'bold'});
    return picture(
      {height: 470, title: w.title, lang: locale},
      text(LEFT, 28, w.title, {size: 18, weight: 'bold'}),
      text(LEFT, 50, w.subtitle, {size: 13, colour: 'muted'}),
      // The hour grid behind all rows.
      hours.map((hour) => [
        line(at(hour), 72, at(hour), 440, {colour: 'frame', width: 1}),
        text(at(hour), 458, `${hour}:00`, {
          size: 13,
          colour: 'muted',
          anchor: hour === 9 ? 'start' : hour === 19 ? 'end' : 'middle',
        }),
      ]),
      row(88, w.location),
      row(152, w.employee),
      row(216, w.busy),
      SPANS.map(([top, from, to, look]) => box(at(from), top, at(to) - at(from), 22, look)),
      text(at('11:30'), 266, w.booking, {size: 13, anchor: 'middle', colour: 'warn'}),
      text(at('13:15'), 284, w.break, {size: 13, anchor: 'middle', colour: 'muted'}),
      text(at('16:30'), 266, w.google, {size: 13, anchor: 'middle', colour: 'bad'}),
      row(318, w.notice),
      line(at('10:40'), 322, at('10:40'), 352, {colour: 'ink', width: 2}),
      row(382, w.offered),
      OFFERED.map((time) => dot(at(time), 400, 5, 'ok')),
      text(LEFT, 428, w.offeredList, {size: 13, colour: 'ok', weight: 'bold'}),
    );
  },
};
