// @ts-check
// dashboard.md#figures: the dashboard on a phone, numbered as the article's legend.
import {box, button, callout, dot, el, select, text} from './kit.mjs';
import {card, fixed, layout, note, numbered, rows, stack} from './layout.mjs';

/**
 * A figure (`name`, `nameValue`, `nameUnder` of the words), with its change from the same day last
 * week; `marked`: callout 6 beside the change.
 * @param {Record<string, string>} w @param {string} name @param {'up' | 'down'} direction
 */
function figure(w, name, direction, marked = false) {
  return fixed(86, (x, top, width) => {
    const colour = direction === 'up' ? 'ok' : 'bad';
    const left = x + 14;
    const cx = x + Math.round(width * 0.57);
    const cy = top + 17;
    const d =
      direction === 'up'
        ? `M${cx} ${cy - 6}L${cx + 6} ${cy + 5}L${cx - 6} ${cy + 5}Z`
        : `M${cx} ${cy + 6}L${cx + 6} ${cy - 5}L${cx - 6} ${cy - 5}Z`;
    return [
      box(x, top, width, 86, {fill: 'card', stroke: 'frame'}),
      text(left, top + 22, w[name], {size: 14, weight: 'bold', colour: 'muted'}),
      text(left, top + 52, w[`${name}Value`], {size: 24, weight: 'bold'}),
      text(left, top + 74, w[`${name}Under`], {size: 13, colour: 'muted'}),
      el('path', {d, class: `f-${colour}`}),
      text(cx + 12, top + 22, w[`${name}Change`], {size: 13, weight: 'bold', colour}),
      marked && callout(6, cx - 22, top + 17),
    ];
  });
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Показателите на таблото',
      heading: 'Табло',
      locations: 'Всички локации',
      alert: 'Празен портфейл',
      alertText:
        'Наличността е под 0,06 € (0,12 лв.), цената на един SMS сегмент: SMS и Viber са спрени, имейлите продължават.',
      topUp: 'Зареди портфейла',
      bookings: 'Резервации днес',
      bookingsValue: '18',
      bookingsUnder: 'Потвърдена 11 · Пристигнал 6 · Неявил се 1',
      bookingsChange: '3',
      revenue: 'Приходи днес',
      revenueValue: '250 € (488,96 лв.)',
      revenueUnder: 'Очаквани: 320 € (625,87 лв.)',
      revenueChange: '40 € (78,23 лв.)',
      occupancy: 'Заетост',
      occupancyValue: '70 %',
      occupancyUnder: 'от работното време на служителите',
      occupancyChange: '5 %',
      next: 'Следващи часове',
      next1: '12:00 · Георги Димитров · Подстригване',
      next2: '12:30 · Ана Иванова · Педикюр',
      next3: '13:15 · Виктория Колева · Маникюр',
    },
    en: {
      title: 'Dashboard figures',
      heading: 'Dashboard',
      locations: 'All locations',
      alert: 'Empty wallet',
      alertText:
        'The balance is below €0.06 (BGN 0.12), the price of one SMS segment: SMS and Viber have stopped, e-mails continue.',
      topUp: 'Top up wallet',
      bookings: "Today's bookings",
      bookingsValue: '18',
      bookingsUnder: 'Confirmed 11 · Arrived 6 · No-show 1',
      bookingsChange: '3',
      revenue: "Today's revenue",
      revenueValue: '€250 (BGN 488.96)',
      revenueUnder: 'Expected: €320 (BGN 625.87)',
      revenueChange: '€40 (BGN 78.23)',
      occupancy: 'Occupancy',
      occupancyValue: '70%',
      occupancyUnder: 'of the employees’ working time',
      occupancyChange: '5%',
      next: 'Next appointments',
      next1: '12:00 · Georgi Dimitrov · Haircut',
      next2: '12:30 · Ana Ivanova · Pedicure',
      next3: '13:15 · Viktoria Koleva · Manicure',
    },
  },
  draw(w, locale) {
    /** 2: the alert's heading, after its mark. @type {import('./layout.mjs').Block} */
    const alertHeading = fixed(18, (x, y) => [
      dot(x + 9, y + 9, 9, 'bad'),
      text(x + 9, y + 14, '!', {size: 14, weight: 'bold', anchor: 'middle', colour: 'on-accent'}),
      text(x + 26, y + 14, w.alert, {size: 15, weight: 'bold', colour: 'bad'}),
    ]);
    const alert = card(
      null,
      [
        alertHeading,
        note(w.alertText, {colour: 'ink', lineHeight: 18}),
        fixed(31, (x, y) => button(x, y, w.topUp, {primary: true})),
      ],
      {tone: 'bad'},
    );
    return layout({title: w.title, showTitle: false, lang: locale, gap: 12}, [
      note(w.heading, {size: 20, weight: 'bold', colour: 'ink'}),
      numbered(
        1,
        fixed(34, (x, y) => select(x, y, w.locations)),
        () => 17,
      ),
      numbered(2, alert, (height) => height - 29),
      numbered(3, figure(w, 'bookings', 'up'), () => 43),
      numbered(4, figure(w, 'revenue', 'up'), () => 43),
      numbered(5, figure(w, 'occupancy', 'down', true), () => 43),
      numbered(
        7,
        stack(
          [
            note(w.next, {size: 15, weight: 'bold', colour: 'ink'}),
            rows([{label: w.next1}, {label: w.next2}, {label: w.next3}]),
          ],
          2,
        ),
        () => 10,
      ),
    ]);
  },
};
