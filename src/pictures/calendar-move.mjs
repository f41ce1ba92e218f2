// @ts-check
// calendar.md#move-with-keyboard: a booking's details and the Move window, as the four steps.
import {
  box,
  button,
  buttonWidth,
  callout,
  field,
  GUTTERED,
  line,
  path,
  picture,
  text,
  textWidth,
  tick,
} from './kit.mjs';

const {gutter: GUTTER, left: LEFT, right: RIGHT, inner: INNER} = GUTTERED;

function tickBox(/** @type {number} */ x, /** @type {number} */ top, /** @type {string} */ label) {
  return [
    box(x, top, 20, 20, {fill: 'accent', stroke: null, radius: 4}),
    tick(x + 5, top + 10, 'on-accent', 0.9),
    text(x + 30, top + 15, label, {size: 14}),
  ];
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Преместване на резервация с бутона „Премести“',
      client: 'Елена Петрова',
      service: 'Маникюр · Мария',
      when: 'Вторник, 4 ноември 2025 г. · 9:30–10:30',
      status: 'Потвърдена',
      move: 'Премести',
      edit: 'Промени',
      cancel: 'Отмени',
      dialog: 'Преместване на резервацията',
      booking: 'Елена Петрова · Маникюр',
      date: 'Дата',
      dateValue: 'Сряда, 5 ноември 2025 г.',
      start: 'Начален час',
      employee: 'Служител',
      employeeValue: 'Мария',
      notify: 'Уведоми клиента',
      save: 'Запази',
    },
    en: {
      title: 'Moving a booking with the Move button',
      client: 'Elena Petrova',
      service: 'Manicure · Maria',
      when: 'Tuesday, 4 November 2025 · 9:30–10:30',
      status: 'Confirmed',
      move: 'Move',
      edit: 'Edit',
      cancel: 'Cancel',
      dialog: 'Move booking',
      booking: 'Elena Petrova · Manicure',
      date: 'Date',
      dateValue: 'Wednesday, 5 November 2025',
      start: 'Start time',
      employee: 'Employee',
      employeeValue: 'Maria',
      notify: 'Notify the client',
      save: 'Save',
    },
  },
  draw(w, locale) {
    // 1–2: the booking's details, with its buttons.
    const statusWidth = Math.round(textWidth(w.status, 13) * 1.3 + 20);
    const buttonRow = 128;
    const labels = [w.move, w.edit, w.cancel];
    const widths = labels.map((label) => buttonWidth(label));
    const moveWidth = widths[0];
    const details = [
      box(LEFT, 12, RIGHT - LEFT, 166, {fill: 'card', stroke: 'frame'}),
      text(INNER, 40, w.client, {size: 16, weight: 'bold'}),
      text(INNER, 62, w.service, {size: 14}),
      text(INNER, 82, w.when, {size: 13, colour: 'muted'}),
      box(INNER, 94, statusWidth, 24, {fill: 'ok-soft', stroke: 'ok', radius: 12}),
      text(INNER + statusWidth / 2, 111, w.status, {
        size: 13,
        weight: 'bold',
        anchor: 'middle',
        colour: 'ok',
      }),
      labels.map((label, index) => {
        const x = INNER + widths.slice(0, index).reduce((sum, width) => sum + width + 8, 0);
        return button(x, buttonRow, label, {primary: index === 0});
      }),
    ];

    // 3–4: the window the Move button opens.
    const top = 206;
    const half = (RIGHT - INNER - 14 - 12) / 2;
    const dialog = [
      box(LEFT, top, RIGHT - LEFT, 292, {fill: 'canvas', stroke: 'accent', strokeWidth: 2}),
      text(INNER, top + 30, w.dialog, {size: 16, weight: 'bold'}),
      path(`M${RIGHT - 28} ${top + 18}l10 10m0 -10l-10 10`, {colour: 'muted', width: 2}),
      text(INNER, top + 52, w.booking, {size: 13, colour: 'muted'}),
      line(LEFT + 1, top + 66, RIGHT - 1, top + 66, {colour: 'frame', width: 1}),
      field(INNER, top + 76, RIGHT - INNER - 14, w.date, w.dateValue),
      field(INNER, top + 140, half, w.start, '14:00'),
      field(INNER + half + 12, top + 140, half, w.employee, w.employeeValue),
      tickBox(INNER, top + 210, w.notify),
      button(INNER, top + 244, w.save, {primary: true}),
    ];

    return picture(
      {height: top + 304, title: w.title, lang: locale},
      details,
      line(INNER + moveWidth / 2, buttonRow + 32, INNER + moveWidth / 2, top - 4, {
        colour: 'accent',
        width: 2,
        arrow: true,
      }),
      dialog,
      callout(1, GUTTER, 35),
      callout(2, GUTTER, buttonRow + 15),
      callout(3, GUTTER, top + 160),
      callout(4, GUTTER, top + 259),
    );
  },
};
