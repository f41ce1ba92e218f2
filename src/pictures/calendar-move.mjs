// @ts-check
// calendar.md#move-with-keyboard: a booking's details and the Move window, as the four steps.
import {
  box,
  button,
  buttonWidth,
  callout,
  field,
  line,
  path,
  text,
  textWidth,
  tick,
  pointer,
} from './kit.mjs';
import {fixed, GUTTER, indent, layout} from './layout.mjs';

const GAP = 28;

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
    const statusWidth = Math.round(textWidth(w.status, 13) * 1.3 + 20);
    const labels = [w.move, w.edit, w.cancel];
    const widths = labels.map((label) => buttonWidth(label));
    /** 1–2: the booking's details, with its buttons, and the way from «Премести» to its window. */
    const details = fixed(166, (x, top, width, height) => {
      const inner = x + 14;
      const move = inner + widths[0] / 2;
      return [
        box(x, top, width, height, {fill: 'card', stroke: 'frame'}),
        text(inner, top + 28, w.client, {size: 16, weight: 'bold'}),
        text(inner, top + 50, w.service, {size: 14}),
        text(inner, top + 70, w.when, {size: 13, colour: 'muted'}),
        box(inner, top + 82, statusWidth, 24, {fill: 'ok-soft', stroke: 'ok', radius: 12}),
        text(inner + statusWidth / 2, top + 99, w.status, {
          size: 13,
          weight: 'bold',
          anchor: 'middle',
          colour: 'ok',
        }),
        labels.map((label, index) => {
          const left = inner + widths.slice(0, index).reduce((sum, width) => sum + width + 8, 0);
          return button(left, top + 116, label, {primary: index === 0});
        }),
        pointer(move, top + 148, move, top + height + GAP - 4),
        callout(1, GUTTER, top + 23),
        callout(2, GUTTER, top + 131),
      ];
    });
    /** 3–4: the window the Move button opens. */
    const dialog = fixed(292, (x, top, width, height) => {
      const inner = x + 14;
      const half = (width - 40) / 2;
      return [
        box(x, top, width, height, {fill: 'canvas', stroke: 'accent', strokeWidth: 2}),
        text(inner, top + 30, w.dialog, {size: 16, weight: 'bold'}),
        path(`M${x + width - 22} ${top + 18}l10 10m0 -10l-10 10`, {colour: 'muted', width: 2}),
        text(inner, top + 52, w.booking, {size: 13, colour: 'muted'}),
        line(x + 1, top + 66, x + width - 1, top + 66, {colour: 'frame', width: 1}),
        field(inner, top + 76, width - 28, w.date, w.dateValue),
        field(inner, top + 140, half, w.start, '14:00'),
        field(inner + half + 12, top + 140, half, w.employee, w.employeeValue),
        tickBox(inner, top + 210, w.notify),
        button(inner, top + 244, w.save, {primary: true}),
        callout(3, GUTTER, top + 160),
        callout(4, GUTTER, top + 259),
      ];
    });
    return layout({title: w.title, showTitle: false, lang: locale, gap: GAP}, [
      indent(details),
      indent(dialog),
    ]);
  },
};
