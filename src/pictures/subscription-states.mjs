// @ts-check
// billing/subscriptions.md#statuses: the five subscription states and what moves a subscription;
// every way back to «Активен» runs up the left edge.
import {fit, line, path, picture, RIGHT} from './kit.mjs';
import {arrowDown, stateBox, wrappedText as wrapped} from './states.mjs';

/** x of the line back to «Активен», left of every box. */
const BUS_X = 24;
const LEFT = 38;

/** @param {number} x @param {number} y @param {number} width @param {string} name @param {string} note
 * @param {'warn' | 'accent' | 'ok' | 'bad' | 'muted'} tone @param {Array<[string, 'ok' | 'bad']>} [exits] */
const state = (x, y, width, name, note, tone, exits = []) =>
  stateBox(x, y, width, name, note, tone, 0, exits);

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
    const parts = [];
    const fullWidth = RIGHT - LEFT;

    // 1. Trial.
    let top = 46;
    const trial = state(LEFT, top, fullWidth, w.trial, w.trialNote, 'accent', [
      [w.trialEnds, 'bad'],
    ]);
    parts.push(trial.svg);
    top += trial.height;

    const activate = arrowDown(LEFT + 20, top, w.activate, fullWidth - 50, 'ok');
    parts.push(activate.svg);
    top += activate.gap;

    // 2. Active.
    const activeTop = top;
    const active = state(LEFT, top, fullWidth, w.active, w.activeNote, 'ok');
    parts.push(active.svg);
    top += active.height;

    // Below Active: payment trouble on the left, cancellation on the right.
    const columnGap = 12;
    const leftWidth = Math.round(fullWidth * 0.55);
    const rightX = LEFT + leftWidth + columnGap;
    const rightWidth = RIGHT - rightX;

    const declined = arrowDown(LEFT + 20, top, w.declined, leftWidth - 40, 'warn');
    const cancelLabelWidth = rightWidth - 58;
    const cancelLines = fit(w.cancel, cancelLabelWidth).length;
    const gap = Math.max(declined.gap, cancelLines * 17 + 18);
    parts.push(
      declined.svg,
      // Cancel: down; renew: back up, next to it.
      line(rightX + 18, top + 2, rightX + 18, top + gap - 2, {colour: 'muted', arrow: true}),
      line(rightX + 34, top + gap - 2, rightX + 34, top + 2, {colour: 'ok', arrow: true}),
      wrapped(rightX + 46, top + 13 + (gap - cancelLines * 17) / 2, w.cancel, cancelLabelWidth, {
        colour: 'muted',
      }).svg,
    );
    top += gap;
    const rowTop = top;

    // 3. Payment overdue → 4. Suspended, on the left.
    const overdue = state(LEFT, top, leftWidth, w.overdue, w.overdueNote, 'warn', [
      [w.overduePaid, 'ok'],
    ]);
    parts.push(overdue.svg);
    top += overdue.height;
    const seven = arrowDown(LEFT + 20, top, w.sevenDays, leftWidth - 40, 'bad');
    parts.push(seven.svg);
    top += seven.gap;
    const suspended = state(LEFT, top, leftWidth, w.suspended, w.suspendedNote, 'bad', [
      [w.suspendedPaid, 'ok'],
    ]);
    parts.push(suspended.svg);
    top += suspended.height;

    // 5. Cancelled, on the right.
    const cancelled = state(rightX, rowTop, rightWidth, w.cancelled, w.cancelledNote, 'muted', [
      [w.renew, 'ok'],
    ]);
    parts.push(cancelled.svg);

    // The way back to Active, up the left edge.
    const overdueExit = overdue.exitYs[0];
    const suspendedExit = suspended.exitYs[0];
    const activeMiddle = activeTop + active.height / 2;
    parts.push(
      path(`M${LEFT} ${suspendedExit} H${BUS_X} V${activeMiddle} H${LEFT - 2}`, {
        colour: 'ok',
        arrow: true,
      }),
      line(LEFT, overdueExit, BUS_X, overdueExit, {colour: 'ok'}),
    );

    const bottom = Math.max(top, rowTop + cancelled.height) + 10;
    return picture({height: bottom, title: w.title, lang: locale, heading: true}, parts);
  },
};
