import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {stem} from '../engine/bulgarian-stemmer.mjs';
import {foldCyrillic, isLatinWord, latinToCyrillic} from '../engine/transliterate.mjs';

/** Latin spellings readers type, and the Cyrillic word each stands for. */
const TYPED = [
  ['rabotno', 'работно'],
  ['vreme', 'време'],
  ['otstapka', 'отстъпка'],
  ['otstupkata', 'отстъпката'],
  ['faktura', 'фактура'],
  ['portfeila', 'портфейла'],
  ['portfeyl', 'портфейл'],
  ['sluzhiteli', 'служители'],
  ['kalendarat', 'календарът'],
  ['otcheti', 'отчети'],
  ['chlenstva', 'членства'],
  ['shabloni', 'шаблони'],
  ['izvestia', 'известия'],
  ['izvestiya', 'известия'],
  ['dostapnost', 'достъпност'],
  ['inventarizatsia', 'инвентаризация'],
  ['registracia', 'регистрация'],
  ['otmyana', 'отмяна'],
  ['shtraf', 'щраф'],
  ['4as', 'час'],
  ['6ablon', 'шаблон'],
];

describe('Latin-typed Bulgarian', () => {
  for (const [latin, cyrillic] of TYPED) {
    it(`"${latin}" can stand for "${cyrillic}"`, () => {
      const key = foldCyrillic(stem(cyrillic));
      const keys = latinToCyrillic(latin).map((spelling) => foldCyrillic(stem(spelling)));
      assert.ok(keys.includes(key), `${latin}: ${latinToCyrillic(latin).join(', ')}`);
    });
  }

  it('puts the official transliteration first', () => {
    assert.equal(latinToCyrillic('rabotno')[0], 'работно');
    assert.equal(latinToCyrillic('zhivot')[0], 'живот');
    assert.equal(latinToCyrillic('shtastie')[0], 'щастие');
    assert.equal(latinToCyrillic('tsena')[0], 'цена');
    assert.equal(latinToCyrillic('yunior')[0], 'юниор');
  });

  it('bounds the number of spellings', () => {
    const many = latinToCyrillic('yuyuyuyucxcxcxjujujutststs');
    assert.ok(many.length > 1 && many.length <= 24, String(many.length));
    assert.ok(latinToCyrillic('otstapka', 2).length <= 2);
  });

  it('only reads Latin words', () => {
    assert.deepEqual(latinToCyrillic('отстъпка'), []);
    assert.deepEqual(latinToCyrillic('top-up'), []);
    assert.deepEqual(latinToCyrillic('2025'), []);
    assert.equal(isLatinWord('faktura'), true);
    assert.equal(isLatinWord('4as'), true);
    assert.equal(isLatinWord('46'), false);
    assert.equal(isLatinWord('sms2'), false);
    assert.equal(isLatinWord('фактура'), false);
  });

  it('folds the letters Latin spells alike', () => {
    assert.equal(foldCyrillic('отстъпка'), 'отстапка');
    assert.equal(foldCyrillic('портфейл'), 'портфеил');
    assert.equal(foldCyrillic('шофьор'), 'шофор');
  });
});
