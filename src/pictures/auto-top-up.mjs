// @ts-check
// billing/auto-top-up.md#daily-limit: a wallet's balance over one busy day (threshold 10 €,
// amount 20 €); after the third top-up of the day there is no fourth.
import {
  cyrillicMargin,
  dot,
  el,
  line,
  lineCount,
  path,
  picture,
  text,
  WIDTH,
  LEFT,
} from './kit.mjs';

const CHART_LEFT = 58;
const CHART_RIGHT = WIDTH - 20;
const MAX_EURO = 35;
const CHART_HEIGHT = 190;

/** The balance through the day: [hour, euro]; a top-up is two points at the same hour. */
const BALANCE = [
  [0, 16],
  [6, 16],
  [8, 9.94],
  [8, 29.94],
  [10, 26],
  [12.5, 9.94],
  [12.5, 29.94],
  [14.5, 27],
  [17, 9.94],
  [17, 29.94],
  [19, 26],
  [21, 9.94],
  [22, 5.5],
  [24, 4.5],
];
const TOP_UPS = [8, 12.5, 17];
const REFUSED = 21;

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Един ден с автоматично зареждане',
      subtitle:
        'Праг 10 € (19,56 лв.),\nсума на зареждане 20 € (39,12 лв.),\nнатоварен ден с много напомняния',
      balance: 'Наличност',
      e0: '0 €',
      e10: '10 €',
      e20: '20 €',
      e30: '30 €',
      threshold: 'праг 10 €',
      plus: '+20 €',
      thresholdNote: 'Прагът решава кога: зарежда се, щом наличността падне под 10 € (19,56 лв.).',
      amountNote:
        'Сумата решава колко: 20 € (39,12 лв.) се добавят към остатъка, например 9,94 € (19,44 лв.) + 20 € (39,12 лв.) = 29,94 € (58,56 лв.).',
      limitNote:
        'Най-много 3 автоматични зареждания на ден: четвърто няма, собственикът получава имейл, а следващото зареждане е чак утре.',
    },
    en: {
      title: 'One day with auto top-up',
      subtitle:
        'Threshold €10 (BGN 19.56),\ntop-up amount €20 (BGN 39.12),\na busy day with many reminders',
      balance: 'Balance',
      e0: '€0',
      e10: '€10',
      e20: '€20',
      e30: '€30',
      threshold: 'threshold €10',
      plus: '+€20',
      thresholdNote:
        'The threshold decides when: a top-up follows as soon as the balance falls below €10 (BGN 19.56).',
      amountNote:
        'The amount decides how much: €20 (BGN 39.12) is added to what is left, for example €9.94 (BGN 19.44) + €20 (BGN 39.12) = €29.94 (BGN 58.56).',
      limitNote:
        'At most 3 auto top-ups a day: there is no fourth, the owner gets an e-mail, and the next top-up can happen only tomorrow.',
    },
  },
  draw(w, locale) {
    const parts = [];
    const wrapWidth = WIDTH - LEFT - 40 - cyrillicMargin(locale);
    const subtitleOptions = {
      size: 13,
      colour: /** @type {const} */ ('muted'),
      maxWidth: WIDTH - 2 * LEFT - cyrillicMargin(locale),
      lineHeight: 17,
    };
    parts.push(text(LEFT, 48, w.subtitle, subtitleOptions));
    const chartTop = 48 + (lineCount(w.subtitle, subtitleOptions) - 1) * 17 + 40;
    const chartBottom = chartTop + CHART_HEIGHT;
    const x = (/** @type {number} */ hour) => CHART_LEFT + (hour / 24) * (CHART_RIGHT - CHART_LEFT);
    const y = (/** @type {number} */ euro) => chartBottom - (euro / MAX_EURO) * CHART_HEIGHT;

    // Axes and grid.
    parts.push(text(LEFT, chartTop - 12, w.balance, {size: 13, colour: 'muted', weight: 'bold'}));
    for (const [euro, key] of /** @type {const} */ ([
      [0, 'e0'],
      [10, 'e10'],
      [20, 'e20'],
      [30, 'e30'],
    ])) {
      if (euro !== 10)
        parts.push(line(CHART_LEFT, y(euro), CHART_RIGHT, y(euro), {colour: 'frame', width: 1}));
      parts.push(
        text(CHART_LEFT - 8, y(euro) + 5, w[key], {size: 13, colour: 'muted', anchor: 'end'}),
      );
    }
    for (const hour of [0, 6, 12, 18, 24]) {
      parts.push(line(x(hour), chartBottom, x(hour), chartBottom + 5, {colour: 'muted', width: 1}));
      parts.push(
        text(x(hour), chartBottom + 21, `${hour}:00`, {
          size: 13,
          colour: 'muted',
          anchor: hour === 24 ? 'end' : 'middle',
        }),
      );
    }

    // The threshold.
    parts.push(
      line(CHART_LEFT, y(10), CHART_RIGHT, y(10), {colour: 'warn', width: 2, dashed: true}),
    );
    parts.push(text(x(0.3), y(10) + 19, w.threshold, {size: 13, colour: 'warn', weight: 'bold'}));

    // The balance: falling with each message, rising by the amount at each top-up.
    const points = BALANCE.map(([hour, euro]) => `${x(hour).toFixed(1)} ${y(euro).toFixed(1)}`);
    parts.push(path(`M${points.join('L')}`, {colour: 'ink', width: 2.5}));
    for (const hour of TOP_UPS) {
      parts.push(
        line(x(hour), y(9.94) - 2, x(hour), y(29.94) + 4, {
          colour: 'accent',
          width: 2,
          arrow: true,
        }),
      );
      parts.push(dot(x(hour), y(9.94), 4, 'ok'));
      parts.push(
        text(x(hour), y(29.94) - 10, w.plus, {
          size: 13,
          colour: 'accent',
          weight: 'bold',
          anchor: 'middle',
        }),
      );
    }
    // No fourth top-up.
    const cross = `M${x(REFUSED) - 7} ${y(9.94) - 7}l14 14M${x(REFUSED) + 7} ${y(9.94) - 7}l-14 14`;
    parts.push(
      el('circle', {
        cx: x(REFUSED),
        cy: y(9.94),
        r: 11,
        class: 'f-canvas s-bad',
        'stroke-width': 2,
      }),
    );
    parts.push(path(cross, {colour: 'bad', width: 2.5}));
    parts.push(
      text(x(REFUSED), y(9.94) + 30, '4', {
        size: 13,
        colour: 'bad',
        weight: 'bold',
        anchor: 'middle',
      }),
    );
    TOP_UPS.forEach((hour, index) =>
      parts.push(
        text(x(hour), y(9.94) + 30, String(index + 1), {
          size: 13,
          colour: 'ok',
          weight: 'bold',
          anchor: 'middle',
        }),
      ),
    );

    // The three points of the picture, each with its mark.
    let top = chartBottom + 58;
    const note = (/** @type {string} */ content, /** @type {string[]} */ mark) => {
      const options = {size: 13, maxWidth: wrapWidth, lineHeight: 18};
      parts.push(mark);
      parts.push(text(LEFT + 40, top, content, options));
      top += lineCount(content, options) * 18 + 10;
    };
    note(w.thresholdNote, [
      line(LEFT, top - 5, LEFT + 28, top - 5, {colour: 'warn', width: 2, dashed: true}),
    ]);
    note(w.amountNote, [
      line(LEFT + 14, top + 6, LEFT + 14, top - 12, {colour: 'accent', width: 2, arrow: true}),
    ]);
    note(w.limitNote, [
      el('circle', {cx: LEFT + 14, cy: top - 5, r: 9, class: 'f-canvas s-bad', 'stroke-width': 2}),
      path(`M${LEFT + 9} ${top - 10}l10 10M${LEFT + 19} ${top - 10}l-10 10`, {
        colour: 'bad',
        width: 2,
      }),
    ]);

    return picture({height: top + 2, title: w.title, lang: locale, heading: true}, parts);
  },
};
