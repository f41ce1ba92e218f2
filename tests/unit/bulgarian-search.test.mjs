/**
 * The search extension end to end on a small site: lunr indexes built as the
 * plugin builds them (Bulgarian + English pipeline), written in the compact
 * format, read back as the worker reads them, and searched.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {before, describe, it} from 'node:test';

import {
  deserializeIndex as expandCompact,
  FORMAT,
  isCompactIndex,
} from '../../src/search/compact-index.mjs';
import * as extension from '../../src/search/extension.mjs';
import {queryVariants, tokenizeQuery, TYPE} from '../../src/search/search.mjs';

// lunr as the search plugin resolves it.
const requireFromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@easyops-cn/docusaurus-search-local/package.json'),
);
const lunr = requireFromPlugin('lunr');
requireFromPlugin('lunr-languages/lunr.stemmer.support')(lunr);
requireFromPlugin('lunr-languages/lunr.multi')(lunr);
extension.register(lunr);

const page = (i, t, u) => ({i, t, u, b: ['За бизнеса']});
/** A small help centre: five kinds of documents, as the plugin scans them. */
const SITE = [
  [
    page(1, 'Отстъпки и промо кодове', '/business/payments/discounts/'),
    page(2, 'Календар', '/business/calendar/'),
    page(3, 'Отстъпки и промо кодове', '/changelog/2024/10/22/discounts-and-promo-codes/'),
    page(4, 'Фактури', '/business/billing/invoices/'),
    page(5, 'Работно време', '/business/get-started/working-hours/'),
    page(6, 'Клиенти', '/business/clients/'),
    page(7, 'Notification prices', '/en/business/notifications/prices/'),
    page(8, 'Blocked time', '/en/business/working-hours/blocked-time/'),
    page(9, 'Employees', '/en/business/employees/'),
  ],
  [
    {i: 10, t: 'Отстъпка с промо код', u: '/business/payments/discounts/', h: '#promo-code', p: 1},
    {i: 11, t: 'Преместване на резервация', u: '/business/calendar/', h: '#move', p: 2},
    {i: 12, t: 'Изтегляне на фактура', u: '/business/billing/invoices/', h: '#download', p: 4},
    {
      i: 13,
      t: 'When an employee is ill',
      u: '/en/business/working-hours/blocked-time/',
      h: '#ill',
      p: 8,
    },
  ],
  [
    {
      i: 4,
      t: 'Кога Slotera издава фактура и как да я изтеглите.',
      s: 'Фактури',
      u: '/business/billing/invoices/',
      p: 4,
    },
  ],
  [],
  [
    {
      i: 20,
      t: 'Създайте отстъпката от Плащания → Отстъпки. Кодът важи за всички услуги.',
      s: 'Отстъпка с промо код',
      u: '/business/payments/discounts/',
      h: '#promo-code',
      p: 1,
    },
    {
      i: 21,
      t: 'Календарът показва часовете на служителите по дни.',
      s: 'Календар',
      u: '/business/calendar/',
      h: '',
      p: 2,
    },
    {
      i: 22,
      t: 'Новият раздел Отстъпки създава отстъпките на бизнеса.',
      s: 'Отстъпки и промо кодове',
      u: '/changelog/2024/10/22/discounts-and-promo-codes/',
      h: '',
      p: 3,
    },
    {
      i: 23,
      t: 'Клиентът вижда отстъпката в потвърждението на резервацията.',
      s: 'Клиенти',
      u: '/business/clients/',
      h: '#history',
      p: 6,
    },
    {
      i: 24,
      t: 'Задайте работното време на локацията по дни от седмицата.',
      s: 'Работно време',
      u: '/business/get-started/working-hours/',
      h: '',
      p: 5,
    },
    {
      i: 25,
      t: 'An SMS costs more when it is sent in Cyrillic.',
      s: 'Notification prices',
      u: '/en/business/notifications/prices/',
      h: '',
      p: 7,
    },
    {
      i: 26,
      t: 'Block the time while they are away.',
      s: 'Blocked time',
      u: '/en/business/working-hours/blocked-time/',
      h: '#ill',
      p: 8,
    },
  ],
];

/** The plugin's buildIndex, for ['bg', 'en']. */
function buildIndexes(site) {
  const plugin = lunr.multiLanguage('bg', 'en');
  return site.map((documents) => ({
    documents,
    index: lunr(function () {
      this.use(plugin);
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of documents) this.add({...doc, i: doc.i.toString()});
    }),
  }));
}

let built;
let file;
let wrapped;

before(() => {
  built = buildIndexes(SITE);
  file = JSON.parse(JSON.stringify(extension.serializeIndex(built)));
  wrapped = extension
    .deserializeIndex(file, {lunr})
    .map(({documents, index}, type) => ({type, documents, index: lunr.Index.load(index)}));
});

const search = (input, options = {}) =>
  extension.search(input, wrapped, {
    lunr,
    limit: 8,
    language: ['bg', 'en'],
    fuzzyMatchingDistance: 1,
    removeDefaultStopWordFilter: [],
    options: {demotedPaths: ['/changelog/'], perPage: 2, ...options},
  });
const urls = (results) => results.map((r) => r.document.u + (r.document.h ?? ''));

describe('Bulgarian in lunr', () => {
  it('registers lunr.bg with labelled pipeline functions', () => {
    assert.equal(typeof lunr.bg, 'function');
    assert.equal(typeof lunr.bg.stemmer, 'function');
    assert.deepEqual(built[0].index.pipeline.toJSON(), ['stemmer-bg', 'stemmer']);
    assert.equal(extension.register(lunr), undefined, 'a second registration is harmless');
  });

  it('indexes stems and leaves stop words out', () => {
    const terms = Object.keys(built[4].index.invertedIndex);
    assert.ok(terms.includes('отстъпк'));
    assert.ok(terms.includes('календар'));
    assert.ok(terms.includes('cyril'), 'English words get the English stemmer');
    assert.ok(!terms.includes('на'));
    assert.ok(!terms.includes('от'));
  });
});

describe('compact index file', () => {
  it('is much smaller than lunr JSON and names its format', () => {
    assert.equal(file.format, FORMAT);
    assert.ok(isCompactIndex(file));
    assert.ok(!isCompactIndex(built));
    assert.ok(JSON.stringify(file).length < JSON.stringify(built).length / 2);
  });

  it("reads back to lunr's own weights and terms, and the plugin's documents", () => {
    const expanded = expandCompact(file, {lunrVersion: lunr.version});
    built.forEach(({documents, index}, type) => {
      const json = index.toJSON();
      const back = expanded[type];
      assert.deepEqual(back.documents, documents);
      assert.deepEqual(
        back.index.invertedIndex.map(([term]) => term),
        json.invertedIndex.map(([term]) => term),
      );
      const byTerm = new Map(json.invertedIndex);
      for (const [term, posting] of back.index.invertedIndex) {
        assert.deepEqual(Object.keys(posting.t).sort(), Object.keys(byTerm.get(term).t).sort());
      }
      // Same weights per (document, term), whatever lunr numbered the terms.
      const weights = (vectors, inverted) => {
        const termOf = new Map(inverted.map(([term, posting]) => [posting._index, term]));
        return Object.fromEntries(
          vectors.map(([ref, values]) => {
            const pairs = [];
            for (let i = 0; i < values.length; i += 2)
              pairs.push(`${termOf.get(values[i])}=${values[i + 1]}`);
            return [ref, pairs.sort()];
          }),
        );
      };
      assert.deepEqual(
        weights(back.index.fieldVectors, back.index.invertedIndex),
        weights(json.fieldVectors, json.invertedIndex),
      );
    });
  });

  it('leaves an index in the plugin format as it is', () => {
    const plain = [{documents: [], index: {}}];
    assert.equal(extension.deserializeIndex(plain, {lunr}), plain);
  });
});

describe('search', () => {
  it('finds definite and plural forms through the stem', () => {
    for (const query of ['отстъпката', 'отстъпки', 'отстъпките', 'отстъпка']) {
      assert.equal(search(query)[0].document.u, '/business/payments/discounts/', query);
    }
    assert.equal(search('календарът')[0].document.u, '/business/calendar/');
    assert.equal(search('фактурите')[0].document.u, '/business/billing/invoices/');
    assert.equal(search('работното време')[0].document.u, '/business/get-started/working-hours/');
  });

  it('ranks a title above a passing mention, and the docs above the changelog', () => {
    const found = urls(search('отстъпката'));
    const docs = found.indexOf('/business/payments/discounts/');
    const changelog = found.findIndex((u) => u.startsWith('/changelog/'));
    const mention = found.indexOf('/business/clients/#history');
    assert.equal(docs, 0);
    assert.ok(changelog > docs, found.join(' '));
    assert.ok(mention > docs, found.join(' '));
  });

  it('shows a page title first, then at most `perPage` of its hits while others wait', () => {
    const results = search('отстъпки', {perPage: 1});
    const pages = results.map((r) => (r.type === TYPE.Title ? r.document.i : r.document.p));
    assert.equal(results[0].type, TYPE.Title);
    assert.ok(new Set(pages.slice(0, 3)).size >= 2, pages.join(' '));
  });

  it('reads Bulgarian typed in Latin letters', () => {
    assert.equal(search('otstapka')[0].document.u, '/business/payments/discounts/');
    assert.equal(search('faktura')[0].document.u, '/business/billing/invoices/');
    assert.equal(search('rabotno vreme')[0].document.u, '/business/get-started/working-hours/');
    assert.equal(search('kalendarat')[0].document.u, '/business/calendar/');
  });

  it('completes the last word while it is typed', () => {
    assert.equal(search('отстъп')[0].document.u, '/business/payments/discounts/');
    assert.equal(search('kalend')[0].document.u, '/business/calendar/');
    assert.deepEqual(search('о'), [], 'one letter is not a prefix yet');
    assert.deepEqual(urls(search('фактури и')), urls(search('фактури')));
    assert.deepEqual(urls(search('фактури т')), urls(search('фактури')));
  });

  it('keeps English stemming', () => {
    assert.equal(search('prices')[0].document.u, '/en/business/notifications/prices/');
    assert.equal(search('costing sms')[0].document.u, '/en/business/notifications/prices/');
  });

  it('drops stop words unless nothing else is left', () => {
    assert.deepEqual(tokenizeQuery('Как да премести резервация?'), [
      'как',
      'да',
      'премести',
      'резервация',
    ]);
    assert.equal(search('преместване на резервация')[0].document.u, '/business/calendar/');
    assert.deepEqual(search('на'), []);
    assert.deepEqual(search('   '), []);
  });

  it('locates the matched words for highlighting, and passes on the query words', () => {
    const [title] = search('отстъпките на');
    const positions = Object.values(title.metadata).flatMap((m) => m.t.position);
    assert.deepEqual(positions, [[0, 8]], 'the whole word "Отстъпки"');
    assert.deepEqual(title.tokens, ['отстъпките']);
    const content = search('създайте отстъпката').find((r) => r.type === TYPE.Content);
    for (const [start, length] of Object.values(content.metadata).flatMap((m) => m.t.position))
      assert.match(
        content.document.t.slice(start, start + length),
        /^(Създайте|отстъпката|Отстъпки)/,
      );
  });

  it('gives results the plugin expects', () => {
    for (const result of search('отстъпка')) {
      assert.ok(result.document && typeof result.score === 'number');
      assert.ok(Array.isArray(result.tokens));
      if (result.type === TYPE.Title) assert.equal(result.page, false);
      else assert.equal(result.page.i, result.document.p);
    }
  });

  it("applies the writers' synonyms the site hands to the worker", () => {
    // «каса» is on no page; its group's «фактура» is.
    assert.deepEqual(search('каса'), []);
    const synonyms = [['фактура', 'каса']];
    assert.equal(search('каса', {synonyms})[0].document.u, '/business/billing/invoices/');
    assert.equal(search('каси', {synonyms})[0].document.u, '/business/billing/invoices/');
  });

  it('a synonym phrase of stop words keeps its meaning («около мен»)', () => {
    // «около» and «мен» are stop words: the query as typed is just «отстъпки».
    assert.equal(search('отстъпки около мен')[0].document.u, '/business/payments/discounts/');
    // Here «около мен» means «потвърждението»: only the clients page has both words.
    const synonyms = [['около мен', 'потвърждението']];
    const found = search('отстъпки около мен', {synonyms});
    assert.equal(found[0].document.u, '/business/clients/', urls(found).join(' '));
  });

  it('ranks a page holding every word above one that matches fewer words strongly', () => {
    // "employee" is the title of Employees; Blocked time has it in a heading
    // and "away" in its text, no one document both.
    const found = urls(search('employee away'));
    assert.equal(
      found[0].split('#')[0],
      '/en/business/working-hours/blocked-time/',
      found.join(' '),
    );
    assert.ok(found.includes('/en/business/employees/'), 'the page with one of the words follows');
  });

  it('tries the exact words first, then a prefix, then fuzzy', () => {
    const words = [[{value: 'отстъпка', usePipeline: true}], [{value: 'код', usePipeline: true}]];
    const variants = queryVariants(words, {lunr, fuzzyMatchingDistance: 1});
    assert.equal(variants.length, 3);
    assert.equal(variants[0][0][1].wildcard, lunr.Query.wildcard.NONE);
    assert.equal(variants[1][0][1].wildcard, lunr.Query.wildcard.TRAILING);
    assert.equal(variants[2][0][0].editDistance, 1);
    assert.equal(variants[2][0][1].editDistance, undefined, 'short words stay exact');
  });
});
