// @ts-check
// get-started/resources.md#example-two-cabins: two cabins, three beauticians, the starts offered.
import {box, dot, el, line, lineCount, picture, text, LEFT, RIGHT} from './kit.mjs';

const DAY_START = 9 * 60;
const DAY_END = 12 * 60;
const AXIS_LEFT = 104;
const ROW = 26;

const at = (/** @type {string} */ time) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (
    AXIS_LEFT + ((hours * 60 + minutes - DAY_START) / (DAY_END - DAY_START)) * (RIGHT - AXIS_LEFT)
  );
};

const STARTS = Array.from({length: 9}, (_, index) => {
  const minutes = DAY_START + index * 15;
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
    const parts = [];
    const wrapWidth = RIGHT - LEFT - 22 - (locale === 'bg' ? 24 : 8);

    /** @param {number} top @param {string} name @param {string | null} busyLabel
     * @param {string} [freeLabel] */
    const row = (top, name, busyLabel, freeLabel = '') => {
      parts.push(text(LEFT, top + 18, name, {size: 14, weight: 'bold'}));
      parts.push(
        box(AXIS_LEFT, top, RIGHT - AXIS_LEFT, ROW, {fill: 'ok-soft', stroke: 'ok', radius: 4}),
      );
      if (freeLabel) {
        parts.push(
          text((AXIS_LEFT + RIGHT) / 2, top + 18, freeLabel, {
            size: 13,
            anchor: 'middle',
            colour: 'ok',
            weight: 'bold',
          }),
        );
      }
      if (busyLabel) {
        parts.push(
          box(at('10:00'), top, at('11:00') - at('10:00'), ROW, {
            fill: 'warn-soft',
            stroke: 'warn',
            radius: 4,
          }),
        );
        parts.push(
          text(at('10:30'), top + 18, busyLabel, {size: 13, anchor: 'middle', weight: 'bold'}),
        );
      }
    };

    const subtitleOptions = {
      size: 13,
      colour: /** @type {const} */ ('muted'),
      maxWidth: wrapWidth + 22,
      lineHeight: 17,
    };
    parts.push(text(LEFT, 48, w.subtitle, subtitleOptions));
    const gridTop = 66 + (lineCount(w.subtitle, subtitleOptions) - 1) * 17;
    let top = gridTop + 30;
    parts.push(text(LEFT, top, w.cabins, {size: 13, colour: 'muted', weight: 'bold'}));
    top += 8;
    row(top, w.cabin1, w.ana);
    top += ROW + 8;
    row(top, w.cabin2, w.maria);
    top += ROW + 26;
    parts.push(text(LEFT, top, w.beauticians, {size: 13, colour: 'muted', weight: 'bold'}));
    top += 8;
    row(top, w.ana, w.cabin1);
    top += ROW + 8;
    row(top, w.maria, w.cabin2);
    top += ROW + 8;
    row(top, w.elena, null, w.free);
    top += ROW + 26;

    // The start times: offered (green) or not (red ring).
    parts.push(text(LEFT, top, w.starts, {size: 13, colour: 'muted', weight: 'bold'}));
    top += 20;
    const dotsY = top;
    for (const time of STARTS) {
      if (OFFERED.has(time)) parts.push(dot(at(time), dotsY, 7, 'ok'));
      else
        parts.push(
          el('circle', {
            cx: at(time),
            cy: dotsY,
            r: 5,
            class: 'f-bad-soft s-bad',
            'stroke-width': 2,
          }),
        );
    }
    top += 18;

    // Trying 9:15: the hour it needs runs into the taken cabins.
    parts.push(text(LEFT, top + 15, w.trialTime, {size: 14, weight: 'bold', colour: 'bad'}));
    parts.push(
      box(at('9:15'), top, at('10:00') - at('9:15'), 20, {
        fill: 'canvas',
        stroke: 'muted',
        dashed: true,
        radius: 4,
      }),
    );
    parts.push(
      box(at('10:00'), top, at('10:15') - at('10:00'), 20, {
        fill: 'bad-soft',
        stroke: 'bad',
        radius: 4,
        hatched: true,
      }),
    );
    const gridBottom = top + 26;
    const trialOptions = {
      size: 13,
      colour: /** @type {const} */ ('bad'),
      maxWidth: wrapWidth + 22,
      lineHeight: 18,
    };
    parts.push(text(LEFT, gridBottom + 18, w.trial, trialOptions));
    for (const hour of ['9:00', '10:00', '11:00', '12:00']) {
      parts.unshift(
        line(at(hour), gridTop + 6, at(hour), gridBottom, {
          colour: 'frame',
          width: 1,
          dashed: true,
        }),
      );
      parts.push(
        text(at(hour), gridTop, hour, {
          size: 13,
          colour: 'muted',
          anchor: hour === '12:00' ? 'end' : 'middle',
        }),
      );
    }
    top = gridBottom + 18 + lineCount(w.trial, trialOptions) * 18 + 16;

    // The legend, one line a marker.
    const legend = (/** @type {boolean} */ offered, /** @type {string} */ content) => {
      if (offered) parts.push(dot(LEFT + 7, top - 5, 7, 'ok'));
      else
        parts.push(
          el('circle', {
            cx: LEFT + 7,
            cy: top - 5,
            r: 5,
            class: 'f-bad-soft s-bad',
            'stroke-width': 2,
          }),
        );
      const options = {size: 13, maxWidth: wrapWidth, lineHeight: 18};
      parts.push(text(LEFT + 22, top, content, options));
      top += lineCount(content, options) * 18 + 8;
    };
    legend(true, w.offered);
    legend(false, w.notOffered);

    return picture({height: top + 2, title: w.title, lang: locale, heading: true}, parts);
  },
};
