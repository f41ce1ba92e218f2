// @ts-check
// payments/payment-methods.md#refunds: a booking paid online, and the money in each part of its time.
import {box, tick} from './kit.mjs';
import {card, layout, moment, note, rail} from './layout.mjs';

/** The cancel dialog's tick box, on or off, with what it means. @param {boolean} on @param {string} label @param {number} narrower @returns {import('./layout.mjs').Block} */
function tickBox(on, label, narrower) {
  const words = note(label, {size: 14, colour: 'ink', lineHeight: 19, narrower});
  return (x, y, width) => {
    const drawn = words(x + 26, y, width - 26);
    const mark = box(x, y, 16, 16, {fill: on ? 'accent' : 'canvas', stroke: 'accent', radius: 3});
    return {
      svg: mark + (on ? tick(x + 4, y + 8.5, 'on-accent', 0.7) : '') + drawn.svg,
      height: drawn.height,
    };
  };
}

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
    const narrower = locale === 'bg' ? 28 : 12;
    /** @param {'ok' | 'warn' | 'bad'} tone @param {string} head @param {import('./layout.mjs').Block[]} blocks */
    const zone = (tone, head, ...blocks) => rail(tone, [card(head, blocks, {tone})]);
    const body = (/** @type {string} */ content) =>
      note(content, {size: 14, colour: 'ink', lineHeight: 19, narrower});
    return layout({title: w.title, subtitle: w.subtitle, lang: locale, gap: 10}, [
      rail(null, [moment(w.booked)]),
      zone('ok', w.inWindowHead, body(w.inWindowBody)),
      rail(null, [moment(w.windowCloses, {note: w.windowClosesNote, noteSize: 13})]),
      zone(
        'warn',
        w.afterHead,
        body(w.afterBody),
        note(w.tick, {size: 14, weight: 'bold', colour: 'ink'}),
        tickBox(true, w.tickOn, narrower),
        tickBox(false, w.tickOff, narrower),
      ),
      rail(null, [moment(w.starts)]),
      zone('bad', w.noShowHead, body(w.noShowBody)),
      card(null, [note(w.footer, {lineHeight: 18, narrower})]),
    ]);
  },
};
