import assert from 'node:assert/strict';
import {test} from 'node:test';

import rehypeTableCellLabels from '../../src/rehype/table-cell-labels.mjs';

const text = (value) => ({type: 'text', value});
const el = (tagName, children = [], properties = {}) => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const table = (headers, rows) =>
  el('table', [
    el('thead', [
      el(
        'tr',
        headers.map((h) => el('th', typeof h === 'string' ? [text(h)] : h)),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el(
          'tr',
          row.map((cell) => el('td', [text(cell)])),
        ),
      ),
    ),
  ]);
const run = (node) => {
  const tree = {type: 'root', children: [node]};
  rehypeTableCellLabels()(tree);
  return tree.children[0];
};
const cells = (t) => t.children[1].children.flatMap((row) => row.children);

test('each body cell gets its column header as data-label and its content in one span', () => {
  const result = run(
    table(
      ['Тип', [text('Име '), el('code', [text('name')])], 'Стойност'],
      [
        ['CNAME', 'book', 'custom.slotera.example'],
        ['TXT', '_slotera-verify.book', 'токен'],
      ],
    ),
  );
  assert.deepEqual(result.properties.className, ['table-cards']);
  assert.deepEqual(
    cells(result).map((cell) => cell.properties.dataLabel),
    ['Тип', 'Име name', 'Стойност', 'Тип', 'Име name', 'Стойност'],
  );
  const first = cells(result)[0];
  assert.equal(first.children.length, 1);
  assert.equal(first.children[0].tagName, 'span');
  assert.deepEqual(first.children[0].properties.className, ['table-cards__value']);
  assert.deepEqual(first.children[0].children, [text('CNAME')]);
});

test('two-column tables, tables with an empty header and rows wider than the header stay as they are', () => {
  for (const original of [
    table(['Кога', 'Какво става'], [['преди срока', 'безплатно']]),
    table(['', 'С карта', 'С превод'], [['Минимум', '10 €', '10 €']]),
    table(['a', 'b', 'c'], [['1', '2', '3', '4']]),
  ]) {
    const copy = structuredClone(original);
    assert.deepEqual(run(original), copy);
  }
});
