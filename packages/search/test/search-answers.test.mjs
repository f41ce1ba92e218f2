/**
 * The writers' canonical answers and who is asking (issue #49): the
 * front matter `answers:` read and checked at build time
 * (indexer/answers.mjs), and the query read by the
 * engine (engine/answers.mjs, search.mjs): a marked
 * section first for its words, a question's fillers and verbs falling back
 * to its content words, a client's words putting the marketplace first.
 */
import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';

import * as extension from '../engine/extension.mjs';
import lunr from '../engine/lunr-site.mjs';
import {readsAsClient} from '../engine/answers.mjs';
import {firstSentence} from '../engine/result-context.mjs';
import {preferArea} from '../engine/ranking.mjs';
import {serializeIndex} from '../engine/index-writer.mjs';
import {AREAS} from './areas.mjs';
import {TYPE} from '../engine/index-format.mjs';
import {answersOfDocuments, markedAnswers} from '../indexer/answers.mjs';
import {buildIndexes} from '../indexer/index-files.mjs';

const PAY = '/business/payments/payment-methods/';
const MEM = '/business/memberships/';
const CAL = '/business/calendar/';
const SUP = '/marketplace/support/';

/** A small help centre where the everyday words point at the wrong page first. */
const SITE = [
  [
    {i: 1, t: 'Начини на плащане', u: PAY, b: []},
    {i: 2, t: 'Членства и връщане на пари', u: MEM, b: []},
    {i: 3, t: 'Календар', u: CAL, b: []},
    {i: 4, t: 'Резервации, отмяна и помощ', u: SUP, b: []},
  ],
  [
    {i: 10, t: 'Отмяна и връщане на суми', u: PAY, h: '#refunds', p: 1},
    {i: 11, t: 'Връщане на пари за членство', u: MEM, h: '#refund-membership', p: 2},
    {i: 12, t: 'Отмяна на резервация', u: CAL, h: '#cancel-booking', p: 3},
    {i: 13, t: 'Отмяна на час', u: SUP, h: '#cancel-a-booking', p: 4},
  ],
  [],
  [],
  [
    {
      i: 20,
      t: 'Отворете плащането и натиснете „Върни“. Сумата се връща по картата на клиента до 10 дни.',
      s: 'Отмяна и връщане на суми',
      u: PAY,
      h: '#refunds',
      p: 1,
    },
    {
      i: 21,
      t: 'Връщане на пари за членство: клиентът получава пари за неизползваните посещения.',
      s: 'Връщане на пари за членство',
      u: MEM,
      h: '#refund-membership',
      p: 2,
    },
    {
      i: 22,
      t: 'Отворете резервацията в календара и натиснете „Отмени“. Клиентът получава известие.',
      s: 'Отмяна на резервация',
      u: CAL,
      h: '#cancel-booking',
      p: 3,
    },
    {
      i: 23,
      t: 'Отменете часа си от „Моите резервации“, докато тече срокът за безплатна отмяна.',
      s: 'Отмяна на час',
      u: SUP,
      h: '#cancel-a-booking',
      p: 4,
    },
  ],
];

/** The docs plugins' content, as postBuild sees it. */
const plugins = (docs) => [
  {name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [{docs}]}},
  {name: 'docusaurus-plugin-sitemap', content: undefined},
];
const DOCS = [
  {
    source: '@site/docs/payments/payment-methods.md',
    permalink: PAY,
    frontMatter: {
      answers: [{section: 'refunds', words: ['Връщане на пари', 'върна парите', 'refund']}],
    },
  },
  {
    source: '@site/docs/calendar.md',
    permalink: CAL,
    frontMatter: {answers: [{section: 'cancel-booking', words: ['отмяна', 'отмяна на час']}]},
  },
  {
    source: '@site/marketplace/support.md',
    permalink: SUP,
    frontMatter: {answers: [{section: 'cancel-a-booking', words: ['отменя часа си']}]},
  },
  {source: '@site/docs/memberships.md', permalink: MEM, frontMatter: {}},
];

let state;
before(async () => {
  const answers = answersOfDocuments(markedAnswers(plugins(DOCS)), SITE);
  const {index, files} = serializeIndex(buildIndexes(SITE), {answers});
  state = await extension.loadIndex('https://help.example/search-index.json', {
    lunr,
    fetchJson: async (url) => {
      const path = new URL(url).pathname.slice(1);
      return JSON.parse(path === 'search-index.json' ? index : files[path]);
    },
  });
});

const search = (input) =>
  extension.search(input, state, {
    lunr,
    limit: 8,
    language: ['bg', 'en'],
    fuzzyMatchingDistance: 1,
    options: {perPage: 2, synonyms: [['връщане на пари', 'рефънд']], areas: AREAS},
  });
/** What the box shows from `from`, as places. */
const shown = async (input, from = '/business/intro/') =>
  preferArea(await search(input), from, {areas: AREAS, baseUrl: '/'}).map(
    (r) => r.document.u + (r.document.h ?? ''),
  );

describe('canonical answers: the front matter', () => {
  it('reads each article’s marked sections, lower case', () => {
    assert.deepEqual(markedAnswers(plugins(DOCS.slice(0, 1))), [
      {
        file: 'docs/payments/payment-methods.md',
        permalink: PAY,
        section: 'refunds',
        words: ['връщане на пари', 'върна парите', 'refund'],
      },
    ]);
  });

  it('fails the build with the file when a marked section no longer exists', () => {
    const gone = [
      {
        source: '@site/docs/calendar.md',
        permalink: CAL,
        frontMatter: {answers: [{section: 'cancel', words: ['отмяна']}]},
      },
    ];
    assert.throws(
      () => answersOfDocuments(markedAnswers(plugins(gone)), SITE),
      /^Error: docs\/calendar\.md: answers: the page \/business\/calendar\/ has no section \{#cancel\}/,
    );
  });

  it('fails with the file on a mistake in the field', () => {
    const bad = (answers) => [
      {source: '@site/docs/x.md', permalink: '/x/', frontMatter: {answers}},
    ];
    assert.throws(() => markedAnswers(plugins(bad('refunds'))), /^Error: docs\/x\.md: .*a list/);
    assert.throws(
      () => markedAnswers(plugins(bad([{section: '#refunds', words: ['a']}]))),
      /docs\/x\.md: answers, item 1: "section" is a heading id/,
    );
    assert.throws(
      () => markedAnswers(plugins(bad([{section: 'refunds', words: []}]))),
      /docs\/x\.md: answers, item 1: "words"/,
    );
  });

  it('marks the section’s heading document, or the page without a section', () => {
    const page = [
      {source: '@site/docs/x.md', permalink: CAL, frontMatter: {answers: [{words: ['x']}]}},
    ];
    assert.deepEqual(answersOfDocuments(markedAnswers(plugins(page)), SITE), [
      [TYPE.Title, 2, ['x']],
    ]);
    assert.deepEqual(answersOfDocuments(markedAnswers(plugins(DOCS.slice(0, 1))), SITE), [
      [TYPE.Heading, 0, ['връщане на пари', 'върна парите', 'refund']],
    ]);
  });
});

describe('canonical answers: the search', () => {
  it('puts the marked section first for its words, shown with its first sentence', async () => {
    const [first] = await search('връщане на пари');
    assert.equal(first.document.u + first.document.h, `${PAY}#refunds`);
    assert.equal(first.answer, true);
    assert.equal(first.context.t, 'Отворете плащането и натиснете „Върни“.');
    assert.deepEqual((await shown('отмяна'))[0], `${CAL}#cancel-booking`);
  });

  it('falls back from a question’s fillers and verbs to its content words', async () => {
    // «как да», «на» and the verb's person do not stop «върна парите».
    assert.equal((await shown('как да върна парите на клиент'))[0], `${PAY}#refunds`);
    assert.equal((await shown('how do I refund a client'))[0], `${PAY}#refunds`);
    // A longer question that only mentions a topic's word is not that topic's answer.
    const results = await search('ще получа ли парите обратно ако отменя членството');
    assert.ok(!results.some((r) => r.answer));
  });

  it('names no answer when two topics are named as well', async () => {
    // "refund" (refunds) and «отмяна» (cancelling a booking), one word each.
    const results = await search('refund отмяна');
    assert.ok(!results.some((r) => r.answer));
    assert.ok(
      (await search('рефънд')).some((r) => r.answer),
      'through a synonym',
    );
  });

  it('reads a client’s words and lists the marketplace first, even from a business page', async () => {
    assert.equal((await shown('как да отменя часа си'))[0], `${SUP}#cancel-a-booking`);
    const results = await search('как да отменя часа си');
    assert.ok(results.every((r) => r.asker === 'client'));
    // On a marketplace page a business answer does not jump the marketplace's own match.
    const fromMarketplace = await shown('отмяна', '/marketplace/intro/');
    assert.ok(fromMarketplace[0].startsWith(SUP), fromMarketplace[0]);
    // A business question on the same page keeps the business help first.
    assert.equal((await shown('отмяна на час'))[0], `${CAL}#cancel-booking`);
  });
});

describe('who is asking', () => {
  it('reads client phrasing in both languages', () => {
    for (const query of [
      'как да отменя часа си',
      'отмяна на моя час',
      'салони наблизо',
      'фризьор близо до мен',
      'как да си запазя час',
      'my appointment',
      'cancel my booking',
      'salons near me',
      'hairdresser nearby',
      'leave a review for a salon',
      'как да си направя профил за записване',
      'do i get my money back if i cancel my appointment',
    ])
      assert.equal(readsAsClient(query), true, query);
  });

  it('does not take the business owner’s words for a client’s', () => {
    for (const query of [
      'отмяна на резервация',
      'клиентът не може да си запази час',
      'как да затворя салона за празник',
      'where do my bookings come from',
      'padding between appointments',
      "why can't my client book online",
      'cancel my subscription',
    ])
      assert.equal(readsAsClient(query), false, query);
  });
});

describe('first sentence', () => {
  it('ends at the first full stop before a capital, not at an abbreviation', () => {
    assert.equal(
      firstSentence('Отворете, напр. плащането. После „Върни“.'),
      'Отворете, напр. плащането.',
    );
    assert.equal(firstSentence('Open Payments. Then Refund.'), 'Open Payments.');
    assert.equal(firstSentence('One step only'), 'One step only');
  });
});
