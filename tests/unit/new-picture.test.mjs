import assert from 'node:assert/strict';
import {test} from 'node:test';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {newPicture} from '../../scripts/new-picture.mjs';
import {describeSvg, loadPicture, renderPicture} from '../../src/pictures/render.mjs';
import {pictureRuleProblems} from '../../src/pictures/rules.mjs';
import {card, columns, layout, note, rows, steps} from '../../src/pictures/layout.mjs';

const LAYOUT = new URL('../../src/pictures/layout.mjs', import.meta.url).href;

/** `npm run new:picture name` into a folder of its own, importing the real layout module. */
function newPictureIn(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-picture-'));
  const file = newPicture(name, dir);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("'./layout.mjs'", `'${LAYOUT}'`));
  return dir;
}

test('npm run new:picture writes a picture that draws in both languages and passes the rules', async () => {
  const dir = newPictureIn('gift-card-sale');
  const source = await loadPicture('gift-card-sale', dir);
  const facts = {};
  for (const locale of ['bg', 'en']) {
    facts[locale] = describeSvg(renderPicture('gift-card-sale', source, locale));
    assert.deepEqual(facts[locale].callouts, [1, 2, 3], `${locale}: three callouts`);
  }
  assert.ok(facts.bg.texts.includes('Първа стъпка'));
  assert.ok(facts.en.texts.includes('First step'));
  assert.deepEqual(await pictureRuleProblems('gift-card-sale', {sourceDir: dir}), []);
  // No coordinates in the writer's file: only words and blocks.
  const drawing = fs.readFileSync(path.join(dir, 'gift-card-sale.mjs'), 'utf8').split('draw:')[1];
  assert.doesNotMatch(drawing, /\d{2,}/, 'no coordinates in the drawing');
});

test('new:picture refuses a name that is not lower-case words, or that is taken', () => {
  const dir = newPictureIn('taken');
  assert.throws(() => newPicture('Gift Card', dir), /lower-case words joined by hyphens/);
  assert.throws(() => newPicture('taken', dir), /exists already/);
});

test('the layout grows with the words: a longer Bulgarian text makes a taller picture', () => {
  const draw = (words) =>
    layout({title: 'Заглавие', lang: 'bg'}, [
      steps([{title: 'Стъпка', note: words}]),
      columns([card('Ляво', [note(words)]), card('Дясно', [rows([{label: 'Ред', value: 'Да'}])])]),
    ]);
  const short = describeSvg(draw('Кратко'));
  const long = describeSvg(draw('Много по-дълъг текст, който не се побира на един ред '.repeat(3)));
  assert.equal(short.width, 400);
  assert.ok(long.height > short.height + 60, `${short.height} → ${long.height}`);
  assert.ok(long.smallestFont >= 13);
});
