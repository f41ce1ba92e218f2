// @ts-check
// marketplace/geo-location.md#android: Chrome on an Android phone, simplified; callouts 1–3 are the
// article's steps, then where a refusal is undone. Labels are Chrome's and Android's own.
import {box, button, choices, pin, text, textWidth} from './kit.mjs';
import {fixed, indent, layout, note, numbered, stack} from './layout.mjs';

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
    const tileWidth = Math.max(150, Math.round(textWidth(w.location, 13) * 1.2 + 60));
    /** 1. The phone's location, in quick settings. */
    const quickSettings = fixed(60, (x, top, width) => [
      box(x, top, width, 60, {fill: 'card', stroke: 'frame', radius: 12}),
      box(x + 10, top + 8, tileWidth, 44, {fill: 'accent', stroke: null, radius: 22}),
      pin(x + 30, top + 30, 'on-accent'),
      text(x + 46, top + 35, w.location, {size: 13, weight: 'bold', colour: 'on-accent'}),
      box(x + tileWidth + 20, top + 8, width - tileWidth - 30, 44, {
        fill: 'closed',
        stroke: null,
        radius: 22,
      }),
    ]);
    /** 2. «Near me» on slotera.example. */
    const site = fixed(88, (x, top, width) => [
      box(x, top, width, 88, {fill: 'canvas', stroke: 'frame', radius: 12}),
      box(x + 10, top + 10, width - 20, 28, {fill: 'card', stroke: 'frame', radius: 14}),
      text(x + 24, top + 29, w.site, {size: 13}),
      button(x + 10, top + 47, w.nearMe, {primary: true}),
    ]);
    /** 3. Chrome's question. @type {import('./layout.mjs').Block} */
    const question = (x, top, width) => {
      const words = note(w.question, {size: 14, colour: 'ink', lineHeight: 19})(
        x + 20,
        top + 40,
        width - 40,
      );
      const choicesTop = top + 48 + words.height;
      const height = choicesTop - top + 3 * 38 + 6;
      const svg = [
        box(x, top, width, height, {fill: 'card', stroke: 'frame', radius: 16}),
        pin(x + width / 2, top + 22, 'accent'),
        words.svg,
        choices(x + 12, choicesTop, width - 24, [w.allowVisiting, w.allowOnce, w.never], 2),
      ];
      return {svg: svg.flat(2).join(''), height};
    };
    /** If refused earlier: Chrome's site settings for location. */
    const settings = fixed(112, (x, top, width) => [
      box(x, top, width, 112, {fill: 'canvas', stroke: 'frame', radius: 12}),
      text(x + 14, top + 28, w.location, {size: 15, weight: 'bold'}),
      text(x + 14, top + 56, w.blocked, {size: 13, colour: 'muted'}),
      box(x + 8, top + 66, width - 16, 36, {fill: 'accent-soft', stroke: 'accent', radius: 8}),
      pin(x + 26, top + 84, 'ink'),
      text(x + 44, top + 89, w.site, {size: 14}),
    ]);
    return layout({title: w.title, lang: locale}, [
      numbered(1, quickSettings, (height) => height / 2),
      numbered(2, site, () => 60),
      numbered(3, question, (height) => height - 67),
      stack(
        [
          note(w.refused, {size: 14, weight: 'bold'}),
          note(w.menuPath, {weight: 'bold', colour: 'ink'}),
        ],
        0,
      ),
      indent(settings),
    ]);
  },
};
