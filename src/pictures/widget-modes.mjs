// @ts-check
// widget/options.md#mode-option: `popup` and `inline` on a website, with `buttonText` and
// `primaryColor`.
import {
  box,
  button,
  buttonWidth,
  dot,
  line,
  placeholder,
  text,
  browserWindow,
  pointer,
} from './kit.mjs';
import {columns, fixed, layout, note, stack} from './layout.mjs';

const GAP = 20;

/** Lines of a page's text. @param {number} x @param {number} top @param {number[]} widths
 * @param {import('./kit.mjs').Colour} [fill] */
const pageText = (x, top, widths, fill = 'closed') =>
  widths.map((width, index) => placeholder(x, top + index * 12, width, fill, 6));

/** A line from what an option colours down to its note, `GAP` under the block. @param {number} x @param {number} top @param {number} bottom */
const leader = (x, top, bottom) => [
  line(x, top, x, bottom + GAP - 6, {colour: 'accent'}),
  dot(x, bottom + GAP - 6, 3, 'accent'),
];

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
    /** @param {string} name @param {string} about */
    const heading = (name, about) =>
      stack(
        [note(name, {size: 16, weight: 'bold', colour: 'ink'}), note(about, {lineHeight: 17})],
        4,
      );
    /** @param {string} name @param {string} about */
    const option = (name, about) =>
      stack(
        [note(name, {weight: 'bold', colour: 'ink'}), note(about, {colour: 'ink', lineHeight: 17})],
        4,
      );
    /** popup: the page with the button, and the window it opens over it. */
    const popup = fixed(156, (x, top, width, height) => {
      const half = (width - 24) / 2;
      const frameB = x + half + 24;
      const buttonX = x + (half - buttonWidth(w.button)) / 2;
      const buttonTop = top + 104;
      const windowX = frameB + 10;
      return [
        browserWindow(x, top, half, height),
        pageText(x + 14, top + 32, [110, 140, 120, 90]),
        button(buttonX, buttonTop, w.button, {brand: true}),
        pointer(x + half + 4, buttonTop + 15, frameB - 4, buttonTop + 15),
        browserWindow(frameB, top, half, height),
        box(frameB + 1, top + 19, half - 2, 136, {fill: 'closed', stroke: null, radius: 0}),
        pageText(frameB + 14, top + 32, [110, 140, 120, 90], 'frame'),
        box(windowX, top + 28, half - 20, 120, {fill: 'canvas', stroke: 'frame'}),
        text(windowX + 12, top + 50, w.serviceShort, {size: 13, weight: 'bold'}),
        text(windowX + 12, top + 68, w.dateShort, {size: 13, colour: 'muted'}),
        chips(windowX + 12, top + 80, ['12:00', '13:30', '13:45', '14:00'], '13:45', 2),
        // Where buttonText and primaryColor show: the chosen time is the first of the second row.
        leader(buttonX + 20, buttonTop + 31, top + height),
        leader(windowX + 37, top + 138, top + height),
      ];
    });
    /** inline: the form inside the page. */
    const inline = fixed(220, (x, top, width, height) => {
      const formTop = top + 62;
      return [
        browserWindow(x, top, width, height),
        pageText(x + 14, top + 30, [180, 300, 260]),
        box(x + 14, formTop, width - 28, 104, {fill: 'canvas', stroke: 'frame'}),
        text(x + 28, formTop + 24, w.service, {size: 14, weight: 'bold'}),
        text(x + 28, formTop + 44, w.date, {size: 13, colour: 'muted'}),
        chips(x + 28, formTop + 60, ['12:00', '13:30', '13:45', '14:00', '14:15'], '13:45'),
        pageText(x + 14, formTop + 118, [300, 220]),
        leader(x + 165, formTop + 86, top + height),
      ];
    });
    return layout({title: w.title, showTitle: false, lang: locale, gap: GAP}, [
      heading(w.popup, w.popupNote),
      popup,
      columns(
        [
          option('buttonText', w.buttonTextNote),
          option('primaryColor #2f6fed', w.primaryColorNote),
        ],
        {gap: 24},
      ),
      heading(w.inline, w.inlineNote),
      inline,
      (x, y, width) => option('primaryColor', w.inlineColorNote)(x + 153, y, width - 153),
    ]);
  },
};
