// @ts-check
// online-bookings/custom-domain.md#add-domain, step 5: a generic DNS provider's form with the CNAME
// and TXT records, and the doubled name of #name-doubled. The TXT name is not drawn letter for
// letter (no Latin word in the Bulgarian picture): the picture points at the article's table.
import {box, button, callout, field, path, ring, text, textWidth, tick} from './kit.mjs';
import {card, fixed, layout, note} from './layout.mjs';

/** @typedef {import('./layout.mjs').Block} Block */

/** The browser: the Slotera tab kept open (step 4) and the provider's form (step 5). @param {Record<string, string>} w @returns {Block} */
function providerForm(w) {
  const slotera = Math.round(textWidth(w.tabSlotera, 14) + 44);
  const provider = Math.round(textWidth(w.tabProvider, 14) * 1.1 + 44);
  // Name: `book`, and the domain the provider adds by itself, with the tick of a name as it should be.
  const suffixWidth = Math.round(textWidth(w.suffix, 14) + 20);
  const name = fixed(54, (x, y) => [
    text(x, y + 13, w.name, {size: 13, colour: 'muted', weight: 'bold'}),
    box(x, y + 20, 100 + suffixWidth, 34, {fill: 'closed', radius: 5}),
    box(x, y + 20, 100, 34, {fill: 'canvas', stroke: 'ok', radius: 5, strokeWidth: 2}),
    text(x + 10, y + 42, w.host, {size: 14, weight: 'bold'}),
    text(x + 110, y + 42, w.suffix, {size: 14, colour: 'muted'}),
    ring(x + 100 + suffixWidth + 14, y + 37, 8, 'ok', 'canvas'),
    tick(x + 100 + suffixWidth + 10, y + 37, 'ok', 0.7),
  ]);
  const form = card(
    w.heading,
    [
      note(w.domain),
      fixed(54, (x, y) => field(x, y, 130, w.type, w.cname, {bold: true})),
      name,
      note(w.nameHint, {colour: 'ok'}),
      fixed(54, (x, y, width) => field(x, y, width, w.value, w.target, {dropdown: false})),
      fixed(31, (x, y) => button(x, y, w.add, {primary: true})),
    ],
    {fill: 'canvas'},
  );
  return (x, y, width) => {
    const left = x + 24;
    const drawn = form(left, y + 34, width - 24);
    const connector = (/** @type {number} */ cy) =>
      path(`M${x + 11} ${cy}H${left - 2}`, {colour: 'accent', width: 1.5});
    const svg = [
      box(left, y, slotera, 40, {fill: 'closed', stroke: 'frame'}),
      text(left + 12, y + 22, w.tabSlotera, {size: 14, colour: 'muted'}),
      box(left + slotera + 4, y, provider, 40, {fill: 'canvas', stroke: 'frame'}),
      text(left + slotera + 16, y + 22, w.tabProvider, {size: 14, weight: 'bold'}),
      drawn.svg,
      // The active tab opens into the page.
      box(left + slotera + 5.5, y + 32, provider - 3, 5, {fill: 'canvas', stroke: null, radius: 0}),
      // Callout 4 belongs to the Slotera tab, 5 to the provider's form.
      callout(4, x, y + 17),
      callout(5, x, y + 72),
      connector(y + 17),
      connector(y + 72),
    ];
    return {svg: svg.flat().join(''), height: 34 + drawn.height};
  };
}

/** The whole name typed in, and the doubled name it makes. @param {Record<string, string>} w */
function wrongName(w) {
  return fixed(80, (x, y) => [
    box(x, y, Math.round(textWidth(w.wrongName, 14) * 1.15 + 24), 30, {
      fill: 'canvas',
      stroke: 'bad',
      radius: 5,
      strokeWidth: 2,
    }),
    text(x + 10, y + 20, w.wrongName, {size: 14, weight: 'bold'}),
    path(`M${x + 4} ${y + 35}v10h12`, {colour: 'bad', width: 1.5, arrow: true}),
    text(x + 22, y + 49, w.becomes, {size: 13, colour: 'bad'}),
    text(x, y + 69, w.doubled, {size: 13, weight: 'bold', colour: 'bad'}),
  ]);
}

/** The TXT record's type, name and value, as a small table. @param {Record<string, string>} w @returns {Block} */
function txtRecord(w) {
  const labelWidth = Math.max(
    ...[w.type, w.name, w.value].map((word) => textWidth(word, 13) * 1.2),
  );
  const rows = /** @type {const} */ ([
    ['type', 'txtType'],
    ['name', 'txtName'],
    ['value', 'txtValue'],
  ]);
  return (x, y, width) => {
    const svg = [];
    let top = y;
    for (const [key, value] of rows) {
      const weight = key === 'type' ? 'bold' : 'normal';
      const drawn = note(w[value], {colour: 'ink', weight, narrower: 14})(
        x + labelWidth + 14,
        top,
        width - labelWidth - 14,
      );
      svg.push(text(x, top + 13, w[key], {size: 13, colour: 'muted', weight: 'bold'}), drawn.svg);
      top += drawn.height + 6;
    }
    return {svg: svg.join(''), height: top - 6 - y};
  };
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
  draw: (w, locale) =>
    layout({title: w.title, subtitle: w.subtitle, lang: locale}, [
      providerForm(w),
      card(w.wrong, [wrongName(w)], {tone: 'bad'}),
      card(w.txt, [txtRecord(w)], {dashed: true}),
    ]),
};
