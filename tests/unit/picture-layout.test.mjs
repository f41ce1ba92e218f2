import assert from 'node:assert/strict';
import {test} from 'node:test';

import {describeSvg} from '../../src/pictures/render.mjs';
import {
  card,
  inset,
  layout,
  legend,
  moment,
  note,
  numbered,
  rail,
} from '../../src/pictures/layout.mjs';

const LONG = 'Много по-дълъг текст, който не се побира на един ред '.repeat(2);

test('a note wraps to its width, and `narrower` leaves room for Bulgarian', () => {
  const wide = note(LONG)(0, 0, 360);
  const narrow = note(LONG, {narrower: 120})(0, 0, 360);
  assert.ok(narrow.height > wide.height, `${wide.height} → ${narrow.height}`);
  assert.match(
    note('Средата', {anchor: 'middle'})(10, 0, 200).svg,
    /x="110"[^>]*text-anchor="middle"/,
  );
});

test('a toned card takes its colour for the frame, the fill and the title', () => {
  const {svg} = card('Грешно', [note('Текст')], {tone: 'bad'})(0, 0, 300);
  assert.match(svg, /class="f-bad-soft s-bad"/);
  assert.match(svg, /class="t-bad"[^>]*>Грешно</);
});

test('a rail runs along its moments, whose dots sit on it', () => {
  const drawn = rail('warn', [moment('Седем дни преди края', {colour: 'warn', note: LONG})])(
    0,
    100,
    360,
  );
  const [, y1, y2] = /<line x1="8" y1="([\d.]+)" x2="8" y2="([\d.]+)"/.exec(drawn.svg) ?? [];
  assert.ok(Number(y1) < 100 && Number(y2) > 100 + drawn.height - 1, `${y1}–${y2}`);
  assert.match(drawn.svg, /<circle cx="8" cy="110" r="7" class="f-warn"\/>/);
  assert.ok(drawn.height > 60, 'the note wraps under the label');
  assert.doesNotMatch(rail(null, [moment('А')])(0, 0, 300).svg, /<line/, 'no rail: no line');
});

test('a legend draws each mark beside its words, and grows with them', () => {
  const marks = [];
  const entry = (words) => ({words, mark: (x, cy) => (marks.push([x, cy]), '')});
  const short = legend([entry('Кратко'), entry('Също')])(16, 0, 300);
  const long = legend([entry(LONG), entry('Също')])(16, 0, 300);
  assert.ok(long.height > short.height);
  assert.deepEqual(marks[0], [16, 8], 'the first mark beside the first line');
  assert.match(short.svg, /x="56"/, 'the words 40 to the right');
});

test('numbered puts the callout in the gutter; inset leaves room on the right', () => {
  const block = (x, y, width) => ({svg: `<rect x="${x}" width="${width}"/>`, height: 50});
  const drawn = numbered(4, block, (height) => height / 2)(16, 100, 368);
  assert.match(drawn.svg, /data-callout="4"><circle cx="28" cy="125"/);
  assert.match(drawn.svg, /<rect x="48" width="336"\/>/);
  assert.match(inset(block, 24)(16, 0, 368).svg, /width="344"/);
});

test('a layout with a subtitle draws it under the title and grows with it', () => {
  const draw = (subtitle) =>
    describeSvg(layout({title: 'Заглавие', subtitle, lang: 'bg'}, [note('Тяло')]));
  const short = draw('Кратко');
  const long = draw(LONG);
  assert.ok(short.texts.includes('Кратко'));
  assert.ok(long.height > short.height, `${short.height} → ${long.height}`);
});
