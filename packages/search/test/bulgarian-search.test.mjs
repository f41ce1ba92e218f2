// The search engine end to end on a small site: Bulgarian in lunr, search, feature names.
import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';

import * as extension from '../engine/extension.mjs';
import lunr from '../engine/lunr-site.mjs';
import {keywordNames, serializeIndex} from '../engine/index-writer.mjs';
import {queryVariants, tokenizeQuery} from '../engine/query.mjs';
import {TYPE} from '../engine/index-format.mjs';
import {built, buildIndexes, loadFresh, page, search, urls} from './small-site.mjs';

describe('Bulgarian in lunr', () => {
  it('registers lunr.bg with labelled pipeline functions', async () => {
    assert.equal(typeof lunr.bg, 'function');
    assert.equal(typeof lunr.bg.stemmer, 'function');
    assert.deepEqual(built[0].index.pipeline.toJSON(), ['stemmer-bg', 'stemmer']);
    assert.equal(extension.register(lunr), undefined, 'a second registration is harmless');
  });

  it('indexes stems and leaves stop words out', async () => {
    const terms = Object.keys(built[4].index.invertedIndex);
    assert.ok(terms.includes('отстъпк'));
    assert.ok(terms.includes('календар'));
    assert.ok(terms.includes('cyril'), 'English words get the English stemmer');
    assert.ok(!terms.includes('на'));
    assert.ok(!terms.includes('от'));
  });
});

describe('search', () => {
  it('finds definite and plural forms through the stem', async () => {
    for (const query of ['отстъпката', 'отстъпки', 'отстъпките', 'отстъпка']) {
      assert.equal((await search(query))[0].document.u, '/business/payments/discounts/', query);
    }
    assert.equal((await search('календарът'))[0].document.u, '/business/calendar/');
    assert.equal((await search('фактурите'))[0].document.u, '/business/billing/invoices/');
    assert.equal(
      (await search('работното време'))[0].document.u,
      '/business/get-started/working-hours/',
    );
  });

  it('ranks a title above a passing mention, and the docs above the changelog', async () => {
    const found = urls(await search('отстъпката'));
    const docs = found.indexOf('/business/payments/discounts/');
    const changelog = found.findIndex((u) => u.startsWith('/changelog/'));
    const mention = found.indexOf('/business/clients/#history');
    assert.equal(docs, 0);
    assert.ok(changelog > docs, found.join(' '));
    assert.ok(mention > docs, found.join(' '));
  });

  it('shows a page title first, then at most `perPage` of its hits while others wait', async () => {
    const results = await search('отстъпки', {perPage: 1});
    const pages = results.map((r) => (r.type === TYPE.Title ? r.document.i : r.document.p));
    assert.equal(results[0].type, TYPE.Title);
    assert.ok(new Set(pages.slice(0, 3)).size >= 2, pages.join(' '));
  });

  it('reads Bulgarian typed in Latin letters', async () => {
    assert.equal((await search('otstapka'))[0].document.u, '/business/payments/discounts/');
    assert.equal((await search('faktura'))[0].document.u, '/business/billing/invoices/');
    assert.equal(
      (await search('rabotno vreme'))[0].document.u,
      '/business/get-started/working-hours/',
    );
    assert.equal((await search('kalendarat'))[0].document.u, '/business/calendar/');
  });

  it('completes the last word while it is typed', async () => {
    assert.equal((await search('отстъп'))[0].document.u, '/business/payments/discounts/');
    assert.equal((await search('kalend'))[0].document.u, '/business/calendar/');
    assert.deepEqual(await search('о'), [], 'one letter is not a prefix yet');
    assert.deepEqual(urls(await search('фактури и')), urls(await search('фактури')));
    assert.deepEqual(urls(await search('фактури т')), urls(await search('фактури')));
  });

  it('keeps English stemming', async () => {
    assert.equal((await search('prices'))[0].document.u, '/en/business/notifications/prices/');
    assert.equal((await search('costing sms'))[0].document.u, '/en/business/notifications/prices/');
  });

  it('drops stop words unless nothing else is left', async () => {
    assert.deepEqual(tokenizeQuery('Как да премести резервация?'), [
      'как',
      'да',
      'премести',
      'резервация',
    ]);
    assert.equal((await search('преместване на резервация'))[0].document.u, '/business/calendar/');
    assert.deepEqual(await search('на'), []);
    assert.deepEqual(await search('   '), []);
  });

  it('locates the matched words for highlighting, and passes on the query words', async () => {
    const [title] = await search('отстъпките на');
    const positions = Object.values(title.metadata).flatMap((m) => m.t.position);
    assert.deepEqual(positions, [[0, 8]], 'the whole word "Отстъпки"');
    assert.deepEqual(title.tokens, ['отстъпките']);
    const content = (await search('създайте отстъпката')).find((r) => r.type === TYPE.Content);
    for (const [start, length] of Object.values(content.metadata).flatMap((m) => m.t.position))
      assert.match(
        content.document.t.slice(start, start + length),
        /^(Създайте|отстъпката|Отстъпки)/,
      );
  });

  it('gives results the plugin expects', async () => {
    for (const result of await search('отстъпка')) {
      assert.ok(result.document && typeof result.score === 'number');
      assert.ok(Array.isArray(result.tokens));
      if (result.type === TYPE.Title) assert.equal(result.page, false);
      else assert.equal(result.page.i, result.document.p);
    }
  });

  it("applies the writers' synonyms the site hands to the worker", async () => {
    // «каса» is on no page; its group's «фактура» is.
    assert.deepEqual(await search('каса'), []);
    const synonyms = [['фактура', 'каса']];
    assert.equal((await search('каса', {synonyms}))[0].document.u, '/business/billing/invoices/');
    assert.equal((await search('каси', {synonyms}))[0].document.u, '/business/billing/invoices/');
  });

  it('a synonym phrase of stop words keeps its meaning («около мен»)', async () => {
    // «около» and «мен» are stop words: the query as typed is just «отстъпки».
    assert.equal(
      (await search('отстъпки около мен'))[0].document.u,
      '/business/payments/discounts/',
    );
    // Here «около мен» means «потвърждението»: only the clients page has both words.
    const synonyms = [['около мен', 'потвърждението']];
    const found = await search('отстъпки около мен', {synonyms});
    assert.equal(found[0].document.u, '/business/clients/', urls(found).join(' '));
  });

  it('ranks a page holding every word above one that matches fewer words strongly', async () => {
    // "employee" is the title of Employees; Blocked time has it in a heading
    // and "away" in its text, no one document both.
    const found = urls(await search('employee away'));
    assert.equal(
      found[0].split('#')[0],
      '/en/business/working-hours/blocked-time/',
      found.join(' '),
    );
    assert.ok(found.includes('/en/business/employees/'), 'the page with one of the words follows');
  });

  it('tries the exact words first, then a prefix, then fuzzy', async () => {
    const words = [[{value: 'отстъпка', usePipeline: true}], [{value: 'код', usePipeline: true}]];
    const variants = queryVariants(words, {lunr, fuzzyMatchingDistance: 1});
    assert.equal(variants.length, 3);
    assert.equal(variants[0][0][1].wildcard, lunr.Query.wildcard.NONE);
    assert.equal(variants[1][0][1].wildcard, lunr.Query.wildcard.TRAILING);
    assert.equal(variants[2][0][0].editDistance, 1);
    assert.equal(variants[2][0][1].editDistance, undefined, 'short words stay exact');
  });
});

/**
 * Pages that name a feature in their keywords, and pages that only mention
 * it — in a short heading, which ranks a passing mention high, in a keyword
 * of several words, or in a release note's title.
 */
const FEATURE_SITE = [
  [
    page(1, 'Канали за известия', '/business/notifications/channels/'),
    page(2, 'Шаблони за известия', '/business/notifications/templates/'),
    page(3, 'Viber известия', '/changelog/2025/04/15/viber-notifications/'),
    page(4, 'Calendar', '/en/business/calendar/'),
    page(5, 'Memberships', '/en/business/memberships/'),
  ],
  [
    {i: 10, t: 'Viber', u: '/business/notifications/templates/', h: '#example-viber', p: 2},
    {
      i: 11,
      t: 'Viber с резервно SMS съобщение при недоставено известие',
      u: '/business/notifications/channels/',
      h: '#viber-fallback',
      p: 1,
    },
    {i: 12, t: 'Late no-shows', u: '/en/business/memberships/', h: '#late', p: 5},
    {
      i: 13,
      t: 'Marking a client as arrived or as a no-show at the end of the day',
      u: '/en/business/calendar/',
      h: '#mark-arrived',
      p: 4,
    },
  ],
  [],
  [
    {
      i: 1,
      t: 'вайбър, е-поща',
      s: 'Канали за известия',
      u: '/business/notifications/channels/',
      p: 1,
    },
    {i: 2, t: 'напомнящ вайбър', s: 'Шаблони', u: '/business/notifications/templates/', p: 2},
    {i: 4, t: 'diary, no show', s: 'Calendar', u: '/en/business/calendar/', p: 4},
  ],
  [
    {i: 20, t: 'Включете Viber.', s: 'Канали', u: '/business/notifications/channels/', p: 1},
    {
      i: 21,
      t: 'Viber известията са тук.',
      s: 'Viber',
      u: '/changelog/2025/04/15/viber-notifications/',
      p: 3,
    },
  ],
];

describe("a feature's name", () => {
  let featureState;
  before(async () => {
    const {index, files} = serializeIndex(buildIndexes(FEATURE_SITE), {shardCharacters: 200});
    featureState = await loadFresh([], {index: JSON.parse(index), files});
  });
  const searchFeatures = (input, options = {}) =>
    extension.search(input, featureState, {
      lunr,
      limit: 8,
      language: ['bg', 'en'],
      fuzzyMatchingDistance: 1,
      removeDefaultStopWordFilter: [],
      options: {demotedPaths: ['/changelog/'], perPage: 2, ...options},
    });
  const pagesOf = (results) => [...new Set(results.map((r) => r.document.u))];

  it('the names of a keywords document are its keywords of one word, stop words aside', () => {
    const [, , , keywords] = buildIndexes(FEATURE_SITE);
    const stem = (word) => keywords.index.pipeline.runString(word)[0];
    const channels = keywords.documents[0];
    assert.deepEqual([...keywordNames(channels, keywords.index)], [stem('вайбър'), stem('поща')]);
    const templates = keywords.documents[1];
    assert.deepEqual([...keywordNames(templates, keywords.index)], [], 'a keyword of two words');
    const calendar = keywords.documents[2];
    assert.deepEqual([...keywordNames(calendar, keywords.index)], [stem('diary'), stem('show')]);
  });

  it("a one-word query ranks first the page that has it as a keyword, above a short heading's mention", async () => {
    const synonyms = [['viber', 'вайбър']];
    // Typed in Cyrillic, as the keyword is; in Latin, through the synonym.
    for (const query of ['вайбър', 'viber']) {
      const found = pagesOf(await searchFeatures(query, {synonyms}));
      assert.equal(found[0], '/business/notifications/channels/', `${query}: ${found.join(' ')}`);
      assert.ok(found.includes('/business/notifications/templates/'), 'the mention follows');
    }
    // "no show": "no" is a stop word, so the keyword "no show" is one word.
    const found = pagesOf(await searchFeatures('no show'));
    assert.equal(found[0], '/en/business/calendar/', found.join(' '));
  });

  it('a query of more words, and a release note, are not named', async () => {
    const twoWords = pagesOf(await searchFeatures('late no-shows'));
    assert.equal(twoWords[0], '/en/business/memberships/', twoWords.join(' '));
    // The release note's title holds the word; it still ranks after the docs.
    const found = pagesOf(await searchFeatures('viber', {synonyms: [['viber', 'вайбър']]}));
    assert.ok(found.indexOf('/changelog/2025/04/15/viber-notifications/') > 0, found.join(' '));
  });
});
