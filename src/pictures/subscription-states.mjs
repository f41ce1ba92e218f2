// @ts-check
// billing/subscriptions.md#statuses: the five subscription states and what moves a subscription;
// every way back to «Активен» runs up the left edge.
import {line, path} from './kit.mjs';
import {columns, layout, stack} from './layout.mjs';
import {arrow, state} from './states.mjs';

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Състояния на абонамента',
      trial: 'Пробен период',
      trialNote: '14\u00a0дни, без карта. Онлайн резервациите работят.',
      trialEnds: 'Свършва без активиране → Спрян',
      activate: 'Активирате абонамента',
      active: 'Активен',
      activeNote: 'Плащанията минават. Онлайн резервациите работят.',
      declined: 'Банката отказва плащането',
      cancel: '„Прекрати абонамента“',
      overdue: 'Просрочено плащане',
      overdueNote: 'Нови опити след 1, 3 и 7\u00a0дни. Онлайн резервациите работят.',
      overduePaid: '← Плащането минава: Активен',
      sevenDays: '7\u00a0дни без успешно плащане',
      suspended: 'Спрян',
      suspendedNote: 'Онлайн резервациите са спрени. Данните се пазят.',
      suspendedPaid: '← „Плати сега“ или „Активирай абонамента“: Активен',
      cancelled: 'Прекратен',
      cancelledNote:
        'Работи до края на платения период. После онлайн резервациите спират, а данните се пазят 6\u00a0месеца.',
      renew: '↑ „Поднови абонамента“: Активен',
    },
    en: {
      title: 'Subscription statuses',
      trial: 'Trial',
      trialNote: '14\u00a0days, no card. Online bookings are on.',
      trialEnds: 'Ends without activation → Suspended',
      activate: 'You activate the subscription',
      active: 'Active',
      activeNote: 'Payments go through. Online bookings are on.',
      declined: 'The bank declines the payment',
      cancel: '“Cancel subscription”',
      overdue: 'Payment overdue',
      overdueNote: 'Retries after 1, 3 and 7\u00a0days. Online bookings are on.',
      overduePaid: '← The payment goes through: Active',
      sevenDays: '7\u00a0days without a successful payment',
      suspended: 'Suspended',
      suspendedNote: 'Online bookings are off. Your data is kept.',
      suspendedPaid: '← “Pay now” or “Activate subscription”: Active',
      cancelled: 'Cancelled',
      cancelledNote:
        'Runs until the end of the paid period. Then online bookings stop, and your data is kept for 6\u00a0months.',
      renew: '↑ “Renew subscription”: Active',
    },
  },
  draw(w, locale) {
    /** Where the states were drawn, for the way back. @type {import('./states.mjs').Place[]} */
    const [active, overdue, suspended] = [{}, {}, {}];
    const body = stack(
      [
        state(w.trial, w.trialNote, 'accent', [[w.trialEnds, 'bad']]),
        arrow(w.activate, 'ok'),
        state(w.active, w.activeNote, 'ok', [], {place: active}),
        // Below Active: payment trouble on the left; cancellation, and renewal back up, on the right.
        columns([arrow(w.declined, 'warn'), arrow(w.cancel, 'muted', {indent: 28, back: 'ok'})], {
          shares: [11, 9],
        }),
        columns(
          [
            stack(
              [
                state(w.overdue, w.overdueNote, 'warn', [[w.overduePaid, 'ok']], {place: overdue}),
                arrow(w.sevenDays, 'bad'),
                state(w.suspended, w.suspendedNote, 'bad', [[w.suspendedPaid, 'ok']], {
                  place: suspended,
                }),
              ],
              0,
            ),
            state(w.cancelled, w.cancelledNote, 'muted', [[w.renew, 'ok']]),
          ],
          {shares: [11, 9]},
        ),
      ],
      0,
    );
    /** Every way back to «Активен» runs up the left edge, `bus` from it. @type {import('./layout.mjs').Block} */
    const withWayBack = (x, y, width) => {
      const drawn = body(x + 22, y, width - 22);
      const [overdueExit] = overdue.exits ?? [];
      const [suspendedExit] = suspended.exits ?? [];
      const bus = `M${x + 22} ${suspendedExit} H${x + 8} V${active.middle} H${x + 20}`;
      return {
        height: drawn.height,
        svg: [
          drawn.svg,
          path(bus, {colour: 'ok', arrow: true}),
          line(x + 22, overdueExit, x + 8, overdueExit, {colour: 'ok'}),
        ].join(''),
      };
    };
    return layout({title: w.title, lang: locale}, [withWayBack]);
  },
};
