import assert from 'node:assert/strict';
import {test} from 'node:test';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {englishWords, loadUntranslatedWords} from '../../src/pictures/untranslated-words.mjs';

test('the words a picture may carry untranslated are data: names, codes, options', () => {
  const allowed = loadUntranslatedWords();
  for (const word of ['Slotera', 'Viber', 'buttonText', 'slotera-verify', 'CNAME']) {
    assert.ok(allowed.has(word), word);
  }
  assert.ok(!allowed.has('Settings'));
});

test('a code of letters and digits is never an English word; a real one is', () => {
  const allowed = new Set(['Slotera']);
  assert.deepEqual(
    englishWords(['Код на картата: 4K7P-9QXD-2MHT', 'Slotera, 2FA, 19,36'], allowed),
    [],
  );
  assert.deepEqual(englishWords(['Отворете Settings → Gift cards', 'Slotera'], allowed), [
    'Settings',
    'Gift',
    'cards',
  ]);
  assert.deepEqual(englishWords(['&amp; #1f5bd6 цвят'], allowed), [], 'entities and colours');
});

test('a malformed word list names its file', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'words-')), 'w.yml');
  fs.writeFileSync(file, 'names: Slotera\n');
  assert.throws(() => loadUntranslatedWords(file), /w\.yml: «names» is a list of words/);
});
