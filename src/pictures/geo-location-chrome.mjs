// @ts-check
// marketplace/geo-location.md#chrome-desktop: Chrome on a computer, simplified. Top: its question
// (callouts as the article's first list); bottom: a blocked site's information (its second list).
import {
  box,
  button,
  buttonWidth,
  callout,
  choices,
  dot,
  el,
  line,
  path,
  pin,
  ring,
  switchOn,
  text,
} from './kit.mjs';
import {fixed, layout, note} from './layout.mjs';

function tuneIcon(/** @type {number} */ cx, /** @type {number} */ cy) {
  return [
    line(cx - 7, cy - 3.5, cx + 7, cy - 3.5, {colour: 'ink', width: 1.5}),
    line(cx - 7, cy + 3.5, cx + 7, cy + 3.5, {colour: 'ink', width: 1.5}),
    dot(cx - 2.5, cy - 3.5, 2.6, 'ink'),
    dot(cx + 3, cy + 3.5, 2.6, 'ink'),
  ];
}

function reloadIcon(/** @type {number} */ cx, /** @type {number} */ cy) {
  return [
    path(`M${cx + 6.1} ${cy - 3.5} A7 7 0 1 1 ${cx + 0.5} ${cy - 7}`, {colour: 'ink', width: 1.8}),
    el('path', {
      d: `M${cx} ${cy - 10.5} L${cx + 5} ${cy - 7} L${cx} ${cy - 3.5} Z`,
      class: 'f-ink s-none',
    }),
  ];
}

/** The window, its tab and its address bar, at x (LEFT) and top. @param {number} x @param {number} top
 * @param {number} width @param {number} height @param {string} site */
function browser(x, top, width, height, site) {
  const barY = top + 30;
  const right = x + width;
  return [
    box(x, top, width, height, {fill: 'canvas', stroke: 'frame', radius: 8}),
    el('path', {
      d: `M${x} ${top + 22} V${top + 8} Q${x} ${top} ${x + 8} ${top} H${right - 8} Q${right} ${top} ${right} ${top + 8} V${top + 22} Z`,
      class: 'f-closed s-none',
    }),
    box(x + 12, top + 5, 150, 17, {fill: 'canvas', stroke: null, radius: 5}),
    reloadIcon(x + 20, barY + 14),
    box(x + 40, barY, width - 52, 28, {fill: 'card', stroke: 'frame', radius: 14}),
    tuneIcon(x + 60, barY + 14),
    text(x + 78, barY + 19, site, {size: 14}),
  ];
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Chrome на компютър',
      asks: 'Когато Chrome попита',
      site: 'slotera.example',
      know: 'Достъп до местоположението ви',
      allowVisiting: 'Разрешаване при посещение на сайта',
      allowOnce: 'Разрешаване този път',
      never: 'Никога да не се разрешава',
      nearMe: 'Близо до мен',
      refused: 'Ако по-рано сте отказали',
      location: 'Местоположение',
    },
    en: {
      title: 'Chrome on a computer',
      asks: 'When Chrome asks',
      site: 'slotera.example',
      know: 'Know your location',
      allowVisiting: 'Allow while visiting the site',
      allowOnce: 'Allow this time',
      never: 'Never allow',
      nearMe: 'Near me',
      refused: 'If you blocked it earlier',
      location: 'Location',
    },
  },
  draw(w, locale) {
    /** The question: a bubble under the address bar, «Близо до мен» on the page below it. */
    const asks = fixed(68 + 70 + 3 * 38 + 16 + 47, (x, top, width, height) => {
      const bubbleX = x + 26;
      const bubbleTop = top + 68;
      const nearMeY = top + height - 47;
      return [
        browser(x, top, width, height, w.site),
        // Page content behind the bubble.
        box(x + 12, top + 70, width - 24, 10, {fill: 'closed', stroke: null, radius: 5}),
        box(bubbleX, bubbleTop, 312, 70 + 3 * 38, {fill: 'card', stroke: 'frame', radius: 8}),
        text(bubbleX + 14, bubbleTop + 24, w.site, {size: 14, weight: 'bold'}),
        pin(bubbleX + 22, bubbleTop + 47),
        text(bubbleX + 38, bubbleTop + 52, w.know, {size: 13}),
        choices(bubbleX + 10, bubbleTop + 68, 292, [w.allowVisiting, w.allowOnce, w.never], 2),
        callout(2, bubbleX + 325, bubbleTop + 102),
        path(`M${x + 53} ${bubbleTop} L${x + 60} ${bubbleTop - 8} L${x + 67} ${bubbleTop}`, {
          colour: 'frame',
        }),
        button(bubbleX, nearMeY, w.nearMe, {primary: true}),
        callout(1, bubbleX + buttonWidth(w.nearMe) + 22, nearMeY + 15.5),
      ];
    });
    /** The site information of a blocked site. */
    const blocked = fixed(176, (x, top, width) => {
      const barY = top + 30;
      const panelTop = top + 66;
      const iconX = x + 60;
      return [
        browser(x, top, width, 176, w.site),
        // 1: the icon left of the address, ringed.
        ring(iconX, barY + 14, 12),
        callout(1, iconX + 30, barY - 14),
        // The site information under it.
        box(x + 40, panelTop, 250, 92, {fill: 'card', stroke: 'frame', radius: 8}),
        path(`M${iconX - 7} ${panelTop} L${iconX} ${panelTop - 8} L${iconX + 7} ${panelTop}`, {
          colour: 'frame',
        }),
        text(x + 54, panelTop + 26, w.site, {size: 14, weight: 'bold'}),
        line(x + 40, panelTop + 40, x + 290, panelTop + 40, {colour: 'frame', width: 1}),
        pin(x + 62, panelTop + 65),
        text(x + 78, panelTop + 70, w.location, {size: 14}),
        switchOn(x + 240, panelTop + 56, 36, 20, 'accent'),
        callout(2, x + 314, panelTop + 66),
        // 3: reload.
        callout(3, x + 20, barY + 46),
      ];
    });
    const heading = (/** @type {string} */ content) => note(content, {size: 14, weight: 'bold'});
    return layout({title: w.title, lang: locale, gap: 10}, [
      heading(w.asks),
      asks,
      heading(w.refused),
      blocked,
    ]);
  },
};
