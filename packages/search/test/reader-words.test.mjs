/**
 * Readers' spellings turned into the index's words (../engine/reader-words.mjs)
 * and the writers' synonyms file (../engine/synonyms.mjs).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  regroupTokens,
  surfaceFromCounts,
  suggestionQueries,
  synonymForms,
  typoCorrections,
  withoutQuestionWords,
  wordCounts,
} from '../engine/reader-words.mjs';
import {soundAlikes, soundKey, spelledLetters, withinOneEdit} from '../engine/word-sounds.mjs';
import {loadSynonyms} from '../engine/synonyms.mjs';

/** The lookups of the words of these indexes' documents, as the build counts them. */
const surfaceWords = (indexes) => surfaceFromCounts(wordCounts(indexes));

/** An index's documents: each with its text. */
const surface = surfaceWords([
  {
    documents: [
      {t: 'Google Calendar sync for each employee'},
      {t: 'Export to Excel or CSV; invoices as PDF'},
      {t: 'Viber and SMS notifications; a webhook for other systems'},
      {t: 'Apple Pay and Google Pay; the iPhone asks for the location'},
      {t: 'Фактура за всяко плащане; фактурите са в PDF', s: 'Фактури'},
      {t: 'Блокирано време за отпуска'},
      {t: 'Уиджетът за резервации на сайт в Wix; графикът за две weeks'},
    ],
  },
]);

test('a name sounds the same in Latin and typed by ear in Cyrillic', () => {
  for (const [latin, cyrillic] of [
    ['iphone', 'айфон'],
    ['excel', 'ексел'],
    ['google', 'гугъл'],
    ['viber', 'вайбър'],
    ['webhook', 'уебхук'],
    ['wordpress', 'уордпрес'],
    ['facebook', 'фейсбук'],
    ['javascript', 'джаваскрипт'],
    ['pdf', 'пдф'],
  ]) {
    assert.equal(soundKey(cyrillic), soundKey(latin), `${cyrillic} ~ ${latin}`);
  }
  assert.notEqual(soundKey('viber'), soundKey('google'));
  // An English "magic e" sounds: «фейс» is Face ID, not "fees"; «нейм» is a name.
  const words = surfaceWords([{documents: [{t: 'Face ID, the fees and the CNAME record'}]}]);
  assert.deepEqual(soundAlikes('фейс', words), ['face']);
  assert.deepEqual(regroupTokens(['си', 'нейм'], words), ['cname']);
});

test('letters spelled out by their Bulgarian names are read as the letters', () => {
  assert.equal(spelledLetters('есемес'), 'sms');
  assert.equal(spelledLetters('сиесви'), 'csv');
  assert.equal(spelledLetters('пидиеф'), 'pdf');
  assert.equal(spelledLetters('фактура'), null);
  assert.deepEqual(soundAlikes('есемес', surface), ['sms']);
  assert.deepEqual(soundAlikes('айфон', surface), ['iphone']);
  assert.deepEqual(soundAlikes('ексел', surface), ['excel']);
  // A Bulgarian word of the index is not a name.
  assert.deepEqual(soundAlikes('отпуска', surface), []);
  // With a Bulgarian ending: «есемесите», «айфона».
  assert.deepEqual(soundAlikes('есемесите', surface), ['sms']);
  assert.deepEqual(soundAlikes('айфона', surface), ['iphone']);
  // Only the closest of the words that sound alike: «уикс» is Wix, not "weeks".
  assert.deepEqual(soundAlikes('уикс', surface), ['wix']);
  // And the other way: an English name typed for the Bulgarian word of the article.
  assert.deepEqual(soundAlikes('widget', surface), ['уиджетът']);
});

test('one letter wrong, missing, extra or two swapped is one edit; two are not', () => {
  assert.ok(withinOneEdit('фактра', 'фактура'));
  assert.ok(withinOneEdit('invioce', 'invoice'));
  assert.ok(withinOneEdit('calender', 'calendar'));
  assert.ok(withinOneEdit('exxcel', 'excel'));
  assert.ok(!withinOneEdit('invoce', 'invoices'));
  assert.ok(!withinOneEdit('фкатра', 'фактура'));
});

test('typos of words of five letters or more find the index word; shorter ones do not', () => {
  assert.deepEqual(typoCorrections('фактра', surface), ['фактура']);
  assert.deepEqual(typoCorrections('invioces', surface), ['invoices']);
  assert.deepEqual(typoCorrections('vibr', surface), []);
  assert.deepEqual(typoCorrections('pd', surface), []);
});

test('spelled letters, split and joined words are regrouped as the index has them', () => {
  assert.deepEqual(regroupTokens(['си', 'ес', 'ви', 'файл'], surface), ['сиесви', 'файл']);
  assert.deepEqual(regroupTokens(['web', 'hook'], surface), ['webhook']);
  assert.deepEqual(regroupTokens(['googlepay'], surface), ['google', 'pay']);
  assert.deepEqual(regroupTokens(['google', 'pay'], surface), ['google', 'pay']);
  assert.deepEqual(regroupTokens(['i', 'phone', 'location'], surface), ['iphone', 'location']);
  assert.deepEqual(regroupTokens(['ай', 'фон'], surface), ['iphone']);
  // Two Bulgarian words that make a third stay two.
  assert.deepEqual(regroupTokens(['за', 'отпуска'], surface), ['за', 'отпуска']);
  // Nor is a Bulgarian word split at its ending: «програмата» is not «програма та».
  const words = surfaceWords([{documents: [{t: 'Програма и програма; та и онази'}]}]);
  assert.deepEqual(regroupTokens(['програмата'], words), ['програмата']);
  assert.deepEqual(regroupTokens(['програмаонази'], words), ['програма', 'онази']);
});

test("a question's filler words are dropped, its subject kept", () => {
  assert.deepEqual(withoutQuestionWords("why can't my client book online".split(' ')), [
    'client',
    'book',
    'online',
  ]);
  assert.deepEqual(withoutQuestionWords('как да добавя отпуска'.split(' ')), ['добавя', 'отпуска']);
  // Two words are a subject already; nothing but fillers keeps the words.
  assert.deepEqual(withoutQuestionWords(['how', 'much']), ['how', 'much']);
  assert.deepEqual(withoutQuestionWords(['how', 'do', 'i']), ['how', 'do', 'i']);
  assert.deepEqual(withoutQuestionWords(['why', 'is', 'my', 'promo', 'code', 'not', 'working']), [
    'promo',
    'code',
  ]);
  assert.deepEqual(withoutQuestionWords(['защо', 'не', 'работи', 'промо', 'кодът']), [
    'промо',
    'кодът',
  ]);
  assert.deepEqual(withoutQuestionWords(['working', 'hours', 'not', 'shown']), [
    'working',
    'hours',
    'shown',
  ]);
});

test('a synonym group gives the query again with each other phrase in place', () => {
  const groups = [
    ['блокирано време', 'болничен', 'отпуска'],
    ['плащане на място', 'каса'],
  ];
  // Stems as a pipeline would give them: here the word without a final vowel; "на" is a stop word.
  const stems = (words) => words.map((w) => (w === 'на' ? '' : w.replace(/[аяоеиу]$/, '')));
  assert.deepEqual(synonymForms(['болничен', 'служител'], groups, stems), [
    ['блокирано', 'време', 'служител'],
    ['отпуска', 'служител'],
  ]);
  assert.deepEqual(synonymForms(['плащане', 'на', 'място'], groups, stems), [['каса']]);
  assert.deepEqual(synonymForms(['фактура'], groups, stems), []);
  // A phrase of stop words only is found by its words.
  const withStopWords = (words) => words.map((w) => (['около', 'мен'].includes(w) ? '' : w));
  const [near] = synonymForms(
    ['салони', 'около', 'мен'],
    [['около мен', 'наблизо']],
    withStopWords,
  );
  assert.deepEqual([...near], ['салони', 'наблизо']);
  assert.equal(near.forStopWords, true);
  // A phrase of more words is replaced before a word inside it.
  const plans = [
    ['абонамент', 'план'],
    ['прекратяване на абонамента', 'отказ от абонамента'],
  ];
  assert.deepEqual(synonymForms(['прекратяване', 'на', 'абонамента'], plans, stems, 1), [
    ['отказ', 'от', 'абонамента'],
  ]);
});

test('the synonyms file: groups of phrases, a mistake named with its file and group', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'synonyms-'));
  const file = path.join(site, 'i18n', 'bg', 'search-synonyms.yml');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  assert.deepEqual(loadSynonyms(site, 'bg'), []);
  fs.writeFileSync(file, 'groups:\n  - [Каса, плащане на място]\n');
  assert.deepEqual(loadSynonyms(site, 'bg'), [['каса', 'плащане на място']]);
  fs.writeFileSync(file, 'groups:\n  - [каса, в брой]\n  - [каса, терминал]\n');
  assert.throws(
    () => loadSynonyms(site, 'bg'),
    /search-synonyms\.yml, group 2: «каса» is already in group 1/,
  );
  fs.writeFileSync(file, 'groups:\n  - каса\n');
  assert.throws(
    () => loadSynonyms(site, 'bg'),
    /group 1: a group is a list of two or more phrases/,
  );
  fs.writeFileSync(file, 'groups: [\n');
  assert.throws(() => loadSynonyms(site, 'bg'), /search-synonyms\.yml: not valid YAML/);
  fs.rmSync(site, {recursive: true, force: true});
});

test('both languages have a synonyms file that loads', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  for (const locale of ['bg', 'en']) {
    assert.ok(loadSynonyms(root, locale).length >= 30, locale);
  }
});

test('"did you mean": the unknown words replaced by the closest words of the index', () => {
  // «фактурр» is one letter off «фактура» and «фактури»; "viberrr" two off Viber.
  assert.deepEqual(suggestionQueries('фактурр', surface).sort(), ['фактура', 'фактури']);
  assert.deepEqual(suggestionQueries('sms viberrr', surface), ['sms viber']);
  // One form per stem when the index's stemmer is given.
  const stemOf = (word) => word.replace(/[аи]$/, '');
  assert.equal(suggestionQueries('фактурр', surface, {stemOf}).length, 1);
  // Nothing close, or every word known: no suggestion.
  assert.deepEqual(suggestionQueries('хипопотам', surface), []);
  assert.deepEqual(suggestionQueries('фактура', surface), []);
});
