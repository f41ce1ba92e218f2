import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {isCyrillicWord, stem} from '../engine/bulgarian-stemmer.mjs';
import {BULGARIAN_STOP_WORDS} from '../engine/bulgarian-stop-words.mjs';

/**
 * Word families: every form in a family must reduce to the family's stem.
 * Definite articles (-ът/-ят, -а/-я, -та, -то, -те), plurals and the usual
 * adjective and noun inflections.
 */
const FAMILIES = {
  календар: 'календар календара календарът календари календарите',
  служител: 'служител служителя служителят служители служителите',
  фактур: 'фактура фактурата фактури фактурите',
  отстъпк: 'отстъпка отстъпката отстъпки отстъпките',
  портфейл: 'портфейл портфейла портфейлът портфейли портфейлите',
  абонамент: 'абонамент абонамента абонаментът абонаменти абонаментите',
  врем: 'време времето времена времената',
  работн: 'работно работна работен работни работното работната работния работният работните',
  плащан: 'плащане плащането плащания плащанията',
  извест: 'известие известието известия известията',
  членств: 'членство членството членства членствата',
  час: 'час часа часът часове часовете',
  код: 'код кода кодът кодове кодовете',
  сертифик: 'сертификат сертификата сертификатът сертификати сертификатите',
  карт: 'карта картата карти картите',
  цен: 'цена цената цени цените',
  опк: 'опция опцията опции опциите',
  регистрак: 'регистрация регистрацията регистрации регистрациите',
  наличност: 'наличност наличността наличности наличностите',
  доставчик: 'доставчик доставчика доставчикът доставчици доставчиците',
  празник: 'празник празника празникът празници празниците',
  пробн: 'пробен пробна пробно пробни пробния пробният пробната пробното пробните',
  собствн: 'собствен собствена собствено собствени собствения собственият собствената',
  параметр: 'параметър параметъра параметърът параметри параметрите',
  мест: 'място мястото места местата',
  отмн: 'отмяна отмяната отмени',
  услуг: 'услуга услугата услуги услугите',
  банков: 'банков банкова банково банкови банковия банковият банковата',
  клиент: 'клиент клиента клиентът клиенти клиентите',
  табл: 'табло таблото',
  шаблон: 'шаблон шаблона шаблонът шаблони шаблоните',
  уиджет: 'уиджет уиджета уиджетът уиджети',
  разширн: 'разширение разширението разширения разширенията',
  случ: 'случай случая случаят случаи',
  домейн: 'домейн домейна домейнът домейни',
  ключ: 'ключ ключа ключът ключове ключовете',
  резулт: 'резултат резултата резултатът резултати резултатите',
  списк: 'списък списъка списъкът списъци списъците',
  напомнн: 'напомняне напомнянето напомняния напомнянията',
  автоматичн: 'автоматичен автоматична автоматично автоматичното автоматичните',
  локак: 'локация локацията локации локациите',
  журнал: 'журнал журнала журналът журнали',
  ден: 'ден деня денят',
  цвет: 'цвят цвета цветът цветове цветовете',
  страник: 'страница страницата страници страниците',
};

describe('Bulgarian stemmer', () => {
  it('covers at least 100 word forms', () => {
    const forms = Object.values(FAMILIES).flatMap((words) => words.split(' '));
    assert.ok(forms.length >= 100, `only ${forms.length} forms`);
  });

  for (const [expected, words] of Object.entries(FAMILIES)) {
    it(`reduces every form of ${expected}`, () => {
      for (const word of words.split(' ')) assert.equal(stem(word), expected, word);
    });
  }

  it('keeps different words apart', () => {
    const pairs = [
      ['работа', 'работно'],
      ['карта', 'картина'],
      ['час', 'часова'],
      ['цена', 'център'],
      ['служба', 'служител'],
    ];
    for (const [a, b] of pairs) assert.notEqual(stem(a), stem(b), `${a} / ${b}`);
  });

  it('is idempotent: a stem stems to itself', () => {
    for (const words of Object.values(FAMILIES)) {
      for (const word of words.split(' ')) {
        const once = stem(word);
        assert.equal(stem(once), once, word);
      }
    }
  });

  it('keeps at least three letters', () => {
    assert.equal(stem('дата'), 'дат');
    assert.equal(stem('идея'), 'иде');
    assert.equal(stem('идеята'), 'иде');
    assert.equal(stem('пин'), 'пин');
    assert.equal(stem('пинът'), 'пин');
  });

  it('leaves words with other letters to the other stemmers', () => {
    for (const word of ['wordpress', 'sms', 'api-то', 'utm', '2025', 'кеп2', 'Календар'])
      assert.equal(stem(word), word);
    assert.equal(isCyrillicWord('календар'), true);
    assert.equal(isCyrillicWord('Календар'), false);
    assert.equal(stem(''), '');
  });

  it('reads ѝ and ѐ as и and е', () => {
    assert.equal(stem('ѝ'), 'и');
    assert.equal(stem('услугатѐ'), stem('услугате'));
  });
});

describe('Bulgarian stop words', () => {
  it('drops function words and keeps words with a meaning', () => {
    for (const word of ['на', 'за', 'и', 'да', 'как', 'какво', 'не', 'се', 'мен', 'до', 'преди'])
      assert.ok(BULGARIAN_STOP_WORDS.includes(word), word);
    for (const word of ['близо', 'час', 'време', 'цена', 'първо', 'например'])
      assert.ok(!BULGARIAN_STOP_WORDS.includes(word), word);
  });

  it('has no duplicates and only lower-case Cyrillic', () => {
    assert.equal(new Set(BULGARIAN_STOP_WORDS).size, BULGARIAN_STOP_WORDS.length);
    for (const word of BULGARIAN_STOP_WORDS) assert.match(word, /^[а-яѝ]+$/);
  });
});
