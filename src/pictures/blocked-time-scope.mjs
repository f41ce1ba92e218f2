// @ts-check
// working-hours/blocked-time.md#recurring-blocks: which occurrences of a weekly break each of
// «Само това», «Това и следващите», «Всички» changes.
import {cyrillicMargin, box, line, lineCount, picture, text, WIDTH, LEFT} from './kit.mjs';

const COLUMN_LEFT = 22;
const CELL = 50;
const STEP = 56;
/** The occurrences shown, the past ones first; the fifth is the one changed. */
const DATES = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'];
const PAST = 2;
const CHOSEN = 4;

const cellX = (/** @type {number} */ index) => COLUMN_LEFT + index * STEP;

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
    const parts = [];
    const wrapWidth = WIDTH - 2 * LEFT - cyrillicMargin(locale);
    const mutedText = /** @type {const} */ ({
      size: 13,
      colour: 'muted',
      maxWidth: wrapWidth,
      lineHeight: 17,
    });
    parts.push(text(LEFT, 48, w.subtitle, mutedText));
    let top = 48 + (lineCount(w.subtitle, mutedText) - 1) * 17 + 30;

    // Which one is changed, above its date.
    const chosenCentre = cellX(CHOSEN) + CELL / 2;
    parts.push(
      text(chosenCentre, top, w.chosen, {
        size: 13,
        weight: 'bold',
        colour: 'accent',
        anchor: 'middle',
      }),
    );
    parts.push(
      line(chosenCentre, top + 5, chosenCentre, top + 20, {
        colour: 'accent',
        width: 2,
        arrow: true,
      }),
    );
    top += 38;

    // The dates; the past ones on a grey band, «today» between.
    const todayX = cellX(PAST) - (STEP - CELL) / 2;
    /** The grey band behind the past occurrences and the «today» line, from y0 to y1. */
    const past = (/** @type {number} */ y0, /** @type {number} */ y1) => [
      box(COLUMN_LEFT - 4, y0, todayX - COLUMN_LEFT + 4, y1 - y0, {
        fill: 'closed',
        stroke: null,
        radius: 6,
      }),
      line(todayX, y0, todayX, y1, {colour: 'ink', width: 1.5, dashed: true}),
    ];
    const datesY = top;
    parts.push(
      past(datesY - 36, datesY + 8),
      text(todayX - 6, datesY - 22, w.past, {size: 13, colour: 'muted', anchor: 'end'}),
      text(todayX + 6, datesY - 22, w.today, {size: 13, weight: 'bold'}),
    );
    DATES.forEach((key, index) =>
      parts.push(
        text(cellX(index) + CELL / 2, datesY, w[key], {
          size: 13,
          anchor: 'middle',
          weight: index === CHOSEN ? 'bold' : 'normal',
          colour: index === CHOSEN ? 'accent' : 'ink',
        }),
      ),
    );
    top += 14;

    const rows = [
      {name: w.only, note: w.onlyNote, changes: (/** @type {number} */ i) => i === CHOSEN},
      {name: w.following, note: w.followingNote, changes: (/** @type {number} */ i) => i >= CHOSEN},
      {name: w.all, note: w.allNote, changes: () => true},
    ];
    for (const row of rows) {
      top += 32;
      const noteOptions = {size: 13, colour: /** @type {const} */ ('muted'), maxWidth: wrapWidth};
      parts.push(text(LEFT, top, row.name, {size: 15, weight: 'bold'}));
      top += 18;
      parts.push(text(LEFT, top, row.note, noteOptions));
      top += (lineCount(row.note, noteOptions) - 1) * 17 + 10;
      parts.push(past(top - 5, top + 35));
      DATES.forEach((_, index) => {
        const changed = row.changes(index);
        parts.push(
          box(cellX(index), top, CELL, 30, {
            fill: changed ? 'accent-soft' : 'canvas',
            stroke: changed ? 'accent' : 'frame',
            radius: 5,
            strokeWidth: changed ? 2 : 1.5,
          }),
          text(cellX(index) + CELL / 2, top + 20, changed ? w.newTime : w.oldTime, {
            size: 13,
            anchor: 'middle',
            weight: changed ? 'bold' : 'normal',
            colour: changed ? 'accent' : 'muted',
          }),
        );
      });
      parts.push(text(cellX(DATES.length) + 4, top + 20, '…', {size: 15, colour: 'muted'}));
      top += 30;
    }
    top += 34;

    // Legend.
    parts.push(
      box(LEFT, top - 16, 22, 20, {
        fill: 'accent-soft',
        stroke: 'accent',
        radius: 4,
        strokeWidth: 2,
      }),
      text(LEFT + 30, top, w.changed, {size: 13}),
      box(LEFT + 180, top - 16, 22, 20, {fill: 'canvas', stroke: 'frame', radius: 4}),
      text(LEFT + 210, top, w.unchanged, {size: 13}),
    );
    top += 28;
    parts.push(text(LEFT, top, w.delete, mutedText));
    top += (lineCount(w.delete, mutedText) - 1) * 17 + 14;

    return picture({height: top, title: w.title, lang: locale, heading: true}, parts);
  },
};
