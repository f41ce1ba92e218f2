// @ts-check
// integrations/his-bg.md#log: one submission's path through the НЗИС log, the changes queued behind
// a rejected one, and the booking that never enters it.
import {card, inset, layout, note, stack} from './layout.mjs';
import {arrow, backLegend, decision, state} from './states.mjs';

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
  draw: (w, locale) =>
    layout({title: w.title, lang: locale}, [
      inset(
        stack(
          [
            // What starts a submission.
            card(null, [note(w.start, {size: 14, weight: 'bold', colour: 'ink', lineHeight: 18})]),
            arrow(w.sent, 'muted', {indent: 16}),
            // Pending, with its retries; then accepted, or rejected and «Изпрати отново» back.
            decision(state(w.pending, w.pendingNote, 'warn'), {
              okArrow: w.accepts,
              badArrow: w.rejects,
              ok: w.accepted,
              okNote: w.acceptedNote,
              bad: w.rejected,
              badNote: w.rejectedNote,
              action: w.resend,
            }),
          ],
          0,
        ),
      ),
      backLegend(w.back),
      // The changes queued behind a rejected submission.
      inset(
        card(null, [note(w.queued, {colour: 'ink'})], {
          fill: 'canvas',
          stroke: 'warn',
          dashed: true,
        }),
      ),
      // A booking that never enters the path (PRODUCT-FACTS, settled 28 November).
      inset(card(null, [note(w.notSent)])),
    ]),
};
