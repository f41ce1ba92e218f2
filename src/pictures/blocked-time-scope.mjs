// @ts-check
// working-hours/blocked-time.md#recurring-blocks: which occurrences of a weekly break each of
// «Само това», «Това и следващите», «Всички» changes.
import {box, cyrillicMargin, line, text, pointer} from './kit.mjs';
import {fixed, layout, note, stack} from './layout.mjs';

const COLUMN_LEFT = 6;
const CELL = 50;
const STEP = 56;
/** The occurrences shown, the past ones first; the fifth is the one changed. */
const DATES = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'];
const PAST = 2;
const CHOSEN = 4;

const cellX = (/** @type {number} */ x, /** @type {number} */ index) =>
  x + COLUMN_LEFT + index * STEP;
const todayX = (/** @type {number} */ x) => cellX(x, PAST) - (STEP - CELL) / 2;

/** The grey band behind the past occurrences and the «today» line, from y0 to y1. @param {number} x @param {number} y0 @param {number} y1 */
function past(x, y0, y1) {
  return [
    box(x + COLUMN_LEFT - 4, y0, todayX(x) - x - COLUMN_LEFT + 4, y1 - y0, {
      fill: 'closed',
      stroke: null,
    }),
    line(todayX(x), y0, todayX(x), y1, {colour: 'ink', dashed: true}),
  ].join('');
}

/** A cell: the break at its old or new time. @param {number} x @param {number} y @param {string} time @param {boolean} changed */
function cell(x, y, time, changed, width = CELL) {
  return [
    box(x, y, width, width === CELL ? 30 : 20, {
      fill: changed ? 'accent-soft' : 'canvas',
      stroke: changed ? 'accent' : 'frame',
      radius: width === CELL ? 5 : 4,
      strokeWidth: changed ? 2 : 1.5,
    }),
    time &&
      text(x + width / 2, y + 20, time, {
        size: 13,
        anchor: 'middle',
        weight: changed ? 'bold' : 'normal',
        colour: changed ? 'accent' : 'muted',
      }),
  ].join('');
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'За кои повторения важи промяната',
      subtitle: 'Почивка всеки четвъртък 13:00–13:30. Премествате почивката на 4.12 в 14:00.',
      d1: '6.11',
      d2: '13.11',
      d3: '20.11',
      d4: '27.11',
      d5: '4.12',
      d6: '11.12',
      past: 'минали',
      today: 'днес',
      chosen: 'тази променяте',
      oldTime: '13:00',
      newTime: '14:00',
      only: 'Само това',
      onlyNote: 'само 4.12',
      following: 'Това и следващите',
      followingNote: 'от 4.12 нататък, по-ранните остават',
      all: 'Всички',
      allNote: 'всички, и миналите',
      changed: 'променено',
      unchanged: 'без промяна',
      delete: 'Същият избор получавате и когато изтривате повторение.',
    },
    en: {
      title: 'Which occurrences a change applies to',
      subtitle: 'A break every Thursday 13:00–13:30. You move the break on 4 Dec to 14:00.',
      d1: '6 Nov',
      d2: '13 Nov',
      d3: '20 Nov',
      d4: '27 Nov',
      d5: '4 Dec',
      d6: '11 Dec',
      past: 'past',
      today: 'today',
      chosen: 'the one you change',
      oldTime: '13:00',
      newTime: '14:00',
      only: 'This one only',
      onlyNote: 'only 4 Dec',
      following: 'This and following',
      followingNote: 'from 4 Dec on; earlier ones stay',
      all: 'All',
      allNote: 'every one, past ones included',
      changed: 'changed',
      unchanged: 'unchanged',
      delete: 'You get the same choice when you delete an occurrence.',
    },
  },
  draw(w, locale) {
    const narrower = cyrillicMargin(locale);
    /** The dates; the past ones on a grey band, «today» between; the one changed marked above. */
    const dates = fixed(60, (x, y) => {
      const chosenCentre = cellX(x, CHOSEN) + CELL / 2;
      const datesY = y + 52;
      return [
        text(chosenCentre, y + 14, w.chosen, {
          size: 13,
          weight: 'bold',
          colour: 'accent',
          anchor: 'middle',
        }),
        pointer(chosenCentre, y + 19, chosenCentre, y + 34),
        past(x, datesY - 36, datesY + 8),
        text(todayX(x) - 6, datesY - 22, w.past, {size: 13, colour: 'muted', anchor: 'end'}),
        text(todayX(x) + 6, datesY - 22, w.today, {size: 13, weight: 'bold'}),
        DATES.map((key, index) =>
          text(cellX(x, index) + CELL / 2, datesY, w[key], {
            size: 13,
            anchor: 'middle',
            weight: index === CHOSEN ? 'bold' : 'normal',
            colour: index === CHOSEN ? 'accent' : 'ink',
          }),
        ),
      ];
    });
    /** The occurrences one choice changes. @param {(index: number) => boolean} changes */
    const occurrences = (changes) =>
      fixed(30, (x, y) => [
        past(x, y - 5, y + 35),
        DATES.map((_, index) =>
          cell(cellX(x, index), y, changes(index) ? w.newTime : w.oldTime, changes(index)),
        ),
        text(cellX(x, DATES.length) + 4, y + 20, '…', {size: 15, colour: 'muted'}),
      ]);
    /** @param {string} name @param {string} about @param {(index: number) => boolean} changes */
    const choice = (name, about, changes) =>
      stack(
        [
          note(name, {size: 15, weight: 'bold', colour: 'ink'}),
          note(about, {narrower}),
          occurrences(changes),
        ],
        4,
      );
    const key = fixed(20, (x, y) => [
      cell(x, y, '', true, 22),
      text(x + 30, y + 16, w.changed, {size: 13}),
      cell(x + 180, y, '', false, 22),
      text(x + 210, y + 16, w.unchanged, {size: 13}),
    ]);
    return layout({title: w.title, subtitle: w.subtitle, lang: locale}, [
      dates,
      choice(w.only, w.onlyNote, (index) => index === CHOSEN),
      choice(w.following, w.followingNote, (index) => index >= CHOSEN),
      choice(w.all, w.allNote, () => true),
      key,
      note(w.delete, {narrower}),
    ]);
  },
};
