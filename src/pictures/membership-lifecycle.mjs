// @ts-check
// memberships.md#visit-deduction … #expiry: one membership from sale to expiry or extension, with
// the article's example; a row of ten circles counts the visits left.
import {
  box,
  button,
  dot,
  el,
  line,
  path,
  picture,
  text,
  textWidth,
  WIDTH,
  LEFT,
  RIGHT,
  fit,
} from './kit.mjs';

const RAIL = 24;
const CONTENT_LEFT = 44;
const CONTENT_WIDTH = RIGHT - CONTENT_LEFT;
const PAD = 12;
const VISITS = 10;

/** The kit's estimate runs short for Cyrillic and for bold: both wrap with a wider margin. */
const widen = (/** @type {string} */ locale, bold = false) =>
  (locale === 'bg' ? 1.1 : 1) * (bold ? 1.08 : 1);

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Пътят на едно членство',
      subtitle: '„10 персонални тренировки“: 10\u00a0посещения, валидност 90\u00a0дни',
      left: 'остават {n} от 10',
      sale: 'Продажба — онлайн или на място',
      saleNote: 'Започват да текат 90-те дни валидност.',
      booking: 'Резервация с „Членство“',
      bookingNote:
        'Онлайн или в Календар, с „Членство“ вместо цена. Посещението е резервирано, но още не е приспаднато.',
      service: 'Персонална тренировка 60\u00a0мин',
      membership: 'Членство',
      arrived: 'Статус „Пристигнал“: приспада се едно посещение',
      notDeducted:
        'Отмяна или „Неявил се“: посещението остава в членството, освен ако при отмяна след срока или при неявяване отметнете „Приспадни посещение от членството“.',
      more: 'още 3 посещения с „Пристигнал“',
      reminder: '7\u00a0дни преди края: имейл до клиента',
      reminderNote: 'Безплатен имейл с оставащите посещения и крайната дата.',
      end: 'Последният ден от валидността, до 23:59\u00a0ч.',
      endNote:
        'По часовата зона на бизнеса. С\u00a0членството се плаща само час до тази дата включително.',
      expiredHead: 'Без удължаване: членството изтича',
      expiredBody:
        'Неизползваните 6\u00a0посещения отпадат. Slotera не връща пари за тях автоматично.',
      lapsed: '6 отпадат',
      or: 'или',
      extendHead: 'Удължаване — и преди, и след изтичането',
      extend: 'Удължи',
      extendWhere: 'в профила на клиента, раздел „Членства“',
      extendBody:
        'Изберете новата крайна дата: неизползваните 6\u00a0посещения отново могат да се ползват до нея.',
    },
    en: {
      title: 'The life of one membership',
      subtitle: '“10 personal training sessions”: 10\u00a0visits, validity 90\u00a0days',
      left: '{n} of 10 left',
      sale: 'Sale — online or at the desk',
      saleNote: 'The 90 days of validity start to run.',
      booking: 'Booking marked “Membership”',
      bookingNote:
        'Online or in the Calendar, with “Membership” instead of a price. The visit is reserved but not yet deducted.',
      service: 'Personal training 60\u00a0min',
      membership: 'Membership',
      arrived: 'Status “Arrived”: one visit is deducted',
      notDeducted:
        'Cancelled or “No-show”: the visit stays on the membership, unless you tick “Deduct a membership visit” when cancelling after the window or marking a no-show.',
      more: '3 more visits marked “Arrived”',
      reminder: '7\u00a0days before the end: e-mail to the client',
      reminderNote: 'A free e-mail with the remaining visits and the end date.',
      end: 'The last day of validity, until 23:59',
      endNote:
        'In the business’s time zone. Only an appointment up to and including this date can be paid with the membership.',
      expiredHead: 'Not extended: the membership expires',
      expiredBody: 'The 6 unused visits lapse. Slotera does not refund them automatically.',
      lapsed: '6 lapse',
      or: 'or',
      extendHead: 'Extension — before or after expiry',
      extend: 'Extend',
      extendWhere: 'in the client’s profile, on the “Memberships” tab',
      extendBody: 'Choose the new end date: the 6 unused visits can be used again until then.',
    },
  },
  draw(w, locale) {
    /** @type {string[]} SVG fragments, in drawing order. */
    const parts = [];
    /** Returns the last baseline. @param {number} x @param {number} y @param {string} content
     * @param {number} maxWidth @param {import('./kit.mjs').TextOptions} [options] */
    const write = (x, y, content, maxWidth, options = {}) => {
      const size = options.size ?? 14;
      const lineHeight = options.lineHeight ?? Math.round(size * 1.35);
      const lines = fit(content, maxWidth / widen(locale, options.weight === 'bold'), size);
      parts.push(text(x, y, lines.join('\n'), {...options, size, lineHeight}));
      return y + (lines.length - 1) * lineHeight;
    };

    /** Lapsed visits crossed out in red. @param {number} cy @param {number} left
     * @param {boolean} [lapse] */
    const visits = (cy, left, lapse = false) => {
      for (let index = 0; index < VISITS; index++) {
        const cx = CONTENT_LEFT + 7 + index * 16;
        if (index < left && lapse) {
          parts.push(
            el('circle', {cx, cy, r: 6, class: 'f-bad-soft s-bad', 'stroke-width': 1.5}),
            path(`M${cx - 4} ${cy - 4}l8 8M${cx + 4} ${cy - 4}l-8 8`, {colour: 'bad', width: 1.5}),
          );
        } else if (index < left) {
          parts.push(dot(cx, cy, 6, 'accent'));
        } else {
          parts.push(
            el('circle', {cx, cy, r: 5.5, class: 'f-closed s-frame', 'stroke-width': 1.5}),
          );
        }
      }
      const label = lapse ? w.lapsed : w.left.replace('{n}', String(left));
      parts.push(
        text(CONTENT_LEFT + VISITS * 16 + 8, cy + 5, label, {
          size: 13,
          weight: 'bold',
          colour: lapse ? 'bad' : 'accent',
        }),
      );
    };

    /** Returns the label's last baseline. @param {number} y @param {string} label
     * @param {import('./kit.mjs').Colour} colour */
    const moment = (y, label, colour) => {
      parts.push(dot(RAIL, y - 5, 7, colour));
      return write(CONTENT_LEFT, y, label, CONTENT_WIDTH, {
        size: 15,
        weight: 'bold',
        lineHeight: 20,
      });
    };
    const note = (/** @type {number} */ y, /** @type {string} */ content) =>
      write(CONTENT_LEFT, y, content, CONTENT_WIDTH, {size: 14, colour: 'muted', lineHeight: 19});

    let y = write(LEFT, 49, w.subtitle, WIDTH - 2 * LEFT, {
      size: 13,
      colour: 'muted',
      lineHeight: 17,
    });
    y += 40;
    const railTop = y - 5;

    // 1. The sale.
    y = moment(y, w.sale, 'accent');
    y = note(y + 20, w.saleNote);
    visits(y + 22, 10);
    y += 60;

    // 2. A booking paid with the membership: reserved, nothing deducted yet.
    y = moment(y, w.booking, 'accent');
    y = note(y + 20, w.bookingNote);
    const cardTop = y + 14;
    const pillWidth = Math.round(
      textWidth(w.membership, 13) * (locale === 'bg' ? 1.25 : 1.15) + 20,
    );
    parts.push(
      box(CONTENT_LEFT, cardTop, CONTENT_WIDTH, 64, {fill: 'card', stroke: 'frame', radius: 6}),
      box(CONTENT_LEFT, cardTop, 5, 64, {fill: 'accent', stroke: null, radius: 2}),
      text(CONTENT_LEFT + 16, cardTop + 22, w.service, {size: 14}),
      box(CONTENT_LEFT + 16, cardTop + 32, pillWidth, 22, {
        fill: 'accent-soft',
        stroke: 'accent',
        radius: 11,
      }),
      text(CONTENT_LEFT + 16 + pillWidth / 2, cardTop + 48, w.membership, {
        size: 13,
        weight: 'bold',
        colour: 'accent',
        anchor: 'middle',
      }),
    );
    y = cardTop + 64;
    visits(y + 22, 10);
    y += 62;

    // 3. «Пристигнал»: one visit deducted; cancellations and no-shows only with the tick box.
    y = moment(y, w.arrived, 'ok');
    visits(y + 24, 9);
    y += 46;
    const asideTop = y;
    const asideStart = parts.length;
    const asideBottom = write(
      CONTENT_LEFT + PAD,
      asideTop + 20,
      w.notDeducted,
      CONTENT_WIDTH - 2 * PAD,
      {
        size: 13,
        colour: 'muted',
        lineHeight: 18,
      },
    );
    // The box goes under its text.
    parts.splice(
      asideStart,
      0,
      box(CONTENT_LEFT, asideTop, CONTENT_WIDTH, asideBottom - asideTop + 14, {
        fill: 'card',
        stroke: 'frame',
        radius: 8,
        dashed: true,
      }),
    );
    y = asideBottom + 14;
    const solidEnd = y + 10;

    // 4. More visits: the rail dashed.
    y += 34;
    parts.push(
      text(CONTENT_LEFT, y, w.more, {size: 14, colour: 'ok', weight: 'bold', italic: true}),
    );
    const dashedEnd = y + 26;
    y += 54;

    // 5. The reminder, 7 days before the end.
    const reminderTop = y - 5;
    y = moment(y, w.reminder, 'warn');
    y = note(y + 20, w.reminderNote);
    visits(y + 22, 6);
    y += 60;

    // 6. The last day.
    const endTop = y - 5;
    y = moment(y, w.end, 'ink');
    y = note(y + 20, w.endNote);
    const railBottom = y + 12;

    parts.unshift(
      line(RAIL, railTop, RAIL, solidEnd, {colour: 'accent', width: 4}),
      line(RAIL, solidEnd, RAIL, dashedEnd, {colour: 'accent', width: 4, dashed: true}),
      line(RAIL, dashedEnd, RAIL, reminderTop, {colour: 'accent', width: 4}),
      line(RAIL, reminderTop, RAIL, endTop, {colour: 'warn', width: 4}),
      line(RAIL, endTop, RAIL, railBottom, {colour: 'ink', width: 4}),
    );

    // 7. Then: expiry, or an extension to a new end date.
    y = railBottom + 14;
    /** `more` draws under the head and the body; each returns the new bottom.
     * @param {'bad' | 'ok'} colour @param {string} head @param {string} body
     * @param {{afterHead?: (bottom: number) => number, afterBody?: (bottom: number) => number}} more */
    const zone = (colour, head, body, more) => {
      const top = y;
      const start = parts.length;
      const inner = WIDTH - 2 * LEFT - 2 * PAD;
      let bottom = write(LEFT + PAD, top + PAD + 15, head, inner, {
        size: 15,
        weight: 'bold',
        colour,
        lineHeight: 20,
      });
      if (more.afterHead) bottom = more.afterHead(bottom);
      bottom = write(LEFT + PAD, bottom + 22, body, inner, {size: 14, lineHeight: 19});
      if (more.afterBody) bottom = more.afterBody(bottom);
      const height = bottom - top + PAD + 4;
      parts.splice(
        start,
        0,
        box(LEFT, top, WIDTH - 2 * LEFT, height, {
          fill: `${colour}-soft`,
          stroke: colour,
          radius: 8,
        }),
      );
      y = top + height;
    };

    const shift = LEFT + PAD - CONTENT_LEFT;
    zone('bad', w.expiredHead, w.expiredBody, {
      afterBody: (bottom) => {
        const row = bottom + 24;
        const before = parts.length;
        visits(row, 6, true);
        // The row of visits starts at the box's padding, not at the rail's content.
        for (let index = before; index < parts.length; index++) {
          parts[index] = `<g transform="translate(${shift} 0)">${parts[index]}</g>`;
        }
        return row + 6;
      },
    });

    parts.push(
      line(LEFT + 40, y + 19, WIDTH / 2 - 26, y + 19, {colour: 'frame'}),
      line(WIDTH / 2 + 26, y + 19, RIGHT - 40, y + 19, {colour: 'frame'}),
      text(WIDTH / 2, y + 24, w.or, {size: 14, weight: 'bold', colour: 'muted', anchor: 'middle'}),
    );
    y += 38;

    // «Удължи», where it is, then what it does.
    zone('ok', w.extendHead, w.extendBody, {
      afterHead: (bottom) => {
        const top = bottom + 12;
        const width = Math.round(textWidth(w.extend, 14) * (locale === 'bg' ? 1.25 : 1.15) + 28);
        parts.push(button(LEFT + PAD, top, w.extend, {size: 14, width}));
        const where = fit(w.extendWhere, (WIDTH - 2 * LEFT - 3 * PAD - width) / widen(locale), 13);
        const middle = top + 15;
        const first = middle + 5 - ((where.length - 1) * 17) / 2;
        parts.push(
          text(LEFT + 2 * PAD + width, first, where.join('\n'), {
            size: 13,
            colour: 'muted',
            lineHeight: 17,
          }),
        );
        return top + Math.max(31, where.length * 17 + 4) - 4;
      },
    });

    return picture({height: y + 12, title: w.title, lang: locale, heading: true}, parts);
  },
};
