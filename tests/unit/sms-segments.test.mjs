import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';

import {LEVA_PER_EURO as CONTENT_CHECK_RATE} from '../../scripts/check-content.mjs';
import {
  EMAIL,
  LEVA_PER_EURO,
  PLACEHOLDERS,
  SMS,
  VIBER,
  formatEuro,
  formatLeva,
  formatMoney,
  levaCents,
} from '../../src/notifications/prices.mjs';
import {
  GSM7_BASIC,
  GSM7_EXTENSION,
  countSegments,
  expandPlaceholders,
  messageCost,
  toLatin,
} from '../../src/notifications/sms-segments.mjs';
import {CYRILLIC_TO_LATIN} from '@slotera/cyrillic-latin';
import {foldCyrillic, latinToCyrillic} from '@slotera/docusaurus-search/engine';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';
const ARTICLES = {
  bg: {
    prices: read('docs/notifications/prices.md'),
    templates: read('docs/notifications/templates.md'),
  },
  en: {
    prices: read(`${EN_DOCS}/notifications/prices.md`),
    templates: read(`${EN_DOCS}/notifications/templates.md`),
  },
};

/** The words each language's articles use in the tables read below. */
const WORDS = {
  bg: {
    channel: 'Канал',
    email: 'Имейл',
    free: 'безплатно',
    limits: 'Текст на съобщението',
    latin: /латин/,
    cyrillic: /кирилица/,
    segments: 'Сегменти',
    upTo: 'до',
    characters: 'знака',
    minutes: 'минути',
    monthly: 'Настройка',
    smsOnly: /^само SMS/,
    placeholder: 'Поле',
    length: /Дължина: (\d+)[\u00a0 ]знака/,
  },
  en: {
    channel: 'Channel',
    email: 'E-mail',
    free: 'free',
    limits: 'Message text',
    latin: /Latin/,
    cyrillic: /Cyrillic/,
    segments: 'Segments',
    upTo: 'up to',
    characters: 'characters',
    minutes: 'minutes',
    monthly: 'Set-up',
    smsOnly: /^SMS only/,
    placeholder: 'Placeholder',
    length: /Length: (\d+)[\u00a0 ]characters/,
  },
};

/** @param {string} file */
function read(file) {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** The Markdown tables of a page outside code blocks: header cells and rows of cells. */
function tables(markdown) {
  const found = [];
  let fence = null;
  let current = null;
  for (const line of markdown.split('\n')) {
    const opening = /^\s*(```|~~~)/.exec(line);
    if (opening) fence = fence === null ? opening[1] : fence === opening[1] ? null : fence;
    if (fence === null && !opening && /^\s*\|/.test(line)) {
      const cells = line
        .trim()
        .replace(/^\|/, '')
        .replace(/(?<!\\)\|$/, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      if (!current) found.push((current = {header: cells, rows: []}));
      else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) current.rows.push(cells);
    } else current = null;
  }
  return found;
}

/** The table whose first header cell is `first`. */
function table(markdown, first) {
  const match = tables(markdown).find((t) => t.header[0] === first);
  assert.ok(match, `no table headed "${first}"`);
  return match;
}

/** The row whose first cell matches. */
function row(t, first) {
  const match = t.rows.find((cells) =>
    typeof first === 'string' ? cells[0] === first : first.test(cells[0]),
  );
  assert.ok(match, `no row "${first}" in the table headed "${t.header[0]}"`);
  return match;
}

/** Every «0,06 € (0,12 лв.)» / "€0.06 (BGN 0.12)" in a text, as cents. */
function sums(text, locale) {
  const pattern =
    locale === 'bg'
      ? /(\d[\d\u00a0 ]*,\d{2})[\u00a0 ]€[\u00a0 ]\((\d[\d\u00a0 ]*,\d{2})[\u00a0 ]лв\.\)/g
      : /€([\d,]+\.\d{2})[\u00a0 ]\(BGN[\u00a0 ]([\d,]+\.\d{2})\)/g;
  const cents = (value) =>
    Math.round(
      Number(
        locale === 'bg'
          ? value.replace(/[\u00a0 ]/g, '').replace(',', '.')
          : value.replace(/,/g, ''),
      ) * 100,
    );
  return [...text.matchAll(pattern)].map((m) => ({eur: cents(m[1]), bgn: cents(m[2])}));
}

/** The one sum of a cell. */
function sum(cell, locale) {
  const found = sums(cell, locale);
  assert.equal(found.length, 1, `one sum in "${cell}"`);
  return found[0];
}

/** The whole number a text starts with, with or without thousands separators: «1000», "1,000 characters", «1 000». */
function integer(text) {
  const match = /^\d{1,3}(?:([,\u00a0 ])\d{3}(?:\1\d{3})*)?(?!\d)|^\d+/.exec(text);
  assert.ok(match, `a number at the start of "${text}"`);
  return Number(match[0].replace(/[,\u00a0 ]/g, ''));
}

/** The ```text blocks (```text message too) of a Markdown text, with the text after each up to the next block. */
function textBlocks(markdown) {
  const parts = markdown.split(/^```text(?: message)?\n([\s\S]*?)\n```$/m);
  const blocks = [];
  for (let i = 1; i < parts.length; i += 2) {
    // What follows a block up to its first blank line: the sentence or list about it.
    blocks.push({text: parts[i], after: parts[i + 1].replace(/^\n+/, '').split('\n\n')[0]});
  }
  return blocks;
}

const NBSP = '\u00a0';

describe('GSM-7 alphabet (3GPP TS 23.038)', () => {
  it('has the 127 characters of the basic table and the 10 of the extension table', () => {
    assert.equal(GSM7_BASIC.size, 127);
    assert.equal(GSM7_EXTENSION.size, 10);
    assert.deepEqual(
      [...GSM7_EXTENSION].sort(),
      ['\f', '[', '\\', ']', '^', '{', '|', '}', '~', '€'].sort(),
    );
    for (const char of '@£$¥èéùìòÇ\n\rØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà') {
      assert.ok(GSM7_BASIC.has(char), JSON.stringify(char));
    }
    // Not in GSM-7: the backtick, small c cedilla, the tab, the escape itself.
    for (const char of '`ç\t\u001b') {
      assert.equal(countSegments(`a${char}`).encoding, 'unicode', JSON.stringify(char));
    }
  });

  it('counts an extension character as two septets', () => {
    for (const char of GSM7_EXTENSION) {
      const count = countSegments(`a${char}b`);
      assert.equal(count.encoding, 'gsm7');
      assert.equal(count.units, 4, JSON.stringify(char));
      assert.equal(count.characters, 3);
    }
    assert.equal(countSegments('€'.repeat(80)).segments, 1);
    assert.equal(countSegments('€'.repeat(80)).units, 160);
    assert.equal(countSegments('€'.repeat(81)).segments, 2);
    assert.equal(countSegments('a'.repeat(159) + '€').segments, 2);
  });

  it('never splits an escape pair across segments', () => {
    const count = countSegments('a'.repeat(152) + '€' + 'a'.repeat(10));
    assert.deepEqual(count.segmentLengths, [152, 12]);
    // 306 septets, but the € cannot end the first segment: 3 segments, not 2.
    const edge = countSegments('a'.repeat(152) + '€' + 'a'.repeat(152));
    assert.equal(edge.units, 306);
    assert.deepEqual(edge.segmentLengths, [152, 153, 1]);
    assert.equal(edge.segments, 3);
  });

  it('counts an empty text as no segment', () => {
    assert.deepEqual(countSegments(''), {
      encoding: 'gsm7',
      units: 0,
      characters: 0,
      segments: 0,
      perSegment: 160,
      segmentLengths: [],
      unicodeCulprits: [],
      remainingInSegment: 160,
    });
    assert.equal(messageCost({text: '', locale: 'bg'}).sms.perMessage.eurCents, 0);
  });
});

describe('segment boundaries', () => {
  const cases = [
    ['Latin', 'a', 160, 1, 153],
    ['Latin', 'a', 161, 2, 153],
    ['Latin', 'a', 306, 2, 153],
    ['Latin', 'a', 307, 3, 153],
    ['Cyrillic', 'я', 70, 1, 67],
    ['Cyrillic', 'я', 71, 2, 67],
    ['Cyrillic', 'я', 134, 2, 67],
    ['Cyrillic', 'я', 135, 3, 67],
  ];
  for (const [alphabet, letter, length, segments, multipart] of cases) {
    it(`${length} ${alphabet} letters make ${segments} segment(s)`, () => {
      const count = countSegments(letter.repeat(length));
      assert.equal(count.encoding, alphabet === 'Latin' ? 'gsm7' : 'unicode');
      assert.equal(count.units, length);
      assert.equal(count.segments, segments);
      const single = alphabet === 'Latin' ? 160 : 70;
      assert.equal(count.perSegment, segments === 1 ? single : multipart);
      assert.equal(
        count.remainingInSegment,
        segments === 1 ? single - length : multipart * segments - length,
      );
    });
  }

  it('71 Cyrillic letters: 2 segments, 0,12 € a message', () => {
    const cost = messageCost({text: 'я'.repeat(71), locale: 'bg'});
    assert.equal(cost.segments, 2);
    assert.deepEqual(cost.count.segmentLengths, [67, 4]);
    assert.equal(cost.sms.perMessage.eurCents, 12);
    assert.equal(formatEuro(cost.sms.perMessage.eurCents, 'bg'), `0,12${NBSP}€`);
    assert.equal(cost.sms.perMessage.text, `0,12${NBSP}€ (0,23${NBSP}лв.)`);
    assert.equal(
      messageCost({text: 'я'.repeat(71), locale: 'en'}).sms.perMessage.text,
      `€0.12 (BGN${NBSP}0.23)`,
    );
  });
});

describe('Unicode', () => {
  it('one Cyrillic letter switches the whole message and is named', () => {
    const count = countSegments('a'.repeat(100) + 'ъ');
    assert.equal(count.encoding, 'unicode');
    assert.equal(count.units, 101);
    assert.equal(count.perSegment, 67);
    assert.equal(count.segments, 2);
    assert.deepEqual(count.unicodeCulprits, [{char: 'ъ', index: 100}]);
    assert.equal(countSegments('a'.repeat(100)).segments, 1);
  });

  it('names typographic quotes and the long dash in a Latin text', () => {
    const text = 'See you, „Maria“ — Salon Lale';
    const count = countSegments(text);
    assert.equal(count.encoding, 'unicode');
    assert.deepEqual(count.unicodeCulprits, [
      {char: '„', index: 9},
      {char: '“', index: 15},
      {char: '—', index: 17},
    ]);
    for (const {char, index} of count.unicodeCulprits) assert.equal(text[index], char);
  });

  it('counts an emoji as two UTF-16 units and one character, and never splits it', () => {
    const count = countSegments('Hi 😀 ok');
    assert.equal(count.encoding, 'unicode');
    assert.equal(count.characters, 7);
    assert.equal(count.units, 8);
    assert.deepEqual(count.unicodeCulprits, [{char: '😀', index: 3}]);
    assert.equal(countSegments('a'.repeat(68) + '😀').segments, 1);
    assert.equal(countSegments('a'.repeat(69) + '😀').segments, 2);
    assert.deepEqual(countSegments('a'.repeat(66) + '😀' + 'a'.repeat(5)).segmentLengths, [66, 7]);
  });
});

describe('placeholders', () => {
  it('are those of the templates article, with its sample values, in both languages', () => {
    for (const locale of ['bg', 'en']) {
      const t = table(ARTICLES[locale].templates, WORDS[locale].placeholder);
      const article = Object.fromEntries(
        t.rows.map((cells) => [
          cells[0].replace(/^`\{\{|\}\}`$/g, ''),
          cells[2].replace(/^`|`$/g, ''),
        ]),
      );
      const module = Object.fromEntries(
        Object.entries(PLACEHOLDERS).map(([name, p]) => [name, p.example[locale]]),
      );
      assert.deepEqual(module, article, locale);
    }
  });

  it('have a typical length that is the length of their sample value', () => {
    for (const [name, p] of Object.entries(PLACEHOLDERS)) {
      for (const locale of ['bg', 'en']) {
        assert.equal(p.typicalLength[locale], [...p.example[locale]].length, `${name} ${locale}`);
      }
    }
    assert.equal(PLACEHOLDERS['review.url'].reviewRequestOnly, true);
    assert.equal(PLACEHOLDERS['booking.manage_url'].reviewRequestOnly, false);
  });

  it('expand with their typical lengths; unknown ones are reported and left as written', () => {
    const template =
      'Hi {{client.first_name}}, {{client.first_name}}! {{client.firstname}} {{ booking.time }}';
    const {text, placeholders, unknown} = expandPlaceholders(template, 'bg');
    assert.equal(text, 'Hi Мария, Мария! {{client.firstname}} {{ booking.time }}');
    assert.deepEqual(placeholders, [
      {
        name: 'client.first_name',
        placeholder: '{{client.first_name}}',
        value: 'Мария',
        length: 5,
        occurrences: 2,
        reviewRequestOnly: false,
      },
    ]);
    assert.deepEqual(unknown, [
      {placeholder: '{{client.firstname}}', index: 49},
      {placeholder: '{{ booking.time }}', index: 70},
    ]);
    assert.equal(template.slice(49, 69), '{{client.firstname}}');
  });

  it('give the templates article its SMS examples, with the length and price it states', () => {
    for (const locale of ['bg', 'en']) {
      const blocks = textBlocks(ARTICLES[locale].templates);
      const sms = blocks.findIndex(
        (b) => b.text.startsWith('{{business.name}}:') && !b.text.includes('{{location.address}}'),
      );
      assert.ok(sms >= 0, locale);
      const {text: template} = blocks[sms];
      const {text: received} = blocks[sms + 1];
      const cost = messageCost({text: template, locale});
      assert.equal(cost.text, received, locale);
      assert.deepEqual(cost.expansion.unknown, []);
      // "(103 знака на кирилица, 2 сегмента, 0,12 € (0,23 лв.))"
      const stated = /\((\d+) [^,]+, (\d+) [^,]+, (.+)\):?\s*$/m.exec(blocks[sms].after);
      assert.ok(stated, `${locale}: the sentence before the received message`);
      assert.equal(cost.count.characters, Number(stated[1]), locale);
      assert.equal(cost.segments, Number(stated[2]), locale);
      assert.deepEqual(sum(stated[3], locale), {
        eur: cost.sms.perMessage.eurCents,
        bgn: cost.sms.perMessage.bgnCents,
      });
    }
  });
});

describe('toLatin', () => {
  const reminder =
    'Салон Лале: Напомняме Ви за час за Подстригване на 15.08.2025 г. в 14:30 ч. при Елена. Промяна или отмяна: https://slotera.example/m/7KQ2M';

  it('turns a Bulgarian reminder into GSM-7 text with fewer segments', () => {
    const latin = toLatin(reminder);
    assert.equal(
      latin,
      'Salon Lale: Napomnyame Vi za chas za Podstrigvane na 15.08.2025 g. v 14:30 ch. pri Elena. Promyana ili otmyana: https://slotera.example/m/7KQ2M',
    );
    const before = countSegments(reminder);
    const after = countSegments(latin);
    assert.equal(before.segments, 3);
    assert.equal(after.encoding, 'gsm7');
    assert.deepEqual(after.unicodeCulprits, []);
    assert.equal(after.segments, 1);
    assert.equal(messageCost({text: latin, locale: 'bg'}).sms.perMessage.eurCents, 6);
  });

  it('writes the official transliteration, capitals and typographic characters in GSM-7', () => {
    assert.equal(toLatin('Жулиета Щерева, Цветан Чолаков'), 'Zhulieta Shtereva, Tsvetan Cholakov');
    assert.equal(toLatin('ъгъл, шофьор, юли, ягода, хубав'), 'agal, shofyor, yuli, yagoda, hubav');
    assert.equal(toLatin('София, България, ИЯ, СОФИЯ, Ия'), 'Sofia, Balgaria, IA, SOFIA, Ia');
    assert.equal(toLatin('история на Мария, Ивайло'), 'istoria na Maria, Ivaylo');
    assert.equal(toLatin('ЩАСТИЕ и ЖК „Младост“ — № 5…'), 'SHTASTIE i ZHK "Mladost" - No 5...');
    assert.equal(toLatin('ѝ'), 'i');
    assert.equal(toLatin(`10${NBSP}€`), '10 €');
    // An emoji stays, and still forces UCS-2.
    assert.deepEqual(countSegments(toLatin('Чао 👋')).unicodeCulprits, [{char: '👋', index: 5}]);
  });

  it('uses the table of search, which reads its spelling back', () => {
    const letters = 'абвгдежзийклмнопрстуфхцчшщъьюя';
    for (const letter of letters) {
      assert.ok(Object.hasOwn(CYRILLIC_TO_LATIN, letter), letter);
      assert.ok(Object.hasOwn(CYRILLIC_TO_LATIN, letter.toUpperCase()), letter.toUpperCase());
      assert.equal(toLatin(letter), CYRILLIC_TO_LATIN[letter]);
    }
    const words = [
      'работно',
      'отстъпка',
      'служители',
      'известия',
      'щастие',
      'цена',
      'юниор',
      'шофьор',
      'жена',
      'хубав',
      'ягода',
      'членства',
    ];
    for (const word of words) {
      const latin = toLatin(word);
      const readBack = latinToCyrillic(latin).map(foldCyrillic);
      assert.ok(
        readBack.includes(foldCyrillic(word)),
        `${word} → ${latin} → ${readBack.join(', ')}`,
      );
    }
  });
});

describe('message cost', () => {
  it('puts the Viber and e-mail price beside the SMS price', () => {
    const cost = messageCost({text: 'я'.repeat(135), locale: 'bg', perMonth: 100});
    assert.equal(cost.segments, 3);
    assert.equal(cost.sms.perSegment.text, `0,06${NBSP}€ (0,12${NBSP}лв.)`);
    assert.equal(cost.sms.perMessage.eurCents, 18);
    assert.equal(cost.sms.perMonth.eurCents, 1800);
    assert.equal(cost.sms.perMonth.text, `18,00${NBSP}€ (35,20${NBSP}лв.)`);
    assert.equal(cost.viber.perMessage.text, `0,04${NBSP}€ (0,08${NBSP}лв.)`);
    assert.equal(cost.viber.perMonth.eurCents, 400);
    assert.equal(cost.viber.fits, true);
    assert.equal(cost.email.perMonth.text, `0,00${NBSP}€ (0,00${NBSP}лв.)`);
    assert.equal(messageCost({text: 'a'.repeat(1001), locale: 'en'}).viber.fits, false);
    assert.equal(messageCost({text: 'a'.repeat(1000), locale: 'en'}).viber.fits, true);
  });

  it('refuses an unknown locale and a number of messages that is not whole', () => {
    assert.throws(() => messageCost({text: 'a', locale: 'de'}), RangeError);
    assert.throws(() => messageCost({text: 'a', locale: 'bg', perMonth: 1.5}), RangeError);
    assert.throws(() => messageCost({text: 'a', locale: 'bg', viberDelivered: 2}), RangeError);
    assert.throws(() => expandPlaceholders('a', 'ru'), RangeError);
  });

  it('writes sums as the articles do', () => {
    assert.equal(formatEuro(150000, 'bg'), `1${NBSP}500,00${NBSP}€`);
    assert.equal(formatEuro(150000, 'en'), '€1,500.00');
    assert.equal(formatLeva(levaCents(6), 'bg'), `0,12${NBSP}лв.`);
    assert.equal(formatLeva(levaCents(6), 'en'), `BGN${NBSP}0.12`);
    assert.equal(formatMoney(4800, 'en'), `€48.00 (BGN${NBSP}93.88)`);
    assert.throws(() => formatEuro(0.5, 'bg'), RangeError);
    assert.equal(LEVA_PER_EURO, CONTENT_CHECK_RATE);
  });
});

describe('the prices article states the figures of the data module', () => {
  for (const locale of ['bg', 'en']) {
    const article = ARTICLES[locale].prices;
    const words = WORDS[locale];

    it(`${locale}: prices per channel`, () => {
      const t = table(article, words.channel);
      const sms = row(t, 'SMS');
      assert.deepEqual(sum(sms[1], locale), {
        eur: SMS.eurCentsPerSegment,
        bgn: levaCents(SMS.eurCentsPerSegment),
      });
      const viber = row(t, 'Viber');
      assert.deepEqual(sum(viber[1], locale), {
        eur: VIBER.eurCentsPerMessage,
        bgn: levaCents(VIBER.eurCentsPerMessage),
      });
      const characters = new RegExp(`(\\d[\\d,\\u00a0 ]*)[\\u00a0 ]${words.characters}`).exec(
        viber[2],
      );
      assert.ok(characters, viber[2]);
      assert.equal(integer(characters[1]), VIBER.maxCharacters);
      const fallback = row(t, /^Viber .+/);
      const minutes = new RegExp(`(\\d+)[\\u00a0 ]${words.minutes}`).exec(fallback[2]);
      assert.ok(minutes, fallback[2]);
      assert.equal(Number(minutes[1]), VIBER.fallbackAfterMinutes);
      assert.equal(row(t, words.email)[1], words.free);
      assert.equal(EMAIL.eurCentsPerMessage, 0);
      // Written as this module writes it.
      assert.ok(sms[1].includes(formatMoney(SMS.eurCentsPerSegment, locale)), sms[1]);
      assert.ok(viber[1].includes(formatMoney(VIBER.eurCentsPerMessage, locale)), viber[1]);
    });

    it(`${locale}: characters in a segment (160 / 153, 70 / 67)`, () => {
      const t = table(article, words.limits);
      const latin = row(t, words.latin);
      const cyrillic = row(t, words.cyrillic);
      assert.deepEqual(
        [integer(latin[1]), integer(latin[2])],
        [SMS.gsm7.single, SMS.gsm7.multipart],
      );
      assert.deepEqual(
        [integer(cyrillic[1]), integer(cyrillic[2])],
        [SMS.unicode.single, SMS.unicode.multipart],
      );
    });

    it(`${locale}: segments by length, and their price`, () => {
      const t = table(article, words.segments);
      assert.ok(t.rows.length >= 2);
      for (const [n, cyrillic, latin, price] of t.rows) {
        const segments = Number(n);
        for (const [range, letter] of [
          [cyrillic, 'я'],
          [latin, 'a'],
        ]) {
          const upTo = new RegExp(`^${words.upTo} (\\d+)$`).exec(range);
          const between = /^(\d+)–(\d+)$/.exec(range);
          assert.ok(upTo || between, range);
          const [from, to] = upTo ? [1, Number(upTo[1])] : [Number(between[1]), Number(between[2])];
          assert.equal(countSegments(letter.repeat(from)).segments, segments, `${range} from`);
          assert.equal(countSegments(letter.repeat(to)).segments, segments, `${range} to`);
          assert.equal(countSegments(letter.repeat(to + 1)).segments, segments + 1, `${range} +1`);
        }
        const cost = messageCost({text: 'я'.repeat(segments * 67), locale});
        assert.equal(cost.segments, segments);
        assert.deepEqual(sum(price, locale), {
          eur: cost.sms.perMessage.eurCents,
          bgn: cost.sms.perMessage.bgnCents,
        });
      }
    });

    it(`${locale}: the monthly estimate`, () => {
      const t = table(article, words.monthly);
      const smsOnly = row(t, words.smsOnly);
      const [, messages, segments] =
        /^(\d+)[\u00a0 ]×[\u00a0 ](\d+)[\u00a0 ]/.exec(smsOnly[1]) ?? [];
      assert.ok(messages, smsOnly[1]);
      const text = 'я'.repeat(Number(segments) * 67);
      const all = messageCost({text, locale, perMonth: Number(messages)});
      assert.deepEqual(sum(smsOnly[2], locale), {
        eur: all.sms.perMonth.eurCents,
        bgn: all.sms.perMonth.bgnCents,
      });
      const viber = row(t, /^Viber/);
      const share = /(\d+)[\u00a0 ]?%/.exec(viber[0]);
      assert.ok(share, viber[0]);
      const mixed = messageCost({
        text,
        locale,
        perMonth: Number(messages),
        viberDelivered: Number(share[1]) / 100,
      });
      assert.deepEqual(sum(viber[2], locale), {
        eur: mixed.viber.perMonth.eurCents,
        bgn: mixed.viber.perMonth.bgnCents,
      });
    });

    it(`${locale}: the worked examples count as the article says`, () => {
      const examples = textBlocks(article);
      assert.equal(examples.length, 3);
      for (const {text, after} of examples) {
        const count = countSegments(text);
        const length = words.length.exec(after);
        assert.ok(length, after.slice(0, 200));
        assert.equal(count.characters, Number(length[1]));
        const split = /(\d+(?:[\u00a0 ]\+[\u00a0 ]\d+)+)/.exec(after);
        if (split)
          assert.deepEqual(
            count.segmentLengths,
            split[1].split(/[\u00a0 ]\+[\u00a0 ]/).map(Number),
          );
        else assert.equal(count.segments, 1);
        const [stated] = sums(after, locale).slice(-1);
        const cost = messageCost({text, locale});
        assert.deepEqual(stated, {
          eur: cost.sms.perMessage.eurCents,
          bgn: cost.sms.perMessage.bgnCents,
        });
      }
    });
  }
});
