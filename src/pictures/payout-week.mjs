// @ts-check
// payments/payment-methods.md#payouts: one week's online payments go into the next Monday's payout.
import {
  box,
  line,
  lineCount,
  path,
  picture,
  text,
  WIDTH,
  LEFT,
  RIGHT,
  cyrillicMargin,
} from './kit.mjs';

const GAP = 4;
const DAYS = 7;
const CELL = (RIGHT - LEFT - (DAYS - 1) * GAP) / DAYS;
const CELL_HEIGHT = 46;
const PAD = 12;
const DAY_KEYS = /** @type {const} */ (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);

const cellX = (/** @type {number} */ index) => LEFT + index * (CELL + GAP);

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
    const parts = [];

    /** @param {number} top @param {number} firstDate
     * @param {(index: number) => {fill: import('./kit.mjs').Colour, stroke: import('./kit.mjs').Colour, dashed?: boolean, ink?: import('./kit.mjs').Colour}} style */
    const week = (top, firstDate, style) => {
      DAY_KEYS.forEach((key, index) => {
        const x = cellX(index);
        const s = style(index);
        parts.push(
          box(x, top, CELL, CELL_HEIGHT, {...s, radius: 6}),
          text(x + CELL / 2, top + 18, w[key], {
            size: 13,
            anchor: 'middle',
            colour: s.ink ?? 'muted',
          }),
          text(x + CELL / 2, top + 37, String(firstDate + index), {
            size: 16,
            weight: 'bold',
            anchor: 'middle',
            colour: s.ink ?? 'ink',
          }),
        );
      });
    };

    // The week of the payments.
    let top = 60;
    parts.push(text(RIGHT, top, w.weekOne, {size: 13, colour: 'muted', anchor: 'end'}));
    top += 8;
    week(top, 10, () => ({fill: 'ok-soft', stroke: 'ok'}));
    top += CELL_HEIGHT + 6;

    // A bracket under the whole week, and what it holds.
    const middle = WIDTH / 2;
    parts.push(
      path(`M${LEFT + 0.5} ${top} v7 H${RIGHT - 0.5} v-7`, {colour: 'ok', width: 2}),
      line(middle, top + 7, middle, top + 13, {colour: 'ok', width: 2}),
    );
    // Bold runs wider than the kit's estimate, Cyrillic more so.
    const bold = locale === 'bg' ? 1.22 : 1.15;
    const COLLECTED = {
      size: 14,
      weight: /** @type {const} */ ('bold'),
      anchor: /** @type {const} */ ('middle'),
      colour: /** @type {const} */ ('ok'),
      maxWidth: (RIGHT - LEFT - 24) / bold,
      lineHeight: 19,
    };
    top += 31;
    parts.push(text(middle, top, w.collected, COLLECTED));
    top += (lineCount(w.collected, COLLECTED) - 1) * 19;

    // Into the next Monday's payout.
    const monday = cellX(0) + CELL / 2;
    const secondTop = top + 48;
    parts.push(
      path(`M${middle} ${top + 8} V${top + 20} H${monday} V${secondTop - 3}`, {
        colour: 'accent',
        width: 2,
        arrow: true,
      }),
      text(RIGHT, secondTop - 8, w.weekTwo, {size: 13, colour: 'muted', anchor: 'end'}),
    );
    top = secondTop;
    week(top, 17, (index) =>
      index === 0
        ? {fill: 'accent', stroke: 'accent', ink: 'on-accent'}
        : index <= 2
          ? {fill: 'accent-soft', stroke: 'accent', dashed: true}
          : {fill: 'card', stroke: 'frame'},
    );
    top += CELL_HEIGHT + 14;

    // The legend of the second week: the transfer, then the bank.
    const LEGEND = {size: 14, maxWidth: RIGHT - LEFT - 24 - cyrillicMargin(locale), lineHeight: 19};
    const legend = (/** @type {string} */ label, /** @type {boolean} */ transfer) => {
      parts.push(
        box(LEFT, top, 16, 16, {
          fill: transfer ? 'accent' : 'accent-soft',
          stroke: 'accent',
          dashed: !transfer,
          radius: 3,
        }),
        text(LEFT + 24, top + 13, label, {
          ...LEGEND,
          weight: transfer ? 'bold' : 'normal',
          maxWidth: transfer ? LEGEND.maxWidth / bold : LEGEND.maxWidth,
          colour: transfer ? 'accent' : 'ink',
        }),
      );
      const lines = lineCount(label, {
        ...LEGEND,
        maxWidth: transfer ? LEGEND.maxWidth / bold : LEGEND.maxWidth,
      });
      top += 13 + (lines - 1) * 19 + 14;
    };
    legend(w.payout, true);
    legend(w.bank, false);

    // What the payout is, and where to see it.
    top += 2;
    const INNER = {
      size: 14,
      maxWidth: RIGHT - LEFT - 2 * PAD - cyrillicMargin(locale),
      lineHeight: 19,
    };
    const sumLines = lineCount(w.sum, INNER);
    const whereLines = lineCount(w.where, INNER);
    const menuLines = lineCount(w.menu, {...INNER, maxWidth: INNER.maxWidth / bold});
    const boxHeight = (sumLines + whereLines + menuLines) * 19 + 10 + 2 * PAD;
    parts.push(box(LEFT, top, RIGHT - LEFT, boxHeight, {fill: 'card', radius: 8}));
    let y = top + PAD + 14;
    parts.push(text(LEFT + PAD, y, w.sum, INNER));
    y += sumLines * 19 + 10;
    parts.push(text(LEFT + PAD, y, w.where, {...INNER, colour: 'muted'}));
    y += whereLines * 19;
    parts.push(
      text(LEFT + PAD, y, w.menu, {...INNER, maxWidth: INNER.maxWidth / bold, weight: 'bold'}),
    );
    top += boxHeight + 12;

    return picture({height: top, title: w.title, lang: locale, heading: true}, parts);
  },
};
