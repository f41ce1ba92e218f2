// @ts-check
// billing/auto-top-up.md#daily-limit: a wallet's balance over one busy day (threshold 10 €,
// amount 20 €); after the third top-up of the day there is no fourth.
import {cyrillicMargin, dot, line, path, pointer, ring, text, timeScale, WIDTH} from './kit.mjs';
import {fixed, layout, legend} from './layout.mjs';

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
    /** A circle crossed out: no fourth top-up. @param {number} cx @param {number} cy */
    const refused = (cx, cy, r = 11) =>
      ring(cx, cy, r, 'bad', 'canvas') +
      path(
        `M${cx - r + 4} ${cy - r + 4}L${cx + r - 4} ${cy + r - 4}M${cx + r - 4} ${cy - r + 4}L${cx - r + 4} ${cy + r - 4}`,
        {
          colour: 'bad',
          width: 2.5,
        },
      );
    const chart = fixed(24 + CHART_HEIGHT + 29, (left, top) => {
      const chartBottom = top + 24 + CHART_HEIGHT;
      const x = timeScale(0, 24, CHART_LEFT, CHART_RIGHT);
      const y = (/** @type {number} */ euro) => chartBottom - (euro / MAX_EURO) * CHART_HEIGHT;
      const small = (/** @type {import('./kit.mjs').TextOptions} */ options) =>
        /** @type {import('./kit.mjs').TextOptions} */ ({size: 13, colour: 'muted', ...options});
      // The balance: falling with each message, rising by the amount at each top-up.
      const points = BALANCE.map(([hour, euro]) => `${x(hour).toFixed(1)} ${y(euro).toFixed(1)}`);
      return [
        text(left, top + 12, w.balance, small({weight: 'bold'})),
        [0, 20, 30].map((euro) =>
          line(CHART_LEFT, y(euro), CHART_RIGHT, y(euro), {colour: 'frame', width: 1}),
        ),
        [0, 10, 20, 30].map((euro) =>
          text(CHART_LEFT - 8, y(euro) + 5, w[`e${euro}`], small({anchor: 'end'})),
        ),
        [0, 6, 12, 18, 24].map((hour) => [
          line(x(hour), chartBottom, x(hour), chartBottom + 5, {colour: 'muted', width: 1}),
          text(
            x(hour),
            chartBottom + 21,
            `${hour}:00`,
            small({anchor: hour === 24 ? 'end' : 'middle'}),
          ),
        ]),
        // The threshold.
        line(CHART_LEFT, y(10), CHART_RIGHT, y(10), {colour: 'warn', width: 2, dashed: true}),
        text(x(0.3), y(10) + 19, w.threshold, {size: 13, colour: 'warn', weight: 'bold'}),
        path(`M${points.join('L')}`, {colour: 'ink', width: 2.5}),
        TOP_UPS.map((hour) => [
          pointer(x(hour), y(9.94) - 2, x(hour), y(29.94) + 4),
          dot(x(hour), y(9.94), 4, 'ok'),
          text(
            x(hour),
            y(29.94) - 10,
            w.plus,
            small({colour: 'accent', weight: 'bold', anchor: 'middle'}),
          ),
        ]),
        refused(x(REFUSED), y(9.94)),
        // The top-ups counted, the fourth refused.
        [...TOP_UPS, REFUSED].map((hour, index) =>
          text(x(hour), y(9.94) + 30, String(index + 1), {
            size: 13,
            colour: hour === REFUSED ? 'bad' : 'ok',
            weight: 'bold',
            anchor: 'middle',
          }),
        ),
      ];
    });
    // The three points of the picture, each with its mark.
    return layout({title: w.title, subtitle: w.subtitle, lang: locale}, [
      chart,
      legend(
        [
          {
            mark: (x, cy) => line(x, cy, x + 28, cy, {colour: 'warn', width: 2, dashed: true}),
            words: w.thresholdNote,
          },
          {
            mark: (x, cy) => pointer(x + 14, cy + 11, x + 14, cy - 7),
            words: w.amountNote,
          },
          {mark: (x, cy) => refused(x + 14, cy, 9), words: w.limitNote},
        ],
        {narrower: cyrillicMargin(locale)},
      ),
    ]);
  },
};
