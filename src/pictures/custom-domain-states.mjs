// @ts-check
// online-bookings/custom-domain.md#domain-states: a custom domain's four states and what moves it.
import {path, picture, LEFT} from './kit.mjs';
import {
  arrowDown,
  backLegend,
  decision,
  MAIN_RIGHT,
  stateBox as state,
  wrappedText as wrapped,
} from './states.mjs';

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
    const parts = [];
    const mainWidth = MAIN_RIGHT - LEFT;

    // 1. Waiting for DNS → 2. Verifying, when the records resolve.
    let top = 46;
    const waiting = state(LEFT, top, mainWidth, w.waiting, w.waitingNote, 'warn');
    top += waiting.height;
    const found = arrowDown(LEFT + 20, top, w.found, mainWidth - 44, 'muted', 16);
    top += found.gap;
    const verifyingTop = top;
    const verifying = state(LEFT, top, mainWidth, w.verifying, w.verifyingNote, 'accent');
    parts.push(waiting.svg, found.svg, verifying.svg);
    top += verifying.height;

    // 3. Active or 4. Certificate error, whose «Провери сега» leads back to Verifying.
    const ways = decision(top, LEFT, verifyingTop + verifying.height / 2, {
      okArrow: w.issued,
      badArrow: w.failed,
      ok: w.active,
      okNote: w.activeNote,
      bad: w.error,
      badNote: w.errorNote,
      action: w.checkNow,
    });
    parts.push(ways.svg);
    top += ways.height;

    // Active → Certificate error when a renewal fails: under both boxes.
    const {leftWidth, rightX, rightWidth} = ways;
    const under = top + 16;
    parts.push(
      path(`M${LEFT + leftWidth / 2} ${top} V${under} H${rightX + rightWidth / 2} V${top + 2}`, {
        colour: 'bad',
        arrow: true,
      }),
    );
    const renewal = wrapped(
      LEFT + leftWidth / 2 + 8,
      under + 20,
      w.renewalFailed,
      mainWidth - leftWidth / 2,
      {colour: 'bad'},
    );
    parts.push(renewal.svg);
    top = under + 20 + (renewal.lines - 1) * 17 + 16;

    const back = backLegend(LEFT, top, w.back, mainWidth);
    parts.push(back.svg);
    top += 9 + (back.lines - 1) * 17 + 14;

    return picture({height: top, title: w.title, lang: locale, heading: true}, parts);
  },
};
