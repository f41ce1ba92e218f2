import assert from 'node:assert/strict';
import test from 'node:test';

import {CYRILLIC_TO_LATIN, CYRILLIC_TO_LATIN_WORD_END} from '../index.mjs';

const latin = (word) => [...word].map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join('');

test('every Bulgarian letter has its official spelling, capitals too', () => {
  for (const letter of 'абвгдежзийклмнопрстуфхцчшщъьюя') {
    assert.ok(Object.hasOwn(CYRILLIC_TO_LATIN, letter), letter);
    assert.ok(Object.hasOwn(CYRILLIC_TO_LATIN, letter.toUpperCase()), letter.toUpperCase());
  }
  assert.equal(latin('Щастие'), 'Shtastie');
  assert.equal(latin('Жълт чадър'), 'Zhalt chadar');
  assert.equal(latin('юли'), 'yuli');
});

test('«ия» at the end of a word is "ia", capital or not', () => {
  assert.equal(CYRILLIC_TO_LATIN_WORD_END['ия'], 'ia');
  assert.equal(CYRILLIC_TO_LATIN_WORD_END['Ия'], 'Ia');
});

test('the tables cannot be changed by a caller', () => {
  assert.ok(Object.isFrozen(CYRILLIC_TO_LATIN));
  assert.ok(Object.isFrozen(CYRILLIC_TO_LATIN_WORD_END));
});
