// @ts-check
// memberships.md#visit-deduction … #expiry: one membership from sale to expiry or extension, with
// the article's example; a row of ten circles counts the visits left.
import {box, button, buttonWidth, dot, line, path, ring, text, textWidth} from './kit.mjs';
import {card, fixed, layout, moment, note, rail} from './layout.mjs';

/** @typedef {import('./layout.mjs').Block} Block */

const VISITS = 10;

/** A row of ten circles: the visits left, or those that lapse crossed out in red. @param {number} left @param {string} label @returns {Block} */
function visits(left, label, lapse = false) {
  return fixed(12, (x, y) => {
    const cy = y + 6;
    const circles = Array.from({length: VISITS}, (_, index) => {
      const cx = x + 7 + index * 16;
      if (index >= left) return ring(cx, cy, 5.5, 'frame', 'closed', 1.5);
      if (!lapse) return dot(cx, cy, 6, 'accent');
      return [
        ring(cx, cy, 6, 'bad', 'bad-soft', 1.5),
        path(`M${cx - 4} ${cy - 4}l8 8M${cx + 4} ${cy - 4}l-8 8`, {colour: 'bad', width: 1.5}),
      ];
    });
    const colour = lapse ? 'bad' : 'accent';
    return [circles, text(x + VISITS * 16 + 8, cy + 5, label, {size: 13, weight: 'bold', colour})];
  });
}

/** The booking in the Calendar, paid with the membership. @param {string} service @param {string} membership @param {string} locale @returns {Block} */
function booking(service, membership, locale) {
  const pillWidth = Math.round(textWidth(membership, 13) * (locale === 'bg' ? 1.25 : 1.15) + 20);
  return fixed(64, (x, y, width) => [
    box(x, y, width, 64, {fill: 'card', stroke: 'frame', radius: 6}),
    box(x, y, 5, 64, {fill: 'accent', stroke: null, radius: 2}),
    text(x + 16, y + 22, service, {size: 14}),
    box(x + 16, y + 32, pillWidth, 22, {fill: 'accent-soft', stroke: 'accent', radius: 11}),
    text(x + 16 + pillWidth / 2, y + 48, membership, {
      size: 13,
      weight: 'bold',
      colour: 'accent',
      anchor: 'middle',
    }),
  ]);
}

/** @param {string} or @returns {Block} */
function either(or) {
  return fixed(12, (x, y, width) => [
    line(x + 40, y + 6, x + width / 2 - 26, y + 6, {colour: 'frame'}),
    line(x + width / 2 + 26, y + 6, x + width - 40, y + 6, {colour: 'frame'}),
    text(x + width / 2, y + 11, or, {size: 14, weight: 'bold', colour: 'muted', anchor: 'middle'}),
  ]);
}

/** «Удължи», and where it is. @param {string} label @param {string} where @param {number} narrower @returns {Block} */
function extendButton(label, where, narrower) {
  const left = buttonWidth(label) + 12;
  return (x, y, width) => {
    const words = note(where, {narrower})(x + left, y, width - left);
    const height = Math.max(31, words.height);
    const moved = (height - words.height) / 2;
    return {
      svg:
        button(x, y + (height - 31) / 2, label) +
        `<g transform="translate(0 ${moved})">${words.svg}</g>`,
      height,
    };
  };
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Пътят на едно членство',
      subtitle: '„10 персонални тренировки“: 10\u00a0посещения, валидност 90\u00a0дни',
      left: 'остават {n} от 10',
      sale: 'Продажба — онлайн или на място',
      saleNote: 'Започват да текат 90-те дни валидност.',
      booking: 'Резервация с „Членство“',
      bookingNote:
        'Онлайн или в Календар, с „Членство“ вместо цена. Посещението е резервирано, но още не е приспаднато.',
      service: 'Персонална тренировка 60\u00a0мин',
      membership: 'Членство',
      arrived: 'Статус „Пристигнал“: приспада се едно посещение',
      notDeducted:
        'Отмяна или „Неявил се“: посещението остава в членството, освен ако при отмяна след срока или при неявяване отметнете „Приспадни посещение от членството“.',
      more: 'още 3 посещения с „Пристигнал“',
      reminder: '7\u00a0дни преди края: имейл до клиента',
      reminderNote: 'Безплатен имейл с оставащите посещения и крайната дата.',
      end: 'Последният ден от валидността, до 23:59\u00a0ч.',
      endNote:
        'По часовата зона на бизнеса. С\u00a0членството се плаща само час до тази дата включително.',
      expiredHead: 'Без удължаване: членството изтича',
      expiredBody:
        'Неизползваните 6\u00a0посещения отпадат. Slotera не връща пари за тях автоматично.',
      lapsed: '6 отпадат',
      or: 'или',
      extendHead: 'Удължаване — и преди, и след изтичането',
      extend: 'Удължи',
      extendWhere: 'в профила на клиента, раздел „Членства“',
      extendBody:
        'Изберете новата крайна дата: неизползваните 6\u00a0посещения отново могат да се ползват до нея.',
    },
    en: {
      title: 'The life of one membership',
      subtitle: '“10 personal training sessions”: 10\u00a0visits, validity 90\u00a0days',
      left: '{n} of 10 left',
      sale: 'Sale — online or at the desk',
      saleNote: 'The 90 days of validity start to run.',
      booking: 'Booking marked “Membership”',
      bookingNote:
        'Online or in the Calendar, with “Membership” instead of a price. The visit is reserved but not yet deducted.',
      service: 'Personal training 60\u00a0min',
      membership: 'Membership',
      arrived: 'Status “Arrived”: one visit is deducted',
      notDeducted:
        'Cancelled or “No-show”: the visit stays on the membership, unless you tick “Deduct a membership visit” when cancelling after the window or marking a no-show.',
      more: '3 more visits marked “Arrived”',
      reminder: '7\u00a0days before the end: e-mail to the client',
      reminderNote: 'A free e-mail with the remaining visits and the end date.',
      end: 'The last day of validity, until 23:59',
      endNote:
        'In the business’s time zone. Only an appointment up to and including this date can be paid with the membership.',
      expiredHead: 'Not extended: the membership expires',
      expiredBody: 'The 6 unused visits lapse. Slotera does not refund them automatically.',
      lapsed: '6 lapse',
      or: 'or',
      extendHead: 'Extension — before or after expiry',
      extend: 'Extend',
      extendWhere: 'in the client’s profile, on the “Memberships” tab',
      extendBody: 'Choose the new end date: the 6 unused visits can be used again until then.',
    },
  },
  draw(w, locale) {
    // The kit's estimate runs short for Cyrillic: Bulgarian wraps with a wider margin.
    const narrower = locale === 'bg' ? 30 : 0;
    const left = (/** @type {number} */ n) => visits(n, w.left.replace('{n}', String(n)));
    const body = (/** @type {string} */ content) =>
      note(content, {size: 14, colour: 'ink', lineHeight: 19, narrower});
    return layout({title: w.title, subtitle: w.subtitle, lang: locale, gap: 12}, [
      rail('accent', [
        moment(w.sale, {colour: 'accent', note: w.saleNote, narrower}),
        left(10),
        moment(w.booking, {colour: 'accent', note: w.bookingNote, narrower}),
        booking(w.service, w.membership, locale),
        left(10),
        moment(w.arrived, {colour: 'ok', narrower}),
        left(9),
        card(null, [note(w.notDeducted, {lineHeight: 18, narrower})], {dashed: true}),
      ]),
      rail('accent', [note(w.more, {size: 14, colour: 'ok', weight: 'bold', italic: true})], {
        dashed: true,
      }),
      rail('warn', [moment(w.reminder, {colour: 'warn', note: w.reminderNote, narrower}), left(6)]),
      rail('ink', [moment(w.end, {note: w.endNote, narrower})]),
      card(w.expiredHead, [body(w.expiredBody), visits(6, w.lapsed, true)], {tone: 'bad'}),
      either(w.or),
      card(w.extendHead, [extendButton(w.extend, w.extendWhere, narrower), body(w.extendBody)], {
        tone: 'ok',
      }),
    ]);
  },
};
