/**
 * What a search result shows under its title, and in which order results
 * come (engine/result-context.mjs, engine/ranking.mjs, issue #40).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {
  attachContext,
  CONTEXT_LENGTH,
  markedHtml,
  snippet,
  segmentsHtml,
} from '../engine/result-context.mjs';
import {areaOf, distinctResults, preferArea} from '../engine/ranking.mjs';
import {AREAS} from './areas.mjs';
import {TYPE} from '../engine/index-format.mjs';

const text = (segments) => segments.map((segment) => segment.text).join('');
const marked = (segments) => segments.filter((s) => s.marked).map((s) => s.text);

/** Positions of `word` in `source`, as the worker gives them. */
function positionsOf(source, ...words) {
  return words.flatMap((word) => {
    const found = [];
    for (let at = source.indexOf(word); at >= 0; at = source.indexOf(word, at + 1))
      found.push([at, word.length]);
    return found;
  });
}

const LONG =
  'Всеки служител има свой график. Когато клиент запазва час онлайн, системата предлага само ' +
  'часовете, в които служителят работи и е свободен. Ако служителят е в отпуск, блокирайте ' +
  'времето в календара, за да не се предлага на клиентите. Отпускът се вижда в календара като ' +
  'сива лента, а клиентите не виждат причината.';

describe('snippet: the text around the best match', () => {
  test('a Cyrillic paragraph gives a window of whole words, not one word', () => {
    const segments = snippet(LONG, positionsOf(LONG, 'календара'));
    const shown = text(segments);
    assert.ok(shown.length >= 60, `at least 60 characters, got ${shown.length}: ${shown}`);
    assert.ok(shown.length <= CONTEXT_LENGTH + 2, `about ${CONTEXT_LENGTH} characters at most`);
    assert.deepEqual(marked(segments), ['календара', 'календара']);
    assert.match(shown, /^…[А-Яа-я]/u, 'starts at a word after an ellipsis');
    assert.ok(
      LONG.endsWith(shown.slice(1)) || /[А-Яа-я.]…$/u.test(shown),
      'ends with the text or at a word before an ellipsis',
    );
  });

  test('the window goes where most matched words are', () => {
    const source = `отпуск ${'дума '.repeat(60)}календар график календар график`;
    const segments = snippet(source, positionsOf(source, 'календар', 'график', 'отпуск'), 80);
    assert.deepEqual(marked(segments), ['календар', 'график', 'календар', 'график']);
  });

  test('a short text is shown whole, without ellipses', () => {
    const source = 'Онлайн резервации';
    assert.deepEqual(snippet(source, positionsOf(source, 'резервации')), [
      {text: 'Онлайн ', marked: false},
      {text: 'резервации', marked: true},
    ]);
  });

  test('no match: the beginning of the text', () => {
    const shown = text(snippet(LONG, []));
    assert.ok(LONG.startsWith(shown.replace(/…$/, '')));
  });

  test('positions out of range or overlapping are ignored, not thrown on', () => {
    const source = 'портфейл и депозит';
    const segments = snippet(source, [
      [0, 8],
      [2, 3],
      [50, 4],
      [-1, 2],
    ]);
    assert.deepEqual(marked(segments), ['портфейл']);
  });

  test('HTML: text is escaped, marks are <mark>', () => {
    const source = '<b>Депозит</b> & "отмяна"';
    assert.equal(
      segmentsHtml(snippet(source, positionsOf(source, 'Депозит'))),
      '&lt;b&gt;<mark>Депозит</mark>&lt;/b&gt; &amp; &quot;отмяна&quot;',
    );
    const title =
      'Как се възстановява депозит при отмяна на резервация от клиент в последния момент';
    assert.equal(markedHtml(title, []), title, 'a title is never cut');
  });
});

describe('areas: who a result is for', () => {
  test('the area is the first folder under the locale root', () => {
    assert.equal(areaOf('/business/online-bookings/', AREAS), 'business');
    assert.equal(areaOf('/en/marketplace/cancel/', AREAS, '/en/'), 'marketplace');
    assert.equal(areaOf('/changelog/2026/11/01/x/', AREAS), 'changelog');
    assert.equal(areaOf('/search/', AREAS), undefined);
    assert.equal(areaOf('/en/business/', AREAS, '/'), undefined, 'another locale is not this one');
  });

  const result = (u) => ({document: {u}});
  const urls = (results) => results.map((r) => r.document.u);
  const RESULTS = [
    result('/changelog/a/'),
    result('/marketplace/cancel/'),
    result('/business/refunds/'),
    result('/marketplace/cancel/'),
    result('/business/cancel/'),
  ];

  test('from a business page or the home page: business, marketplace, release notes', () => {
    const expected = [
      '/business/refunds/',
      '/business/cancel/',
      '/marketplace/cancel/',
      '/marketplace/cancel/',
      '/changelog/a/',
    ];
    assert.deepEqual(urls(preferArea(RESULTS, '/business/calendar/', {areas: AREAS})), expected);
    assert.deepEqual(urls(preferArea(RESULTS, '/', {areas: AREAS})), expected);
    assert.deepEqual(
      urls(preferArea(RESULTS, '/changelog/2026/', {areas: AREAS})),
      expected,
      'never release notes first',
    );
  });

  test('the order follows the areas option: a renamed route base keeps it', () => {
    const renamed = AREAS.map((area) => ({
      ...area,
      routeBase: area.name === 'marketplace' ? 'book' : area.routeBase,
    }));
    const moved = RESULTS.map((r) => result(r.document.u.replace('/marketplace/', '/book/')));
    assert.deepEqual(urls(preferArea(moved, '/book/how-to-book/', {areas: renamed})), [
      '/book/cancel/',
      '/book/cancel/',
      '/business/refunds/',
      '/business/cancel/',
      '/changelog/a/',
    ]);
    // Another order of the areas is another order of the results.
    const reversed = [renamed[1], renamed[0], renamed[2]];
    assert.deepEqual(urls(preferArea(moved, '/', {areas: reversed}))[0], '/book/cancel/');
  });

  test('from the marketplace: marketplace first, release notes still last', () => {
    assert.deepEqual(urls(preferArea(RESULTS, '/marketplace/how-to-book/', {areas: AREAS})), [
      '/marketplace/cancel/',
      '/marketplace/cancel/',
      '/business/refunds/',
      '/business/cancel/',
      '/changelog/a/',
    ]);
  });
});

describe('attachContext: the text a result shows', () => {
  // A pipeline that lower-cases and cuts words to five letters: a stand-in stemmer.
  const pipeline = {runString: (word) => [word.toLowerCase().slice(0, 5)]};
  const words = '\\w\\u0400-\\u04FF';
  const documents = [
    [{i: 1, t: 'Отпуск', u: '/business/leave/'}],
    [{i: 2, t: 'Блокиране на време', u: '/business/leave/', h: '#block', p: 1}],
    [{i: 3, t: 'Как служителите излизат в отпуск без изгубени резервации.', p: 1}],
    [],
    [
      {i: 4, t: 'Въведение без думата.', h: '', p: 1},
      {i: 5, t: 'В календара блокирайте времето на отпуска.', h: '#block', p: 1},
    ],
  ];
  const hit = (type, document, term) => ({type, document, metadata: {[term]: {t: {}}}});

  test('a title hit shows the first text of its page that has the word: the description', () => {
    const result = attachContext(
      hit(TYPE.Title, documents[0][0], 'отпус'),
      documents,
      pipeline,
      words,
    );
    assert.equal(result.context.t, documents[2][0].t);
    assert.deepEqual(marked(snippet(result.context.t, result.context.positions)), ['отпуск']);
  });

  test('a heading hit shows the text under that heading first', () => {
    const result = attachContext(
      hit(TYPE.Heading, documents[1][0], 'блоки'),
      documents,
      pipeline,
      words,
    );
    assert.equal(result.context.t, documents[4][1].t);
  });

  test('a paragraph hit shows its own text', () => {
    const result = attachContext(
      hit(TYPE.Content, documents[4][1], 'кален'),
      documents,
      pipeline,
      words,
    );
    assert.equal(result.context.t, documents[4][1].t);
    assert.deepEqual(result.context.positions, [[2, 9]]);
  });

  test('a word found nowhere in the texts: the description, unmarked', () => {
    const result = attachContext(
      hit(TYPE.Title, documents[0][0], 'ззззз'),
      documents,
      pipeline,
      words,
    );
    assert.deepEqual(result.context, {t: documents[2][0].t, positions: []});
  });
});

test('a heading hit and a paragraph hit that show the same place and text are one result', () => {
  const context = {t: 'Натиснете Отмени и потвърдете.', positions: []};
  const results = [
    {
      type: TYPE.Heading,
      document: {u: '/business/api/', h: '#revoke', t: 'Отмяна на ключ'},
      context,
    },
    {type: TYPE.Content, document: {u: '/business/api/', h: '#revoke', t: context.t}, context},
    {type: TYPE.Content, document: {u: '/business/api/', h: '#other', t: context.t}, context},
  ];
  assert.deepEqual(distinctResults(results), [results[0], results[2]]);
});
