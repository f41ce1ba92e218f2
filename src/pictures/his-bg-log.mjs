// @ts-check
// integrations/his-bg.md#log: one submission's path through the НЗИС log, the changes queued behind
// a rejected one, and the booking that never enters it.
import {
  box,
  button,
  line,
  path,
  picture,
  textWidth,
  stateBox as state,
  stateBoxHeight as stateHeight,
  wrappedText as wrapped,
  LEFT,
  RIGHT,
  fit,
} from './kit.mjs';

/** x of the path back from «Изпрати отново» to «Изчаква», right of every box. */
const RETURN_X = RIGHT - 6;
const MAIN_RIGHT = RETURN_X - 18;
const PAD = 12;

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Пътят на едно изпращане в журнала',
      start: 'Час за медицински преглед: записване, промяна или анулиране',
      sent: 'Slotera изпраща записа веднага, подписан с\u00a0КЕП',
      pending: 'Изчаква',
      pendingNote:
        'На опашка. Ако НЗИС не отговаря, Slotera опитва отново на всеки 15\u00a0минути в продължение на 24\u00a0часа.',
      accepts: 'НЗИС приема',
      rejects: 'НЗИС или Slotera отхвърля, или 24\u00a0часа без отговор',
      accepted: 'Прието',
      acceptedNote: 'НЗИС е върнала номер. Не правите нищо.',
      rejected: 'Отхвърлено',
      rejectedNote: 'Прочетете колоната „Причина“, поправете данните и натиснете:',
      resend: 'Изпрати отново',
      back: '„Изпрати отново“ връща записа в „Изчаква“ с актуалните данни',
      queued:
        'Промените и анулирането на същия час чакат в „Изчаква“ след отхвърления запис — без нови опити и без 24-часовия срок. Щом той бъде приет, тръгват сами, по ред.',
      notSent:
        'Час на пациент без ЕГН или ЛНЧ не се изпраща: в журнала е „Не се изпраща“ с причината, а промените му не се нареждат на опашка.',
    },
    en: {
      title: 'A submission’s path through the log',
      start: 'A medical examination appointment: new, updated or cancelled',
      sent: 'Slotera sends the submission at once, signed with the\u00a0КЕП',
      pending: 'Pending',
      pendingNote:
        'Queued. If НЗИС does not answer, Slotera tries again every 15\u00a0minutes for 24\u00a0hours.',
      accepts: 'НЗИС accepts',
      rejects: 'НЗИС or Slotera refuses, or 24\u00a0hours without an answer',
      accepted: 'Accepted',
      acceptedNote: 'НЗИС returned a number. Nothing to do.',
      rejected: 'Rejected',
      rejectedNote: 'Read the “Reason” column, correct the data and click:',
      resend: 'Resend',
      back: '“Resend” puts the submission back to “Pending” with the current data',
      queued:
        'Updates and the cancellation of the same appointment wait as “Pending” behind the rejected submission — no retries, no 24-hour limit. Once it is accepted, they go out by themselves, in order.',
      notSent:
        'An appointment of a patient without ЕГН or ЛНЧ is not submitted: the log shows “Not submitted” with the reason, and its later changes are not queued.',
    },
  },
  draw(w, locale) {
    const parts = [];
    const mainWidth = MAIN_RIGHT - LEFT;

    // What starts a submission.
    let top = 46;
    const start = wrapped(LEFT + PAD, top + PAD + 14, w.start, mainWidth - 2 * PAD, {
      size: 14,
      weight: 'bold',
      lineHeight: 18,
    });
    const startHeight = PAD + start.lines * 18 + PAD;
    parts.push(box(LEFT, top, mainWidth, startHeight, {radius: 8}), start.svg);
    top += startHeight;

    const sentLines = fit(w.sent, mainWidth - 44).length;
    const sentGap = Math.max(40, sentLines * 17 + 18);
    parts.push(
      line(LEFT + 20, top + 2, LEFT + 20, top + sentGap - 2, {colour: 'muted', arrow: true}),
      wrapped(LEFT + 36, top + 13 + (sentGap - sentLines * 17) / 2, w.sent, mainWidth - 44, {
        colour: 'muted',
      }).svg,
    );
    top += sentGap;

    // Pending, with its retries.
    const pendingTop = top;
    const pending = state(LEFT, top, mainWidth, w.pending, w.pendingNote, 'warn');
    parts.push(pending.svg);
    top += pending.height;

    // Accepted or rejected, side by side.
    const columnGap = 14;
    const leftWidth = Math.floor((mainWidth - columnGap) / 2);
    const rightX = LEFT + leftWidth + columnGap;
    const rightWidth = MAIN_RIGHT - rightX;
    const branchLines = Math.max(
      fit(w.accepts, leftWidth - 30).length,
      fit(w.rejects, rightWidth - 30).length,
    );
    const branchGap = Math.max(40, branchLines * 17 + 18);
    parts.push(
      line(LEFT + 20, top + 2, LEFT + 20, top + branchGap - 2, {colour: 'ok', arrow: true}),
      wrapped(LEFT + 32, top + 20, w.accepts, leftWidth - 30, {colour: 'ok'}).svg,
      line(rightX + 14, top + 2, rightX + 14, top + branchGap - 2, {colour: 'bad', arrow: true}),
      wrapped(rightX + 26, top + 20, w.rejects, rightWidth - 30, {colour: 'bad'}).svg,
    );
    top += branchGap;

    const buttonHeight = Math.round(13 * 2.2);
    const buttonWidth = Math.round(textWidth(w.resend, 13) * 1.08 + 28);
    const rowHeight = Math.max(
      stateHeight(leftWidth, w.accepted, w.acceptedNote),
      stateHeight(rightWidth, w.rejected, w.rejectedNote) + buttonHeight + 8,
    );
    const buttonY = top + rowHeight - buttonHeight - 10;
    parts.push(
      state(LEFT, top, leftWidth, w.accepted, w.acceptedNote, 'ok', rowHeight).svg,
      state(rightX, top, rightWidth, w.rejected, w.rejectedNote, 'bad', rowHeight).svg,
      button(rightX + PAD, buttonY, w.resend, {size: 13, width: buttonWidth}),
      // Back to Pending: from the button, up the right edge, into Pending.
      path(
        `M${rightX + PAD + buttonWidth} ${buttonY + buttonHeight / 2} H${RETURN_X} ` +
          `V${pendingTop + pending.height / 2} H${MAIN_RIGHT + 2}`,
        {colour: 'accent', arrow: true},
      ),
    );
    top += rowHeight + 18;

    // What the blue path means.
    const back = wrapped(LEFT + 30, top + 9, w.back, mainWidth - 30, {colour: 'accent'});
    parts.push(line(LEFT, top + 4, LEFT + 22, top + 4, {colour: 'accent', arrow: true}), back.svg);
    top += 9 + (back.lines - 1) * 17 + 18;

    // The changes queued behind a rejected submission.
    const queued = wrapped(LEFT + PAD, top + PAD + 13, w.queued, mainWidth - 2 * PAD);
    const queuedHeight = PAD + queued.lines * 17 + PAD - 2;
    parts.push(
      box(LEFT, top, mainWidth, queuedHeight, {
        fill: 'canvas',
        stroke: 'warn',
        dashed: true,
        radius: 8,
      }),
      queued.svg,
    );
    top += queuedHeight + 10;

    // A booking that never enters the path (PRODUCT-FACTS, settled 28 November).
    const notSent = wrapped(LEFT + PAD, top + PAD + 13, w.notSent, mainWidth - 2 * PAD, {
      colour: 'muted',
    });
    const notSentHeight = PAD + notSent.lines * 17 + PAD - 2;
    parts.push(box(LEFT, top, mainWidth, notSentHeight, {fill: 'card', radius: 8}), notSent.svg);
    top += notSentHeight + 14;

    return picture({height: top, title: w.title, lang: locale, heading: true}, parts);
  },
};
