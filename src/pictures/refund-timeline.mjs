// @ts-check
// payments/payment-methods.md#refunds: a booking paid online, and the money in each part of its time.
import {
  box,
  dot,
  line,
  lineCount,
  path,
  picture,
  text,
  LEFT,
  RIGHT,
  cyrillicMargin,
} from './kit.mjs';

const RAIL = 24;
const ZONE_LEFT = 44;
const ZONE_WIDTH = RIGHT - ZONE_LEFT;
const PAD = 12;

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Какво става с платената онлайн сума',
      subtitle: 'Срок за безплатна отмяна: 24 часа (по подразбиране)',
      booked: 'Резервация с онлайн плащане',
      inWindowHead: 'Клиентът отменя онлайн',
      inWindowBody: 'Предплащането или депозитът се връщат изцяло, автоматично.',
      windowCloses: 'Срокът за безплатна отмяна изтича',
      windowClosesNote: '24 часа преди началото на часа',
      afterHead: 'Отмяна само чрез вас',
      afterBody:
        'Бутоните за промяна и отмяна са неактивни — клиентът се свързва с вас. Когато отменяте в Календар:',
      tick: 'Възстанови онлайн плащането',
      tickOn: 'включена (по подразбиране) — сумата се връща изцяло',
      tickOff: 'махната — задържате предплащането или депозита',
      starts: 'Начало на часа',
      noShowHead: 'Клиентът не дойде',
      noShowBody: 'Статус „Неявил се“: платеното се задържа, нищо не се връща автоматично.',
      footer:
        'Върнатата сума стига до картата на клиента за 5–10 работни дни. Таксата на доставчика не се връща. Във всеки случай можете да върнете ръчно цялата сума или част от нея.',
    },
    en: {
      title: 'What happens to the money paid online',
      subtitle: 'Free-cancellation window: 24 hours (the default)',
      booked: 'Booking paid online',
      inWindowHead: 'The client cancels online',
      inWindowBody: 'The prepayment or deposit is refunded in full, automatically.',
      windowCloses: 'The free-cancellation window closes',
      windowClosesNote: '24 hours before the appointment starts',
      afterHead: 'Cancelling only through you',
      afterBody:
        'The change and cancel buttons are disabled — the client has to contact you. When you cancel in the Calendar:',
      tick: 'Refund the online payment',
      tickOn: 'ticked (the default) — full refund',
      tickOff: 'cleared — you keep the prepayment or deposit',
      starts: 'The appointment starts',
      noShowHead: 'The client does not come',
      noShowBody: 'Status “No-show”: the payment is kept; nothing is refunded automatically.',
      footer:
        'A refund reaches the client’s card in 5–10 business days. The provider’s fee is not returned. In any case you can refund all or part of the amount by hand.',
    },
  },
  draw(w, locale) {
    const TEXT_WIDTH = ZONE_WIDTH - 2 * PAD - cyrillicMargin(locale);
    const BODY = {size: 14, maxWidth: TEXT_WIDTH, lineHeight: 19};
    const parts = [];
    let top = 62;

    const moment = (/** @type {string} */ label, /** @type {string} */ note = '') => {
      parts.push(dot(RAIL, top + 10, 7, 'ink'));
      /** @type {import('./kit.mjs').TextOptions} */
      const options = {size: 15, weight: 'bold', maxWidth: ZONE_WIDTH};
      parts.push(text(ZONE_LEFT, top + 15, label, options));
      top += 15 + (lineCount(label, options) - 1) * 20;
      if (note) {
        parts.push(text(ZONE_LEFT, top + 19, note, {size: 13, colour: 'muted'}));
        top += 19;
      }
      top += 11;
    };

    /** `extra`: more content under the body. @param {'ok' | 'warn' | 'bad'} colour
     * @param {string} head @param {string} body @param {(y: number) => [string[], number]} [extra] */
    const zone = (colour, head, body, extra) => {
      const bodyLines = lineCount(body, BODY);
      const inner = [];
      let y = top + PAD + 15;
      inner.push(text(ZONE_LEFT + PAD, y, head, {size: 15, weight: 'bold', colour}));
      y += 22;
      inner.push(text(ZONE_LEFT + PAD, y, body, BODY));
      y += (bodyLines - 1) * 19;
      if (extra) {
        const [more, height] = extra(y);
        inner.push(...more);
        y += height;
      }
      const height = y - top + PAD + 2;
      parts.push(line(RAIL, top - 6, RAIL, top + height + 6, {colour, width: 5}));
      parts.push(
        box(ZONE_LEFT, top, ZONE_WIDTH, height, {
          fill: `${colour}-soft`,
          stroke: colour,
          radius: 8,
        }),
      );
      parts.push(...inner);
      top += height + 12;
    };

    /** The cancel dialog's tick box, on and off, with what each means. */
    const tickBox = (/** @type {number} */ y0) => {
      const out = [];
      let y = y0 + 14;
      out.push(text(ZONE_LEFT + PAD, y + 14, w.tick, {size: 14, weight: 'bold'}));
      y += 26;
      const option = (/** @type {boolean} */ on, /** @type {string} */ label) => {
        const x0 = ZONE_LEFT + PAD;
        out.push(box(x0, y, 16, 16, {fill: on ? 'accent' : 'canvas', stroke: 'accent', radius: 3}));
        if (on) out.push(path(`M${x0 + 4} ${y + 8.5}l3 3l5 -6.5`, {colour: 'on-accent', width: 2}));
        const options = {size: 14, maxWidth: TEXT_WIDTH - 26, lineHeight: 19};
        out.push(text(x0 + 26, y + 13, label, options));
        y += 13 + (lineCount(label, options) - 1) * 19 + 12;
      };
      option(true, w.tickOn);
      option(false, w.tickOff);
      return /** @type {[string[], number]} */ ([out, y - y0 - 12]);
    };

    moment(w.booked);
    zone('ok', w.inWindowHead, w.inWindowBody);
    moment(w.windowCloses, w.windowClosesNote);
    zone('warn', w.afterHead, w.afterBody, tickBox);
    moment(w.starts);
    zone('bad', w.noShowHead, w.noShowBody);

    // What holds for every refund.
    const footerOptions = {
      size: 13,
      maxWidth: RIGHT - LEFT - 2 * PAD - cyrillicMargin(locale),
      colour: /** @type {const} */ ('muted'),
      lineHeight: 18,
    };
    const footerHeight = lineCount(w.footer, footerOptions) * 18 + 2 * PAD - 2;
    parts.push(box(LEFT, top, RIGHT - LEFT, footerHeight, {fill: 'card', radius: 8}));
    parts.push(text(LEFT + PAD, top + PAD + 13, w.footer, footerOptions));
    top += footerHeight + 12;

    return picture(
      {height: top, title: w.title, lang: locale, heading: true},
      text(LEFT, 48, w.subtitle, {size: 13, colour: 'muted'}),
      parts,
    );
  },
};
