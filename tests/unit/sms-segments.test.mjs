// SMS segments (src/notifications/sms-segments.mjs): GSM-7 and Unicode counting,
// placeholders and their sample values, and the Latin spelling.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {PLACEHOLDERS, formatEuro} from '../../src/notifications/prices.mjs';
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

import {ARTICLES, NBSP, WORDS, sum, table, textBlocks} from '../sms-articles-helpers.mjs';

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
