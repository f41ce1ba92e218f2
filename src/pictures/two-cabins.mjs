// @ts-check
// get-started/resources.md#example-two-cabins: two cabins, three beauticians, the starts offered.
import {box, dot, line, ring as circle, text, timeScale, RIGHT} from './kit.mjs';
import {layout, legend, note} from './layout.mjs';

const AXIS_LEFT = 104;
const ROW = 26;

const at = timeScale(9, 12, AXIS_LEFT, RIGHT);

const STARTS = Array.from({length: 9}, (_, index) => {
  const minutes = 9 * 60 + index * 15;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
});
const OFFERED = new Set(['9:00', '11:00']);

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Две кабини и три козметички',
      subtitle: '„Почистване на лице“: 60 мин., без буфер,\nнужна е една свободна кабина',
      cabins: 'Кабини',
      cabin1: 'Кабина 1',
      cabin2: 'Кабина 2',
      beauticians: 'Козметички',
      ana: 'Ана',
      maria: 'Мария',
      elena: 'Елена',
      free: 'свободна',
      trialTime: '9:15',
      trial: 'Почистване от 9:15 свършва в 10:15, а от 10:00 двете кабини са заети.',
      starts: 'Начални часове за почистване на лице',
      offered: 'Показва се онлайн: 9:00 и 11:00 — има и козметичка, и кабина за 60 минути.',
      notOffered: 'Не се показва: 9:15–10:45 — Елена е свободна, но няма свободна кабина.',
    },
    en: {
      title: 'Two cabins and three beauticians',
      subtitle: '“Facial cleansing”: 60 min, no buffer,\nneeds one free cabin',
      cabins: 'Cabins',
      cabin1: 'Cabin 1',
      cabin2: 'Cabin 2',
      beauticians: 'Beauticians',
      ana: 'Ana',
      maria: 'Maria',
      elena: 'Elena',
      free: 'free',
      trialTime: '9:15',
      trial: 'A facial from 9:15 ends at 10:15, and both cabins are taken from 10:00.',
      starts: 'Start times for a facial',
      offered: 'Offered online: 9:00 and 11:00 — a beautician and a cabin are free for 60 minutes.',
      notOffered: 'Not offered: 9:15–10:45 — Elena is free, but no cabin is.',
    },
  },
  draw(w, locale) {
    /** The ring of a start not offered. @param {number} cx @param {number} cy */
    const ring = (cx, cy) => circle(cx, cy, 5, 'bad', 'bad-soft');
    /** A name, its free morning, and the hour it is taken (10:00–11:00) by `busy`. @param {string} name @param {string | null} busy */
    const row = (/** @type {number} */ left, /** @type {number} */ top, name, busy) => [
      text(left, top + 18, name, {size: 14, weight: 'bold'}),
      box(AXIS_LEFT, top, RIGHT - AXIS_LEFT, ROW, {fill: 'ok-soft', stroke: 'ok', radius: 4}),
      busy
        ? box(at('10:00'), top, at('11:00') - at('10:00'), ROW, {
            fill: 'warn-soft',
            stroke: 'warn',
            radius: 4,
          }) + text(at('10:30'), top + 18, busy, {size: 13, anchor: 'middle', weight: 'bold'})
        : text((AXIS_LEFT + RIGHT) / 2, top + 18, w.free, {
            size: 13,
            anchor: 'middle',
            colour: 'ok',
            weight: 'bold',
          }),
    ];
    /** @param {number} left @param {number} y @param {string} label */
    const heading = (left, y, label) =>
      text(left, y, label, {size: 13, colour: 'muted', weight: 'bold'});
    /** The cabins, the beauticians and the starts offered, on one axis. @type {import('./layout.mjs').Block} */
    const grid = (left, gridTop) => {
      const parts = [heading(left, gridTop + 30, w.cabins)];
      let top = gridTop + 38;
      for (const [name, busy] of /** @type {[string, (string | null)?][]} */ ([
        [w.cabin1, w.ana],
        [w.cabin2, w.maria],
        [w.beauticians],
        [w.ana, w.cabin1],
        [w.maria, w.cabin2],
        [w.elena, null],
      ])) {
        if (busy === undefined) {
          parts.push(heading(left, top + 18, name));
          top += 26;
        } else {
          parts.push(...row(left, top, name, busy));
          top += ROW + 8;
        }
      }
      // The start times: offered (green) or not (red ring).
      top += 18;
      parts.push(heading(left, top, w.starts));
      top += 20;
      for (const time of STARTS) {
        parts.push(OFFERED.has(time) ? dot(at(time), top, 7, 'ok') : ring(at(time), top));
      }
      top += 18;
      // Trying 9:15: the hour it needs runs into the taken cabins.
      parts.push(
        text(left, top + 15, w.trialTime, {size: 14, weight: 'bold', colour: 'bad'}),
        box(at('9:15'), top, at('10:00') - at('9:15'), 20, {
          fill: 'canvas',
          stroke: 'muted',
          dashed: true,
          radius: 4,
        }),
        box(at('10:00'), top, at('10:15') - at('10:00'), 20, {
          fill: 'bad-soft',
          stroke: 'bad',
          radius: 4,
          hatched: true,
        }),
      );
      const bottom = top + 26;
      for (const hour of ['9:00', '10:00', '11:00', '12:00']) {
        const dashed = {colour: /** @type {const} */ ('frame'), width: 1, dashed: true};
        parts.unshift(line(at(hour), gridTop + 6, at(hour), bottom, dashed));
        const anchor = hour === '12:00' ? 'end' : 'middle';
        parts.push(text(at(hour), gridTop, hour, {size: 13, colour: 'muted', anchor}));
      }
      return {svg: parts.join(''), height: bottom - gridTop};
    };
    const narrower = locale === 'bg' ? 24 : 8;
    return layout({title: w.title, subtitle: w.subtitle, lang: locale, gap: 12}, [
      grid,
      note(w.trial, {colour: 'bad', lineHeight: 18, narrower}),
      legend(
        [
          {mark: (x, cy) => dot(x + 7, cy, 7, 'ok'), words: w.offered},
          {mark: (x, cy) => ring(x + 7, cy), words: w.notOffered},
        ],
        {indent: 22, narrower, gap: 8},
      ),
    ]);
  },
};
