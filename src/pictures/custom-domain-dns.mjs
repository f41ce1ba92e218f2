// @ts-check
// online-bookings/custom-domain.md#add-domain, step 5: a generic DNS provider's form with the CNAME
// and TXT records, and the doubled name of #name-doubled. The TXT name is not drawn letter for
// letter (no Latin word in the Bulgarian picture): the picture points at the article's table.
import {
  box,
  button,
  callout,
  el,
  path,
  picture,
  text,
  textWidth,
  fit,
  WIDTH,
  field,
} from './kit.mjs';

const GUTTER = 20;
const LEFT = 40;
const RIGHT = WIDTH - 12;
const PAD = 14;
const INNER = LEFT + PAD;
const INNER_WIDTH = RIGHT - PAD - INNER;
const NOTE = /** @type {const} */ ({size: 13, lineHeight: 17});

/** @param {number} x @param {number} y @param {string} content @param {number} maxWidth
 * @param {import('./kit.mjs').TextOptions} [options] */
function note(x, y, content, maxWidth, options = {}) {
  const drawn = fit(content, maxWidth, options.size ?? 13, options.weight === 'bold');
  return {
    height: drawn.length * (options.lineHeight ?? NOTE.lineHeight),
    svg: text(x, y, drawn.join('\n'), {...NOTE, ...options}),
  };
}

function label(/** @type {number} */ top, /** @type {string} */ content) {
  return text(INNER, top + 13, content, {size: 13, colour: 'muted', weight: 'bold'});
}

function mark(/** @type {number} */ cx, /** @type {number} */ cy, /** @type {boolean} */ ok) {
  const colour = ok ? 'ok' : 'bad';
  return [
    el('circle', {cx, cy, r: 8, class: `f-canvas s-${colour}`, 'stroke-width': 2}),
    ok
      ? path(`M${cx - 4} ${cy}l3 3l5 -6`, {colour, width: 2})
      : path(`M${cx - 3.5} ${cy - 3.5}l7 7M${cx + 3.5} ${cy - 3.5}l-7 7`, {colour, width: 2}),
  ];
}

/** @type {import('./render.mjs').PictureSource} */
export default {
  words: {
    bg: {
      title: 'Пример: формуляр за нов DNS запис',
      subtitle:
        'Опростен формуляр за поддомейна book.my-salon.example. При вашия доставчик полетата може да изглеждат различно.',
      tabSlotera: 'Slotera',
      tabProvider: 'DNS доставчик',
      heading: 'Нов DNS запис',
      domain: 'Домейн: my-salon.example',
      type: 'Тип',
      name: 'Име',
      value: 'Стойност',
      cname: 'CNAME',
      host: 'book',
      suffix: '.my-salon.example',
      target: 'custom.slotera.example',
      nameHint: 'Само book: доставчикът сам добавя .my-salon.example.',
      add: 'Добави запис',
      wrong: 'Грешно: цялото име в полето „Име“',
      wrongName: 'book.my-salon.example',
      becomes: 'записът става',
      doubled: 'book.my-salon.example.my-salon.example',
      txt: 'Добавете и TXT записа по същия начин',
      txtType: 'TXT',
      txtName: '_slotera-verify.book — пак без .my-salon.example',
      txtValue: 'токенът, копиран с бутона в раздела Slotera',
    },
    en: {
      title: 'Example: a new DNS record form',
      subtitle:
        'A simplified form for the subdomain book.my-salon.example. Your provider’s fields may look different.',
      tabSlotera: 'Slotera',
      tabProvider: 'DNS provider',
      heading: 'New DNS record',
      domain: 'Domain: my-salon.example',
      type: 'Type',
      name: 'Name',
      value: 'Value',
      cname: 'CNAME',
      host: 'book',
      suffix: '.my-salon.example',
      target: 'custom.slotera.example',
      nameHint: 'Only book: the provider adds .my-salon.example itself.',
      add: 'Add record',
      wrong: 'Wrong: the whole name in the Name field',
      wrongName: 'book.my-salon.example',
      becomes: 'the record becomes',
      doubled: 'book.my-salon.example.my-salon.example',
      txt: 'Then add the TXT record the same way',
      txtType: 'TXT',
      txtName: '_slotera-verify.book — again without .my-salon.example',
      txtValue: 'the token, copied with the button in the Slotera tab',
    },
  },
  draw(w, locale) {
    const parts = [];
    parts.push(text(LEFT - 24, 28, w.title, {size: 17, weight: 'bold'}));
    const subtitle = note(LEFT - 24, 50, w.subtitle, WIDTH - 2 * (LEFT - 24), {colour: 'muted'});
    parts.push(subtitle.svg);
    let top = 50 + subtitle.height + 10;

    // The browser: the Slotera tab kept open (step 4) and the provider's tab (step 5).
    const tabHeight = 34;
    const slotTabWidth = Math.round(textWidth(w.tabSlotera, 14) + 44);
    const providerTabLeft = LEFT + slotTabWidth + 4;
    const providerTabWidth = Math.round(textWidth(w.tabProvider, 14) * 1.1 + 44);
    parts.push(
      box(LEFT, top, slotTabWidth, tabHeight + 6, {fill: 'closed', stroke: 'frame', radius: 6}),
      text(LEFT + 12, top + 22, w.tabSlotera, {size: 14, colour: 'muted'}),
      box(providerTabLeft, top, providerTabWidth, tabHeight + 6, {
        fill: 'canvas',
        stroke: 'frame',
        radius: 6,
      }),
      text(providerTabLeft + 12, top + 22, w.tabProvider, {size: 14, weight: 'bold'}),
    );
    const frameTop = top + tabHeight;
    const calloutY = top + tabHeight / 2;
    top = frameTop + PAD + 16;

    // The form.
    const form = [];
    form.push(text(INNER, top, w.heading, {size: 16, weight: 'bold'}));
    top += 20;
    form.push(text(INNER, top, w.domain, {size: 13, colour: 'muted'}));
    top += 16;

    // Type: a drop-down with CNAME.
    form.push(field(INNER, top, 130, w.type, w.cname, {bold: true}));
    top += 66;

    // Name: `book`, and the domain the provider adds by itself.
    const suffixWidth = Math.round(textWidth(w.suffix, 14) + 20);
    const nameWidth = 100;
    form.push(
      label(top, w.name),
      box(INNER, top + 20, nameWidth + suffixWidth, 34, {
        fill: 'closed',
        stroke: 'frame',
        radius: 5,
      }),
      box(INNER, top + 20, nameWidth, 34, {
        fill: 'canvas',
        stroke: 'ok',
        radius: 5,
        strokeWidth: 2,
      }),
      text(INNER + 10, top + 42, w.host, {size: 14, weight: 'bold'}),
      text(INNER + nameWidth + 10, top + 42, w.suffix, {size: 14, colour: 'muted'}),
      mark(INNER + nameWidth + suffixWidth + 14, top + 37, true),
    );
    top += 72;
    const hint = note(INNER, top, w.nameHint, INNER_WIDTH, {colour: 'ok'});
    form.push(hint.svg);
    top += hint.height - 4;

    // Value.
    form.push(field(INNER, top, INNER_WIDTH, w.value, w.target, {dropdown: false}));
    top += 66;

    form.push(
      button(INNER, top, w.add, {
        primary: true,
        size: 14,
        width: Math.round(textWidth(w.add, 14) * 1.12 + 28),
      }),
    );
    top += 31 + PAD;

    parts.push(
      box(LEFT, frameTop, RIGHT - LEFT, top - frameTop, {
        fill: 'canvas',
        stroke: 'frame',
        radius: 6,
      }),
      // The active tab opens into the page.
      box(providerTabLeft + 1.5, frameTop - 2, providerTabWidth - 3, 5, {
        fill: 'canvas',
        stroke: null,
        radius: 0,
      }),
      form,
      callout(4, GUTTER - 4, calloutY),
      callout(5, GUTTER - 4, frameTop + 38),
    );
    // Callout 4 belongs to the Slotera tab, 5 to the provider's form.
    parts.push(
      path(`M${GUTTER + 7} ${calloutY}H${LEFT - 2}`, {colour: 'accent', width: 1.5}),
      path(`M${GUTTER + 7} ${frameTop + 38}H${LEFT - 2}`, {colour: 'accent', width: 1.5}),
    );
    top += 16;

    // The mistake: the whole name typed in.
    const wrongTitle = note(INNER + 18, top + 22, w.wrong, RIGHT - PAD - INNER - 18, {
      colour: 'bad',
      weight: 'bold',
    });
    const wrongTop = top;
    let y = top + 22 + wrongTitle.height + 14;
    const wrongParts = [
      mark(INNER + 6, top + 17, false),
      wrongTitle.svg,
      box(INNER, y - 20, Math.round(textWidth(w.wrongName, 14) * 1.15 + 24), 30, {
        fill: 'canvas',
        stroke: 'bad',
        radius: 5,
        strokeWidth: 2,
      }),
      text(INNER + 10, y, w.wrongName, {size: 14, weight: 'bold'}),
    ];
    y += 29;
    wrongParts.push(
      path(`M${INNER + 4} ${y - 14}v10h12`, {colour: 'bad', width: 1.5, arrow: true}),
      text(INNER + 22, y, w.becomes, {size: 13, colour: 'bad'}),
    );
    y += 20;
    wrongParts.push(text(INNER, y, w.doubled, {size: 13, weight: 'bold', colour: 'bad'}));
    y += PAD;
    parts.push(
      box(LEFT, wrongTop, RIGHT - LEFT, y - wrongTop, {fill: 'bad-soft', stroke: 'bad', radius: 6}),
      wrongParts,
    );
    top = y + 16;

    // The TXT record, in the same form.
    const txtTop = top;
    const txtTitle = note(INNER, top + 22, w.txt, INNER_WIDTH, {
      weight: 'bold',
      size: 14,
      lineHeight: 18,
    });
    y = top + 22 + txtTitle.height + 2;
    const labelWidth = Math.max(
      ...[w.type, w.name, w.value].map((word) => textWidth(word, 13) * 1.2),
    );
    const valueX = INNER + labelWidth + 14;
    const rows = [];
    for (const [key, value] of /** @type {const} */ ([
      ['type', 'txtType'],
      ['name', 'txtName'],
      ['value', 'txtValue'],
    ])) {
      const drawn = note(valueX, y, w[value], RIGHT - PAD - valueX, {
        size: 13,
        weight: key === 'type' ? 'bold' : 'normal',
      });
      rows.push(text(INNER, y, w[key], {size: 13, colour: 'muted', weight: 'bold'}), drawn.svg);
      y += drawn.height + 6;
    }
    y += PAD - 6 - NOTE.lineHeight + 4;
    parts.push(
      box(LEFT, txtTop, RIGHT - LEFT, y - txtTop, {
        fill: 'card',
        stroke: 'frame',
        radius: 6,
        dashed: true,
      }),
      txtTitle.svg,
      rows,
    );
    top = y + 8;

    return picture({height: top, title: w.title, lang: locale}, parts);
  },
};
