// @ts-check
// marketplace/geo-location.md#chrome-desktop: Chrome on a computer, simplified. Top: its question
// (callouts as the article's first list); bottom: a blocked site's information (its second list).
import {
  box,
  callout,
  choice,
  dot,
  el,
  line,
  path,
  picture,
  pin,
  switchOn,
  text,
  LEFT,
  RIGHT,
  textWidth,
} from './kit.mjs';

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

/** Returns the parts and the bar's y. @param {number} top @param {number} height
 * @param {string} site */
function browser(top, height, site) {
  const barY = top + 30;
  return {
    barY,
    svg: [
      box(LEFT, top, RIGHT - LEFT, height, {fill: 'canvas', stroke: 'frame', radius: 8}),
      el('path', {
        d: `M${LEFT} ${top + 22} V${top + 8} Q${LEFT} ${top} ${LEFT + 8} ${top} H${RIGHT - 8} Q${RIGHT} ${top} ${RIGHT} ${top + 8} V${top + 22} Z`,
        class: 'f-closed s-none',
      }),
      box(LEFT + 12, top + 5, 150, 17, {fill: 'canvas', stroke: null, radius: 5}),
      reloadIcon(LEFT + 20, barY + 14),
      box(LEFT + 40, barY, RIGHT - LEFT - 52, 28, {fill: 'card', stroke: 'frame', radius: 14}),
      tuneIcon(LEFT + 60, barY + 14),
      text(LEFT + 78, barY + 19, site, {size: 14}),
    ],
  };
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
    // The question: a bubble under the address bar, «Близо до мен» on the page below it.
    const firstTop = 62;
    const bubbleX = LEFT + 26;
    const bubbleWidth = 312;
    const bubbleTop = firstTop + 68;
    const choiceWidth = bubbleWidth - 20;
    const bubbleHeight = 70 + 3 * 38;
    const nearMeY = bubbleTop + bubbleHeight + 16;
    const nearMeWidth = Math.round(textWidth(w.nearMe, 14) * 1.08 + 32);
    const firstHeight = nearMeY + 31 + 16 - firstTop;
    const first = browser(firstTop, firstHeight, w.site);

    // The site information of a blocked site.
    const secondHeading = firstTop + firstHeight + 34;
    const secondTop = secondHeading + 14;
    const panelTop = secondTop + 66;
    const panelHeight = 92;
    const secondHeight = panelTop + panelHeight + 18 - secondTop;
    const second = browser(secondTop, secondHeight, w.site);
    const iconX = LEFT + 60;

    return picture(
      {height: secondTop + secondHeight + 8, title: w.title, lang: locale, heading: true},
      text(LEFT, firstTop - 10, w.asks, {size: 14, weight: 'bold', colour: 'muted'}),
      first.svg,
      // Page content behind the bubble.
      box(LEFT + 12, first.barY + 40, RIGHT - LEFT - 24, 10, {
        fill: 'closed',
        stroke: null,
        radius: 5,
      }),
      box(bubbleX, bubbleTop, bubbleWidth, bubbleHeight, {
        fill: 'card',
        stroke: 'frame',
        radius: 8,
      }),
      text(bubbleX + 14, bubbleTop + 24, w.site, {size: 14, weight: 'bold'}),
      pin(bubbleX + 22, bubbleTop + 47),
      text(bubbleX + 38, bubbleTop + 52, w.know, {size: 13}),
      choice(bubbleX + 10, bubbleTop + 68, choiceWidth, w.allowVisiting, true),
      choice(bubbleX + 10, bubbleTop + 106, choiceWidth, w.allowOnce, true),
      choice(bubbleX + 10, bubbleTop + 144, choiceWidth, w.never, false),
      callout(2, bubbleX + bubbleWidth + 13, bubbleTop + 102),
      path(`M${LEFT + 53} ${bubbleTop} L${LEFT + 60} ${bubbleTop - 8} L${LEFT + 67} ${bubbleTop}`, {
        colour: 'frame',
      }),
      box(bubbleX, nearMeY, nearMeWidth, 31, {fill: 'accent', stroke: null, radius: 15.5}),
      text(bubbleX + nearMeWidth / 2, nearMeY + 20.5, w.nearMe, {
        size: 14,
        weight: 'bold',
        anchor: 'middle',
        colour: 'on-accent',
      }),
      callout(1, bubbleX + nearMeWidth + 22, nearMeY + 15.5),

      text(LEFT, secondHeading, w.refused, {size: 14, weight: 'bold', colour: 'muted'}),
      second.svg,
      // 1: the icon left of the address, ringed.
      el('circle', {
        cx: iconX,
        cy: second.barY + 14,
        r: 12,
        fill: 'none',
        class: 's-accent',
        'stroke-width': 2,
      }),
      callout(1, iconX + 30, second.barY - 14),
      // The site information under it.
      box(LEFT + 40, panelTop, 250, panelHeight, {fill: 'card', stroke: 'frame', radius: 8}),
      path(`M${iconX - 7} ${panelTop} L${iconX} ${panelTop - 8} L${iconX + 7} ${panelTop}`, {
        colour: 'frame',
      }),
      text(LEFT + 54, panelTop + 26, w.site, {size: 14, weight: 'bold'}),
      line(LEFT + 40, panelTop + 40, LEFT + 290, panelTop + 40, {colour: 'frame', width: 1}),
      pin(LEFT + 62, panelTop + 65),
      text(LEFT + 78, panelTop + 70, w.location, {size: 14}),
      switchOn(LEFT + 240, panelTop + 56, 36, 20, 'accent'),
      callout(2, LEFT + 314, panelTop + 66),
      // 3: reload.
      callout(3, LEFT + 20, second.barY + 46),
    );
  },
};
