// @ts-check
// widget/options.md#mode-option: `popup` and `inline` on a website, with `buttonText` and
// `primaryColor`.
import {
  box,
  button,
  dot,
  line,
  lineCount,
  picture,
  text,
  textWidth,
  LEFT,
  RIGHT,
  browserWindow,
} from './kit.mjs';

/** @param {number} x @param {number} top @param {number[]} widths
 * @param {import('./kit.mjs').Colour} [fill] */
function pageText(x, top, widths, fill = 'closed') {
  return widths.map((width, index) =>
    box(x, top + index * 12, width, 6, {fill, stroke: null, radius: 3}),
  );
}

/** `chosen` in the widget's colour. @param {number} x @param {number} top @param {string[]} times
 * @param {string} chosen */
function chips(x, top, times, chosen, perRow = times.length) {
  return times.map((time, index) => {
    const left = x + (index % perRow) * 56;
    const chipTop = top + Math.floor(index / perRow) * 32;
    const isChosen = time === chosen;
    return [
      box(left, chipTop, 50, 26, {
        fill: isChosen ? 'brand' : 'canvas',
        stroke: isChosen ? null : 'frame',
        radius: 5,
      }),
      text(left + 25, chipTop + 18, time, {
        size: 13,
        weight: 'bold',
        anchor: 'middle',
        colour: isChosen ? 'on-brand' : 'ink',
      }),
    ];
  });
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Вид на уиджета: прозорец или форма в страницата',
      popup: 'popup — по подразбиране',
      popupNote: 'Бутон, който отваря уиджета в прозорец над страницата',
      button: 'Запази час',
      buttonTextNote: 'надписът на бутона, тук „Запази час“',
      primaryColorNote: 'цветът на бутона и на избрания час',
      inline: 'inline',
      inlineNote: 'Формата за резервация е направо в страницата',
      service: 'Маникюр · Мария',
      date: 'Вторник, 4 ноември',
      serviceShort: 'Маникюр',
      dateShort: '4 ноември',
      inlineColorNote: 'избраният час',
    },
    en: {
      title: 'Widget mode: window or form in the page',
      popup: 'popup — the default',
      popupNote: 'A button that opens the widget in a window over the page',
      button: 'Book now',
      buttonTextNote: 'the text of the button, here “Book now”',
      primaryColorNote: 'the colour of the button and of the chosen time',
      inline: 'inline',
      inlineNote: 'The booking form is right in the page',
      service: 'Manicure · Maria',
      date: 'Tuesday, 4 November',
      serviceShort: 'Manicure',
      dateShort: '4 November',
      inlineColorNote: 'the chosen time',
    },
  },
  draw(w, locale) {
    const half = (RIGHT - LEFT - 24) / 2;
    const frameB = LEFT + half + 24;

    // popup: the page with the button, and the window it opens.
    const noteLines = Math.ceil(textWidth(w.popupNote, 13) / (RIGHT - LEFT));
    const popupTop = 47 + noteLines * 17 + 10;
    const buttonWidth = Math.round(textWidth(w.button, 14) * 1.3 + 26);
    const buttonX = LEFT + (half - buttonWidth) / 2;
    const buttonTop = popupTop + 104;
    const windowX = frameB + 10;
    const windowWidth = half - 20;
    // The chosen time is the first chip of the second row.
    const chosenX = windowX + 12 + 25;
    const chosenBottom = popupTop + 80 + 32 + 26;
    const popup = [
      text(LEFT, 26, w.popup, {size: 16, weight: 'bold'}),
      text(LEFT, 47, w.popupNote, {
        size: 13,
        colour: 'muted',
        maxWidth: RIGHT - LEFT,
        lineHeight: 17,
      }),
      browserWindow(LEFT, popupTop, half, 156),
      pageText(LEFT + 14, popupTop + 32, [110, 140, 120, 90]),
      button(buttonX, buttonTop, w.button, {brand: true, width: buttonWidth}),
      line(LEFT + half + 4, buttonTop + 15, frameB - 4, buttonTop + 15, {
        colour: 'accent',
        width: 2,
        arrow: true,
      }),
      browserWindow(frameB, popupTop, half, 156),
      box(frameB + 1, popupTop + 19, half - 2, 136, {fill: 'closed', stroke: null, radius: 0}),
      pageText(frameB + 14, popupTop + 32, [110, 140, 120, 90], 'frame'),
      box(windowX, popupTop + 28, windowWidth, 120, {fill: 'canvas', stroke: 'frame'}),
      text(windowX + 12, popupTop + 50, w.serviceShort, {size: 13, weight: 'bold'}),
      text(windowX + 12, popupTop + 68, w.dateShort, {size: 13, colour: 'muted'}),
      chips(windowX + 12, popupTop + 80, ['12:00', '13:30', '13:45', '14:00'], '13:45', 2),
    ];

    // Where buttonText and primaryColor show: a note under each frame.
    const notesTop = popupTop + 176;
    /** @type {import('./kit.mjs').TextOptions} */
    const noteOptions = {size: 13, maxWidth: half, lineHeight: 17};
    const noteHeight = Math.max(
      17 + lineCount(w.buttonTextNote, noteOptions) * 17,
      17 + lineCount(w.primaryColorNote, noteOptions) * 17,
    );
    const notes = [
      line(buttonX + 20, buttonTop + 31, buttonX + 20, notesTop - 6, {colour: 'accent'}),
      dot(buttonX + 20, notesTop - 6, 3, 'accent'),
      text(LEFT, notesTop + 12, 'buttonText', {size: 13, weight: 'bold'}),
      text(LEFT, notesTop + 29, w.buttonTextNote, noteOptions),
      line(chosenX, chosenBottom, chosenX, notesTop - 6, {colour: 'accent'}),
      dot(chosenX, notesTop - 6, 3, 'accent'),
      text(frameB, notesTop + 12, 'primaryColor #2f6fed', {size: 13, weight: 'bold'}),
      text(frameB, notesTop + 29, w.primaryColorNote, noteOptions),
    ];

    // inline: the form inside the page.
    const inlineHeadingTop = notesTop + noteHeight + 30;
    const inlineTop = inlineHeadingTop + 36;
    const formTop = inlineTop + 62;
    const inlineChosenX = LEFT + 28 + 2 * 56 + 25;
    const inline = [
      text(LEFT, inlineHeadingTop, w.inline, {size: 16, weight: 'bold'}),
      text(LEFT, inlineHeadingTop + 21, w.inlineNote, {size: 13, colour: 'muted'}),
      browserWindow(LEFT, inlineTop, RIGHT - LEFT, 220),
      pageText(LEFT + 14, inlineTop + 30, [180, 300, 260]),
      box(LEFT + 14, formTop, RIGHT - LEFT - 28, 104, {fill: 'canvas', stroke: 'frame'}),
      text(LEFT + 28, formTop + 24, w.service, {size: 14, weight: 'bold'}),
      text(LEFT + 28, formTop + 44, w.date, {size: 13, colour: 'muted'}),
      chips(LEFT + 28, formTop + 60, ['12:00', '13:30', '13:45', '14:00', '14:15'], '13:45'),
      pageText(LEFT + 14, formTop + 118, [300, 220]),
      line(inlineChosenX, formTop + 86, inlineChosenX, inlineTop + 236, {colour: 'accent'}),
      dot(inlineChosenX, inlineTop + 236, 3, 'accent'),
      text(inlineChosenX - 12, inlineTop + 254, 'primaryColor', {size: 13, weight: 'bold'}),
      text(inlineChosenX - 12, inlineTop + 271, w.inlineColorNote, {size: 13}),
    ];

    return picture({height: inlineTop + 282, title: w.title, lang: locale}, popup, notes, inline);
  },
};
