// @ts-check
// marketplace/geo-location.md#android: Chrome on an Android phone, simplified; callouts 1–3 are the
// article's steps, then where a refusal is undone. Labels are Chrome's and Android's own.
import {
  box,
  callout,
  choice,
  fit,
  lineCount,
  picture,
  pin,
  text,
  textWidth,
  LEFT,
  RIGHT,
} from './kit.mjs';

/** Where the screens start, right of the callouts. */
const SCREEN_X = 48;
const SCREEN_WIDTH = RIGHT - SCREEN_X;

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Chrome на Android',
      location: 'Местоположение',
      site: 'slotera.example',
      nearMe: 'Близо до мен',
      question: 'slotera.example иска да използва местоположението на устройството ви',
      allowVisiting: 'Разрешаване при посещение на сайта',
      allowOnce: 'Разрешаване този път',
      never: 'Никога да не се разрешава',
      refused: 'Ако по-рано сте отказали',
      menuPath: '⋮ →\u00a0Настройки →\u00a0Настройки\u00a0за\u00a0сайтовете →\u00a0Местоположение',
      blocked: 'Блокирани',
    },
    en: {
      title: 'Chrome on Android',
      location: 'Location',
      site: 'slotera.example',
      nearMe: 'Near me',
      question: 'slotera.example wants to use your device’s location',
      allowVisiting: 'Allow while visiting the site',
      allowOnce: 'Allow this time',
      never: 'Never allow',
      refused: 'If you blocked it earlier',
      menuPath: '⋮ →\u00a0Settings →\u00a0Site\u00a0settings →\u00a0Location',
      blocked: 'Blocked',
    },
  },
  draw(w, locale) {
    const parts = [];

    // 1. The phone's location, in quick settings.
    let top = 46;
    const tileWidth = Math.max(150, Math.round(textWidth(w.location, 13) * 1.2 + 60));
    parts.push(
      callout(1, LEFT + 12, top + 30),
      box(SCREEN_X, top, SCREEN_WIDTH, 60, {fill: 'card', stroke: 'frame', radius: 12}),
      box(SCREEN_X + 10, top + 8, tileWidth, 44, {fill: 'accent', stroke: null, radius: 22}),
      pin(SCREEN_X + 30, top + 30, 'on-accent'),
      text(SCREEN_X + 46, top + 35, w.location, {size: 13, weight: 'bold', colour: 'on-accent'}),
      box(SCREEN_X + tileWidth + 20, top + 8, SCREEN_WIDTH - tileWidth - 30, 44, {
        fill: 'closed',
        stroke: null,
        radius: 22,
      }),
    );
    top += 60 + 16;

    // 2. «Near me» on slotera.example.
    const nearMeWidth = Math.round(textWidth(w.nearMe, 14) * 1.08 + 32);
    parts.push(
      callout(2, LEFT + 12, top + 60),
      box(SCREEN_X, top, SCREEN_WIDTH, 88, {fill: 'canvas', stroke: 'frame', radius: 12}),
      box(SCREEN_X + 10, top + 10, SCREEN_WIDTH - 20, 28, {
        fill: 'card',
        stroke: 'frame',
        radius: 14,
      }),
      text(SCREEN_X + 24, top + 29, w.site, {size: 13}),
      box(SCREEN_X + 10, top + 47, nearMeWidth, 31, {fill: 'accent', stroke: null, radius: 15.5}),
      text(SCREEN_X + 10 + nearMeWidth / 2, top + 67.5, w.nearMe, {
        size: 14,
        weight: 'bold',
        anchor: 'middle',
        colour: 'on-accent',
      }),
    );
    top += 88 + 16;

    // 3. Chrome's question.
    const questionLines = lineCount(w.question, {size: 14, maxWidth: SCREEN_WIDTH - 40});
    const choicesTop = top + 48 + questionLines * 19;
    const dialogHeight = choicesTop - top + 3 * 38 + 6;
    parts.push(
      callout(3, LEFT + 12, choicesTop + 38 + 15),
      box(SCREEN_X, top, SCREEN_WIDTH, dialogHeight, {fill: 'card', stroke: 'frame', radius: 16}),
      pin(SCREEN_X + SCREEN_WIDTH / 2, top + 22, 'accent'),
      text(SCREEN_X + 20, top + 54, w.question, {
        size: 14,
        maxWidth: SCREEN_WIDTH - 40,
        lineHeight: 19,
      }),
      choice(SCREEN_X + 12, choicesTop, SCREEN_WIDTH - 24, w.allowVisiting, true),
      choice(SCREEN_X + 12, choicesTop + 38, SCREEN_WIDTH - 24, w.allowOnce, true),
      choice(SCREEN_X + 12, choicesTop + 76, SCREEN_WIDTH - 24, w.never, false),
    );
    top += dialogHeight + 34;

    // If refused earlier: Chrome's site settings for location.
    const pathLines = fit(w.menuPath, RIGHT - LEFT, 13, true);
    parts.push(
      text(LEFT, top, w.refused, {size: 14, weight: 'bold', colour: 'muted'}),
      text(LEFT, top + 22, pathLines.join('\n'), {size: 13, weight: 'bold', lineHeight: 17}),
    );
    top += 22 + (pathLines.length - 1) * 17 + 14;
    parts.push(
      box(SCREEN_X, top, SCREEN_WIDTH, 112, {fill: 'canvas', stroke: 'frame', radius: 12}),
      text(SCREEN_X + 14, top + 28, w.location, {size: 15, weight: 'bold'}),
      text(SCREEN_X + 14, top + 56, w.blocked, {size: 13, colour: 'muted'}),
      box(SCREEN_X + 8, top + 66, SCREEN_WIDTH - 16, 36, {
        fill: 'accent-soft',
        stroke: 'accent',
        radius: 8,
      }),
      pin(SCREEN_X + 26, top + 84, 'ink'),
      text(SCREEN_X + 44, top + 89, w.site, {size: 14}),
    );
    top += 112 + 14;

    return picture({height: top, title: w.title, lang: locale, heading: true}, parts);
  },
};
