// @ts-check
// notifications/channels.md#viber-fallback: a Viber message, the 10-minute wait and its two outcomes.
import {line, pointer, text} from './kit.mjs';
import {card, columns, fixed, layout, note, steps} from './layout.mjs';

/** The Viber message leads down to the question. */
const arrowDown = fixed(0, (x, y, width) =>
  line(x + width / 2, y - 16, x + width / 2, y + 4, {colour: 'muted', arrow: true}),
);

/** Yes and No, down to the middle of the two columns below. @param {string} yes @param {string} no */
function fork(yes, no) {
  const branches = /** @type {const} */ ([
    [yes, 'ok'],
    [no, 'warn'],
  ]);
  return fixed(12, (x, y, width) =>
    branches.map(([label, colour], index) => {
      const centre = index === 0 ? x + (width - 12) / 4 : x + width - (width - 12) / 4;
      return [
        pointer(centre, y - 16, centre, y + 24, colour),
        text(centre + 10, y + 7, label, {size: 15, weight: 'bold', colour}),
      ];
    }),
  );
}

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
    const narrower = locale === 'bg' ? 14 : 4;
    const price = (/** @type {string} */ content) =>
      note(content, {size: 22, weight: 'bold', colour: 'ink', narrower});
    return layout({title: w.title, subtitle: w.subtitle, lang: locale}, [
      steps([{title: w.send}]),
      arrowDown,
      card(null, [note(w.question, {size: 15, weight: 'bold', colour: 'ink', anchor: 'middle'})], {
        stroke: 'ink',
      }),
      fork(w.yes, w.no),
      columns([
        card(w.delivered, [price(w.viberPrice), note(w.viberWhen, {narrower})], {
          tone: 'ok',
          callout: 2,
        }),
        card(
          w.fallback,
          [
            note(w.fallbackWhat, {colour: 'ink', narrower}),
            price(w.smsPrice),
            note(w.smsUnit, {size: 14, weight: 'bold', colour: 'ink', narrower}),
            note(w.smsWhen, {narrower}),
            note(w.viberFree, {narrower}),
          ],
          {tone: 'warn', callout: 3},
        ),
      ]),
      card(null, [note(w.footer, {narrower})]),
    ]);
  },
};
