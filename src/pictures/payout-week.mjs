// @ts-check
// payments/payment-methods.md#payouts: one week's online payments go into the next Monday's payout.
import {box, cyrillicMargin, line, path, text} from './kit.mjs';
import {card, fixed, layout, legend, note, stack} from './layout.mjs';

const GAP = 4;
const DAYS = 7;
const CELL_HEIGHT = 46;
const DAY_KEYS = /** @type {const} */ (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);

/** @typedef {{fill: import('./kit.mjs').Colour, stroke: import('./kit.mjs').Colour, dashed?: boolean, ink?: import('./kit.mjs').Colour}} DayStyle */

/**
 * Seven days, the caption right above them; `below` draws under the row (from its bottom).
 * @param {Record<string, string>} w @param {string} caption @param {number} firstDate
 * @param {(index: number) => DayStyle} style @returns {import('./layout.mjs').Block}
 */
function week(w, caption, firstDate, style) {
  return fixed(14 + CELL_HEIGHT, (x, y, width) => {
    const cell = (width - (DAYS - 1) * GAP) / DAYS;
    const days = DAY_KEYS.map((key, index) => {
      const left = x + index * (cell + GAP);
      const {ink, ...frame} = style(index);
      const top = y + 14;
      return [
        box(left, top, cell, CELL_HEIGHT, {...frame, radius: 6}),
        text(left + cell / 2, top + 18, w[key], {
          size: 13,
          anchor: 'middle',
          colour: ink ?? 'muted',
        }),
        text(left + cell / 2, top + 37, String(firstDate + index), {
          size: 16,
          weight: 'bold',
          anchor: 'middle',
          colour: ink ?? 'ink',
        }),
      ];
    });
    return [text(x + width, y + 6, caption, {size: 13, colour: 'muted', anchor: 'end'}), days];
  });
}

/** A bracket under the whole week, what it holds, and the way into the next Monday's payout. @param {string} collected @param {number} narrower @returns {import('./layout.mjs').Block} */
function intoPayout(collected, narrower) {
  const words = note(collected, {
    size: 14,
    weight: 'bold',
    colour: 'ok',
    anchor: 'middle',
    lineHeight: 19,
    narrower,
  });
  return (x, y, width) => {
    const middle = x + width / 2;
    const monday = x + (width - (DAYS - 1) * GAP) / DAYS / 2;
    const drawn = words(x, y + 7, width);
    const bottom = y + 7 + drawn.height;
    return {
      svg: [
        path(`M${x + 0.5} ${y - 10} v7 H${x + width - 0.5} v-7`, {colour: 'ok', width: 2}),
        line(middle, y - 3, middle, y + 3, {colour: 'ok', width: 2}),
        drawn.svg,
        path(`M${middle} ${bottom + 2} V${bottom + 14} H${monday} V${bottom + 39}`, {
          colour: 'accent',
          width: 2,
          arrow: true,
        }),
      ].join(''),
      height: drawn.height + 19,
    };
  };
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Кога получавате онлайн плащанията',
      weekOne: '10–16 ноември 2025 г.',
      weekTwo: '17–23 ноември 2025 г.',
      mon: 'пн',
      tue: 'вт',
      wed: 'ср',
      thu: 'чт',
      fri: 'пт',
      sat: 'сб',
      sun: 'нд',
      collected: 'Онлайн плащанията\nот понеделник до неделя',
      payout: 'Понеделник: Slotera превежда изплащането по сметката ви',
      bank: 'Банката заверява сметката обикновено в рамките на 1–2 работни дни',
      sum: 'Изплащане = онлайн плащанията − таксите − възстановените суми − задържаните оспорени суми',
      where: 'Всяко изплащане с плащанията в него виждате в',
      menu: 'Плащания → Начини на плащане → Изплащания',
    },
    en: {
      title: 'When you receive online payments',
      weekOne: '10–16 November 2025',
      weekTwo: '17–23 November 2025',
      mon: 'Mon',
      tue: 'Tue',
      wed: 'Wed',
      thu: 'Thu',
      fri: 'Fri',
      sat: 'Sat',
      sun: 'Sun',
      collected: 'Online payments, Monday to Sunday',
      payout: 'Monday: Slotera transfers the payout to your account',
      bank: 'Your bank usually credits the account within 1–2 business days',
      sum: 'Payout = online payments − fees − refunds − disputed amounts held back',
      where: 'You see each payout, with its payments, in',
      menu: 'Payments → Payment methods → Payouts',
    },
  },
  draw(w, locale) {
    const narrower = cyrillicMargin(locale);
    /** The transfer, then the bank. @param {boolean} transfer */
    const square = (transfer) => (/** @type {number} */ x, /** @type {number} */ cy) =>
      box(x, cy - 8, 16, 16, {
        fill: transfer ? 'accent' : 'accent-soft',
        stroke: 'accent',
        dashed: !transfer,
        radius: 3,
      });
    const body = {size: 14, colour: /** @type {const} */ ('ink'), lineHeight: 19, narrower};
    return layout({title: w.title, lang: locale}, [
      week(w, w.weekOne, 10, () => ({fill: 'ok-soft', stroke: 'ok'})),
      intoPayout(w.collected, narrower),
      week(w, w.weekTwo, 17, (index) =>
        index === 0
          ? {fill: 'accent', stroke: 'accent', ink: 'on-accent'}
          : index <= 2
            ? {fill: 'accent-soft', stroke: 'accent', dashed: true}
            : {fill: 'card', stroke: 'frame'},
      ),
      legend(
        [
          {
            mark: square(true),
            words: w.payout,
            style: {size: 14, lineHeight: 19, weight: 'bold', colour: 'accent'},
          },
          {mark: square(false), words: w.bank, style: {size: 14, lineHeight: 19}},
        ],
        {indent: 24, narrower, gap: 14},
      ),
      card(null, [
        note(w.sum, body),
        stack(
          [note(w.where, {...body, colour: 'muted'}), note(w.menu, {...body, weight: 'bold'})],
          0,
        ),
      ]),
    ]);
  },
};
