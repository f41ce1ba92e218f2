// @ts-check
// online-bookings/custom-domain.md#domain-states: a custom domain's four states and what moves it.
import {
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

/** x of the path back from «Грешка в сертификата» to «Проверка», right of every box. */
const RETURN_X = RIGHT - 6;
const MAIN_RIGHT = RETURN_X - 18;
const PAD = 12;

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

    // 1. Waiting for DNS.
    let top = 46;
    const waiting = state(LEFT, top, mainWidth, w.waiting, w.waitingNote, 'warn');
    parts.push(waiting.svg);
    top += waiting.height;

    // → Verifying, when the records resolve.
    const foundLines = fit(w.found, mainWidth - 44).length;
    const foundGap = Math.max(40, foundLines * 17 + 18);
    parts.push(
      line(LEFT + 20, top + 2, LEFT + 20, top + foundGap - 2, {colour: 'muted', arrow: true}),
      wrapped(LEFT + 36, top + 13 + (foundGap - foundLines * 17) / 2, w.found, mainWidth - 44, {
        colour: 'muted',
      }).svg,
    );
    top += foundGap;

    // 2. Verifying.
    const verifyingTop = top;
    const verifying = state(LEFT, top, mainWidth, w.verifying, w.verifyingNote, 'accent');
    parts.push(verifying.svg);
    top += verifying.height;

    // The two ways out of Verifying, side by side.
    const columnGap = 14;
    const leftWidth = Math.floor((mainWidth - columnGap) / 2);
    const rightX = LEFT + leftWidth + columnGap;
    const rightWidth = MAIN_RIGHT - rightX;
    const branchLines = Math.max(
      fit(w.issued, leftWidth - 30).length,
      fit(w.failed, rightWidth - 30).length,
    );
    const branchGap = Math.max(40, branchLines * 17 + 18);
    parts.push(
      line(LEFT + 20, top + 2, LEFT + 20, top + branchGap - 2, {colour: 'ok', arrow: true}),
      wrapped(LEFT + 32, top + 20, w.issued, leftWidth - 30, {colour: 'ok'}).svg,
      line(rightX + 14, top + 2, rightX + 14, top + branchGap - 2, {colour: 'bad', arrow: true}),
      wrapped(rightX + 26, top + 20, w.failed, rightWidth - 30, {colour: 'bad'}).svg,
    );
    top += branchGap;

    // 3. Active and 4. Certificate error, the same height; the error has its button.
    const buttonHeight = Math.round(13 * 2.2);
    const buttonWidth = Math.round(textWidth(w.checkNow, 13) * 1.08 + 28);
    const rowHeight = Math.max(
      stateHeight(leftWidth, w.active, w.activeNote),
      stateHeight(rightWidth, w.error, w.errorNote) + buttonHeight + 8,
    );
    const buttonY = top + rowHeight - buttonHeight - 10;
    parts.push(
      state(LEFT, top, leftWidth, w.active, w.activeNote, 'ok', rowHeight).svg,
      state(rightX, top, rightWidth, w.error, w.errorNote, 'bad', rowHeight).svg,
      button(rightX + PAD, buttonY, w.checkNow, {size: 13, width: buttonWidth}),
      // Back to Verifying: from the button, up the right edge, into Verifying.
      path(
        `M${rightX + PAD + buttonWidth} ${buttonY + buttonHeight / 2} H${RETURN_X} ` +
          `V${verifyingTop + verifying.height / 2} H${MAIN_RIGHT + 2}`,
        {colour: 'accent', arrow: true},
      ),
    );
    top += rowHeight;

    // Active → Certificate error when a renewal fails: under both boxes.
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
      {
        colour: 'bad',
      },
    );
    parts.push(renewal.svg);
    top = under + 20 + (renewal.lines - 1) * 17 + 16;

    // What the blue path means.
    const back = wrapped(LEFT + 30, top + 9, w.back, mainWidth - 30, {colour: 'accent'});
    parts.push(line(LEFT, top + 4, LEFT + 22, top + 4, {colour: 'accent', arrow: true}), back.svg);
    top += 9 + (back.lines - 1) * 17 + 14;

    return picture({height: top, title: w.title, lang: locale, heading: true}, parts);
  },
};
