// @ts-check
// notifications/channels.md#viber-fallback: a Viber message, the 10-minute wait and its two outcomes.
import {cyrillicMargin, box, callout, line, lineCount, picture, text, WIDTH, LEFT} from './kit.mjs';

const GAP = 12;
const COLUMN = (WIDTH - 2 * LEFT - GAP) / 2;
const PAD = 12;

/** @typedef {{content: string, size: number, weight?: 'bold', colour?: import('./kit.mjs').Colour, gapBefore?: number}} Item */

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Viber с резервно SMS съобщение',
      subtitle: 'Всяко съобщение се плаща от портфейла ви',
      send: 'Известието се изпраща по Viber',
      question: 'Viber потвърди ли доставката\nдо 10 минути?',
      yes: 'Да',
      no: 'Не',
      delivered: 'Доставено',
      viberPrice: '0,04 € (0,08 лв.)',
      viberWhen: 'удържат се в момента на доставката',
      fallback: 'Резервно SMS съобщение',
      fallbackWhat: 'Slotera изпраща същото известие като SMS съобщение',
      smsPrice: '0,06 € (0,12 лв.)',
      smsUnit: 'за всеки сегмент',
      smsWhen: 'удържат се в момента на изпращането',
      viberFree: 'Недоставеното Viber съобщение не се таксува.',
      footer: 'Резервното SMS съобщение тръгва и когато превключвателят SMS е изключен.',
    },
    en: {
      title: 'Viber with SMS fallback',
      subtitle: 'Every message is paid from your wallet',
      send: 'The notification is sent by Viber',
      question: 'Does Viber confirm delivery\nwithin 10 minutes?',
      yes: 'Yes',
      no: 'No',
      delivered: 'Delivered',
      viberPrice: '€0.04 (BGN 0.08)',
      viberWhen: 'taken when the message is delivered',
      fallback: 'Fallback SMS',
      fallbackWhat: 'Slotera sends the same notification as an SMS',
      smsPrice: '€0.06 (BGN 0.12)',
      smsUnit: 'per segment',
      smsWhen: 'taken when the SMS is sent',
      viberFree: 'The undelivered Viber message is not charged.',
      footer: 'The fallback SMS is sent even when the SMS switch is off.',
    },
  },
  draw(w, locale) {
    // The kit's width estimate is short for Cyrillic: wrap Bulgarian with a wider margin.
    const inner = COLUMN - 2 * PAD - (locale === 'bg' ? 14 : 4);
    const full = WIDTH - 2 * LEFT - 2 * PAD - cyrillicMargin(locale);

    /** The height of a list of items in a column, and their text. @param {Item[]} items @param {number} x @param {number} top */
    const stack = (items, x, top) => {
      const out = [];
      let y = top;
      for (const item of items) {
        const options = {
          size: item.size,
          weight: item.weight,
          colour: item.colour,
          maxWidth: inner,
          lineHeight: Math.round(item.size * 1.3),
        };
        y += (item.gapBefore ?? 6) + item.size;
        out.push(text(x, y, item.content, options));
        y += (lineCount(item.content, options) - 1) * options.lineHeight;
      }
      return {out, height: y - top};
    };

    const parts = [];
    // Step 1: the Viber message.
    const sendTop = 64;
    parts.push(
      box(LEFT, sendTop, WIDTH - 2 * LEFT, 44, {fill: 'accent-soft', stroke: 'accent', radius: 8}),
    );
    parts.push(callout(1, LEFT + 22, sendTop + 22));
    parts.push(text(LEFT + 42, sendTop + 27, w.send, {size: 15, weight: 'bold'}));
    parts.push(
      line(WIDTH / 2, sendTop + 44, WIDTH / 2, sendTop + 66, {colour: 'muted', arrow: true}),
    );

    // The question.
    const questionTop = sendTop + 70;
    const questionOptions = {
      size: 15,
      weight: /** @type {const} */ ('bold'),
      anchor: /** @type {const} */ ('middle'),
      maxWidth: full,
      lineHeight: 20,
    };
    const questionHeight = 24 + lineCount(w.question, questionOptions) * 20;
    parts.push(
      box(LEFT, questionTop, WIDTH - 2 * LEFT, questionHeight, {
        fill: 'card',
        stroke: 'ink',
        radius: 8,
      }),
    );
    parts.push(text(WIDTH / 2, questionTop + 12 + 16, w.question, questionOptions));

    // The fork.
    const forkTop = questionTop + questionHeight;
    const columnsTop = forkTop + 44;
    const leftCentre = LEFT + COLUMN / 2;
    const rightCentre = LEFT + COLUMN + GAP + COLUMN / 2;
    parts.push(
      line(leftCentre, forkTop, leftCentre, columnsTop - 4, {colour: 'ok', width: 2, arrow: true}),
    );
    parts.push(
      line(rightCentre, forkTop, rightCentre, columnsTop - 4, {
        colour: 'warn',
        width: 2,
        arrow: true,
      }),
    );
    parts.push(
      text(leftCentre + 10, forkTop + 27, w.yes, {size: 15, weight: 'bold', colour: 'ok'}),
    );
    parts.push(
      text(rightCentre + 10, forkTop + 27, w.no, {size: 15, weight: 'bold', colour: 'warn'}),
    );

    // The column headings may wrap («Резервно SMS съобщение»); the content starts below them.
    const headingOptions = {
      size: 15,
      weight: /** @type {const} */ ('bold'),
      maxWidth: inner - 16,
      lineHeight: 19,
    };
    const headingLines = Math.max(
      lineCount(w.delivered, headingOptions),
      lineCount(w.fallback, headingOptions),
    );
    const contentTop = columnsTop + 30 + (headingLines - 1) * headingOptions.lineHeight;

    // Step 2: delivered.
    const yes = stack(
      [
        {content: w.viberPrice, size: 22, weight: 'bold', gapBefore: 14},
        {content: w.viberWhen, size: 13, colour: 'muted'},
      ],
      LEFT + PAD,
      contentTop,
    );
    // Step 3: the fallback SMS.
    const no = stack(
      [
        {content: w.fallbackWhat, size: 13, gapBefore: 10},
        {content: w.smsPrice, size: 22, weight: 'bold', gapBefore: 14},
        {content: w.smsUnit, size: 14, weight: 'bold', gapBefore: 4},
        {content: w.smsWhen, size: 13, colour: 'muted'},
        {content: w.viberFree, size: 13, colour: 'muted', gapBefore: 10},
      ],
      LEFT + COLUMN + GAP + PAD,
      contentTop,
    );
    const yesHeight = contentTop - columnsTop + yes.height + PAD + 4;
    const noHeight = contentTop - columnsTop + no.height + PAD + 4;
    const columnHeight = Math.max(yesHeight, noHeight);
    parts.push(
      box(LEFT, columnsTop, COLUMN, yesHeight, {fill: 'ok-soft', stroke: 'ok', radius: 8}),
    );
    parts.push(
      box(LEFT + COLUMN + GAP, columnsTop, COLUMN, noHeight, {
        fill: 'warn-soft',
        stroke: 'warn',
        radius: 8,
      }),
    );
    parts.push(callout(2, LEFT + PAD + 10, columnsTop + 20));
    parts.push(
      text(LEFT + PAD + 28, columnsTop + 25, w.delivered, {...headingOptions, colour: 'ok'}),
    );
    parts.push(callout(3, LEFT + COLUMN + GAP + PAD + 10, columnsTop + 20));
    parts.push(
      text(LEFT + COLUMN + GAP + PAD + 28, columnsTop + 25, w.fallback, {
        ...headingOptions,
        colour: 'warn',
      }),
    );
    parts.push(yes.out, no.out);

    // The warning of the article.
    const footerTop = columnsTop + columnHeight + 12;
    const footerOptions = {
      size: 13,
      colour: /** @type {const} */ ('muted'),
      maxWidth: full,
      lineHeight: 18,
    };
    const footerHeight = 2 * PAD + lineCount(w.footer, footerOptions) * 18 - 2;
    parts.push(box(LEFT, footerTop, WIDTH - 2 * LEFT, footerHeight, {fill: 'card', radius: 8}));
    parts.push(text(LEFT + PAD, footerTop + PAD + 13, w.footer, footerOptions));

    return picture(
      {height: footerTop + footerHeight + 12, title: w.title, lang: locale, heading: true},
      text(LEFT, 48, w.subtitle, {size: 13, colour: 'muted'}),
      parts,
    );
  },
};
