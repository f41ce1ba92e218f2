// @ts-check
// online-bookings/custom-domain.md#domain-states: a custom domain's four states and what moves it.
import {path} from './kit.mjs';
import {inset, layout, stack} from './layout.mjs';
import {arrow, backLegend, decision, outcomeColumns, state, wrappedText} from './states.mjs';

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Състояния на собствения домейн',
      waiting: 'Изчаква DNS',
      waitingNote:
        'Slotera проверява записите сама на всеки 10\u00a0минути. „Провери сега“ проверява веднага.',
      found: 'DNS записите се виждат — обикновено до 2\u00a0часа, най-много до 48\u00a0часа',
      verifying: 'Проверка',
      verifyingNote: 'Токенът съвпада, сертификатът се издава. Не правите нищо.',
      issued: 'Сертификатът е издаден до 30\u00a0минути',
      failed: 'Издаването не успява',
      active: 'Активен',
      activeNote: 'Страницата за резервации се отваря на вашия адрес с HTTPS.',
      error: 'Грешка в сертификата',
      errorNote: 'Поправете причината, изписана под състоянието, и натиснете:',
      checkNow: 'Провери сега',
      renewalFailed: 'Подновяването на сертификата не успява',
      back: '„Провери сега“ връща домейна в „Проверка“',
    },
    en: {
      title: 'The states of a custom domain',
      waiting: 'Waiting for DNS',
      waitingNote:
        'Slotera checks the records by itself every 10\u00a0minutes. “Check now” checks straight away.',
      found: 'The DNS records resolve — usually within 2\u00a0hours, at most 48\u00a0hours',
      verifying: 'Verifying',
      verifyingNote: 'The token matches, the certificate is being issued. Nothing to do.',
      issued: 'Certificate issued within 30\u00a0minutes',
      failed: 'Issuing fails',
      active: 'Active',
      activeNote: 'Your booking page opens at your address over HTTPS.',
      error: 'Certificate error',
      errorNote: 'Fix the cause shown under the state, then click:',
      checkNow: 'Check now',
      renewalFailed: 'Renewing the certificate fails',
      back: '“Check now” takes the domain back to “Verifying”',
    },
  },
  draw(w, locale) {
    /** Active → Certificate error when a renewal fails: under both boxes. @type {import('./layout.mjs').Block} */
    const renewal = (x, y, width) => {
      const {leftWidth, rightX, rightWidth} = outcomeColumns(x, width);
      const label = wrappedText(
        x + leftWidth / 2 + 8,
        y + 36,
        w.renewalFailed,
        width - leftWidth / 2,
        {colour: 'bad'},
      );
      const under = `M${x + leftWidth / 2} ${y} V${y + 16} H${rightX + rightWidth / 2} V${y + 2}`;
      return {
        height: 48 + (label.lines - 1) * 17,
        svg: path(under, {colour: 'bad', arrow: true}) + label.svg,
      };
    };
    const body = stack(
      [
        state(w.waiting, w.waitingNote, 'warn'),
        arrow(w.found, 'muted', {indent: 16}),
        // «Провери сега» of Certificate error leads back to Verifying.
        decision(state(w.verifying, w.verifyingNote, 'accent'), {
          okArrow: w.issued,
          badArrow: w.failed,
          ok: w.active,
          okNote: w.activeNote,
          bad: w.error,
          badNote: w.errorNote,
          action: w.checkNow,
        }),
        renewal,
        backLegend(w.back),
      ],
      0,
    );
    return layout({title: w.title, lang: locale}, [inset(body)]);
  },
};
