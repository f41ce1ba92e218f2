// @ts-check
// marketplace/geo-location.md#safari-iphone: Safari on an iPhone, simplified; callouts 1–3 are the
// article's steps, then where a refusal is undone. Grey bars stand for what the article does not name.
import {box, choice, line, placeholder, ring, switchOn, text, tick} from './kit.mjs';
import {fixed, indent, layout, note, numbered, stack} from './layout.mjs';

const ROW = 34;

/** A grey bar whose middle is 4 above `y`, as a line of text's. @param {number} x @param {number} y @param {number} width */
const bar = (x, y, width) => placeholder(x, y - 9, width, 'frame', 10);

/** @param {number} x @param {number} y @param {number} width */
const separator = (x, y, width) => line(x + 14, y, x + width, y, {colour: 'frame', width: 1});

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
    /** 1. Settings → Privacy & Security → Location Services: on. */
    const services = fixed(ROW + 8, (x, top, width) => [
      box(x, top, width, ROW + 8, {fill: 'card', stroke: 'frame', radius: 10}),
      text(x + 14, top + 26, w.services, {size: 14}),
      switchOn(x + width - 52, top + 9, 40, 24, 'ok'),
    ]);
    /** 2. Safari Websites: While Using the App, Precise Location on. */
    const websites = fixed(5 * ROW + 8, (x, top, width) => [
      box(x, top, width, 5 * ROW + 8, {fill: 'card', stroke: 'frame', radius: 10}),
      text(x + 14, top + 24, w.safariWebsites, {size: 15, weight: 'bold'}),
      [1, 2, 3, 4].map((row) => separator(x, top + row * ROW + 4, width)),
      bar(x + 14, top + ROW + 26, 70),
      bar(x + 14, top + 2 * ROW + 26, 190),
      text(x + 14, top + 3 * ROW + 26, w.whileUsing, {size: 14, colour: 'accent'}),
      tick(x + width - 30, top + 3 * ROW + 19, 'accent', 1.2),
      text(x + 14, top + 4 * ROW + 26, w.precise, {size: 14}),
      switchOn(x + width - 52, top + 4 * ROW + 9, 40, 24, 'ok'),
    ]);
    /** 3. Safari's question: «Разреши». */
    const alert = fixed(112, (x, top, width) => {
      const alertX = x + 20;
      const alertWidth = width - 40;
      const bottom = top + 112;
      return [
        box(alertX, top, alertWidth, 112, {fill: 'card', stroke: 'frame', radius: 14}),
        text(alertX + alertWidth / 2, top + 28, w.site, {weight: 'bold', anchor: 'middle'}),
        bar(alertX + 30, top + 50, alertWidth - 60),
        bar(alertX + 60, top + 66, alertWidth - 120),
        line(alertX, bottom - 38, alertX + alertWidth, bottom - 38, {colour: 'frame', width: 1}),
        line(alertX + alertWidth / 2, bottom - 38, alertX + alertWidth / 2, bottom, {
          colour: 'frame',
          width: 1,
        }),
        bar(alertX + alertWidth / 4 - 35, bottom - 14, 70),
        choice(alertX + alertWidth / 2 + 8, bottom - 34, alertWidth / 2 - 16, w.allow, true),
      ];
    });
    /** If refused earlier: the button left of the address → Website Settings → Location. */
    const refused = fixed(46 + ROW + 82, (x, top, width) => {
      const optionWidth = (width - 28 - 16) / 3;
      const panel = top + 46;
      const optionsY = panel + ROW + 38;
      const optionX = (/** @type {number} */ index) => x + 14 + index * (optionWidth + 8);
      return [
        box(x, top, width, 34, {fill: 'card', stroke: 'frame', radius: 17}),
        // The page menu button, ringed.
        ring(x + 22, top + 17, 13),
        box(x + 14, top + 10, 16, 14, {fill: 'canvas', stroke: 'ink', radius: 3}),
        line(x + 18, top + 15, x + 26, top + 15, {colour: 'ink', width: 1.5}),
        line(x + 18, top + 19, x + 24, top + 19, {colour: 'ink', width: 1.5}),
        text(x + width / 2, top + 22, w.address, {size: 14, anchor: 'middle'}),
        box(x, panel, width, ROW + 82, {fill: 'canvas', stroke: 'frame', radius: 10}),
        box(x + 6, panel + 6, width - 12, ROW - 4, {fill: 'accent-soft', stroke: 'accent'}),
        text(x + 16, panel + 26, w.websiteSettings, {size: 14, weight: 'bold', colour: 'accent'}),
        text(x + 14, panel + ROW + 26, w.location, {size: 14, weight: 'bold'}),
        choice(optionX(0), optionsY - 1, optionWidth, w.ask, false),
        box(optionX(1), optionsY - 1, optionWidth, 30, {fill: 'canvas', radius: 15}),
        bar(optionX(1) + optionWidth / 2 - 25, optionsY + 19, 50),
        choice(optionX(2), optionsY - 1, optionWidth, w.allow, true),
      ];
    });
    return layout({title: w.title, lang: locale}, [
      numbered(
        1,
        stack([note(w.settingsPath, {weight: 'bold', colour: 'ink'}), services], 12),
        () => 8,
      ),
      numbered(2, websites, () => 3 * ROW + 4),
      numbered(3, alert, (height) => height - 20),
      note(w.refused, {size: 14, weight: 'bold'}),
      indent(refused),
    ]);
  },
};
