// @ts-check
// marketplace/geo-location.md#safari-iphone: Safari on an iPhone, simplified; callouts 1–3 are the
// article's steps, then where a refusal is undone. Grey bars stand for what the article does not name.
import {box, callout, el, fit, line, path, picture, switchOn, text, LEFT, RIGHT} from './kit.mjs';

/** Where the screens start, right of the callouts. */
const SCREEN_X = 48;
const SCREEN_WIDTH = RIGHT - SCREEN_X;
const ROW = 34;

function tick(/** @type {number} */ x, /** @type {number} */ y) {
  return path(`M${x} ${y} l5 5 l9 -11`, {colour: 'accent', width: 2.5});
}

function bar(/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ width) {
  return box(x, y - 9, width, 10, {fill: 'frame', stroke: null, radius: 5});
}

const separator = (/** @type {number} */ y) =>
  line(SCREEN_X + 14, y, RIGHT, y, {colour: 'frame', width: 1});

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Safari на iPhone',
      settingsPath:
        'Настройки →\u00a0Поверителност\u00a0и\u00a0сигурност →\u00a0Услуги\u00a0за\u00a0местоположение',
      services: 'Услуги за местоположение',
      safariWebsites: 'Уебсайтове в Safari',
      whileUsing: 'Докато се използва приложението',
      precise: 'Точно местоположение',
      site: '„slotera.example“',
      allow: 'Разреши',
      refused: 'Ако по-рано сте отказали',
      address: 'slotera.example',
      websiteSettings: 'Настройки на уебсайта',
      location: 'Местоположение',
      ask: 'Питай',
    },
    en: {
      title: 'Safari on an iPhone',
      settingsPath: 'Settings →\u00a0Privacy\u00a0&\u00a0Security →\u00a0Location\u00a0Services',
      services: 'Location Services',
      safariWebsites: 'Safari Websites',
      whileUsing: 'While Using the App',
      precise: 'Precise Location',
      site: '“slotera.example”',
      allow: 'Allow',
      refused: 'If you refused earlier',
      address: 'slotera.example',
      websiteSettings: 'Website Settings',
      location: 'Location',
      ask: 'Ask',
    },
  },
  draw(w, locale) {
    const parts = [];

    // 1. Settings → Privacy & Security → Location Services: on.
    let top = 50;
    const settingsPath = fit(w.settingsPath, RIGHT - SCREEN_X, 13, true);
    parts.push(
      callout(1, LEFT + 12, top + 4),
      text(SCREEN_X, top + 9, settingsPath.join('\n'), {size: 13, weight: 'bold', lineHeight: 17}),
    );
    top += 9 + (settingsPath.length - 1) * 17 + 12;
    parts.push(
      box(SCREEN_X, top, SCREEN_WIDTH, ROW + 8, {fill: 'card', stroke: 'frame', radius: 10}),
      text(SCREEN_X + 14, top + 26, w.services, {size: 14}),
      switchOn(RIGHT - 52, top + 9, 40, 24, 'ok'),
    );
    top += ROW + 8 + 18;

    // 2. Safari Websites: While Using the App, Precise Location on.
    const listHeight = 5 * ROW + 8;
    parts.push(
      callout(2, LEFT + 12, top + 3 * ROW + 4),
      box(SCREEN_X, top, SCREEN_WIDTH, listHeight, {fill: 'card', stroke: 'frame', radius: 10}),
      text(SCREEN_X + 14, top + 24, w.safariWebsites, {size: 15, weight: 'bold'}),
      separator(top + ROW + 4),
      bar(SCREEN_X + 14, top + ROW + 26, 70),
      separator(top + 2 * ROW + 4),
      bar(SCREEN_X + 14, top + 2 * ROW + 26, 190),
      separator(top + 3 * ROW + 4),
      text(SCREEN_X + 14, top + 3 * ROW + 26, w.whileUsing, {size: 14, colour: 'accent'}),
      tick(RIGHT - 30, top + 3 * ROW + 19),
      separator(top + 4 * ROW + 4),
      text(SCREEN_X + 14, top + 4 * ROW + 26, w.precise, {size: 14}),
      switchOn(RIGHT - 52, top + 4 * ROW + 9, 40, 24, 'ok'),
    );
    top += listHeight + 18;

    // 3. Safari's question: «Разреши».
    const alertX = SCREEN_X + 20;
    const alertWidth = SCREEN_WIDTH - 40;
    const alertHeight = 112;
    parts.push(
      callout(3, LEFT + 12, top + alertHeight - 20),
      box(alertX, top, alertWidth, alertHeight, {fill: 'card', stroke: 'frame', radius: 14}),
      text(alertX + alertWidth / 2, top + 28, w.site, {size: 14, weight: 'bold', anchor: 'middle'}),
      bar(alertX + 30, top + 50, alertWidth - 60),
      bar(alertX + 60, top + 66, alertWidth - 120),
      line(alertX, top + alertHeight - 38, alertX + alertWidth, top + alertHeight - 38, {
        colour: 'frame',
        width: 1,
      }),
      line(
        alertX + alertWidth / 2,
        top + alertHeight - 38,
        alertX + alertWidth / 2,
        top + alertHeight,
        {colour: 'frame', width: 1},
      ),
      bar(alertX + alertWidth / 4 - 35, top + alertHeight - 14, 70),
      box(alertX + alertWidth / 2 + 8, top + alertHeight - 33, alertWidth / 2 - 16, 28, {
        fill: 'accent-soft',
        stroke: 'accent',
        radius: 8,
        strokeWidth: 2,
      }),
      text(alertX + (alertWidth * 3) / 4, top + alertHeight - 14, w.allow, {
        size: 14,
        weight: 'bold',
        anchor: 'middle',
        colour: 'accent',
      }),
    );
    top += alertHeight + 36;

    // If refused earlier: the button left of the address → Website Settings → Location.
    parts.push(text(LEFT, top, w.refused, {size: 14, weight: 'bold', colour: 'muted'}));
    top += 14;
    parts.push(
      box(SCREEN_X, top, SCREEN_WIDTH, 34, {fill: 'card', stroke: 'frame', radius: 17}),
      // The page menu button, ringed.
      el('circle', {
        cx: SCREEN_X + 22,
        cy: top + 17,
        r: 13,
        fill: 'none',
        class: 's-accent',
        'stroke-width': 2,
      }),
      box(SCREEN_X + 14, top + 10, 16, 14, {
        fill: 'canvas',
        stroke: 'ink',
        radius: 3,
        strokeWidth: 1.5,
      }),
      line(SCREEN_X + 18, top + 15, SCREEN_X + 26, top + 15, {colour: 'ink', width: 1.5}),
      line(SCREEN_X + 18, top + 19, SCREEN_X + 24, top + 19, {colour: 'ink', width: 1.5}),
      text(SCREEN_X + SCREEN_WIDTH / 2, top + 22, w.address, {size: 14, anchor: 'middle'}),
    );
    top += 34 + 12;
    const optionWidth = (SCREEN_WIDTH - 28 - 16) / 3;
    const optionsY = top + ROW + 38;
    parts.push(
      box(SCREEN_X, top, SCREEN_WIDTH, ROW + 82, {fill: 'canvas', stroke: 'frame', radius: 10}),
      box(SCREEN_X + 6, top + 6, SCREEN_WIDTH - 12, ROW - 4, {
        fill: 'accent-soft',
        stroke: 'accent',
        radius: 6,
      }),
      text(SCREEN_X + 16, top + 26, w.websiteSettings, {
        size: 14,
        weight: 'bold',
        colour: 'accent',
      }),
      text(SCREEN_X + 14, top + ROW + 26, w.location, {size: 14, weight: 'bold'}),
      box(SCREEN_X + 14, optionsY, optionWidth, 28, {fill: 'canvas', stroke: 'accent', radius: 8}),
      text(SCREEN_X + 14 + optionWidth / 2, optionsY + 19, w.ask, {
        size: 13,
        anchor: 'middle',
        colour: 'accent',
      }),
      box(SCREEN_X + 22 + optionWidth, optionsY, optionWidth, 28, {
        fill: 'canvas',
        stroke: 'frame',
        radius: 8,
      }),
      bar(SCREEN_X + 22 + optionWidth + optionWidth / 2 - 25, optionsY + 19, 50),
      box(SCREEN_X + 30 + 2 * optionWidth, optionsY, optionWidth, 28, {
        fill: 'accent-soft',
        stroke: 'accent',
        radius: 8,
        strokeWidth: 2,
      }),
      text(SCREEN_X + 30 + 2.5 * optionWidth, optionsY + 19, w.allow, {
        size: 13,
        weight: 'bold',
        anchor: 'middle',
        colour: 'accent',
      }),
    );
    top += ROW + 82 + 14;

    return picture({height: top, title: w.title, lang: locale, heading: true}, parts);
  },
};
