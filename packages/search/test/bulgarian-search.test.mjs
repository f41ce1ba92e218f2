/**
 * The search extension end to end on a small site: lunr indexes built as the
 * plugin builds them (Bulgarian + English pipeline), written as the sharded
 * index (the core and its parts, kept in memory here), loaded part by part as
 * the worker loads them, and searched.
 */
import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';

import * as extension from '../engine/extension.mjs';
// lunr with the site's languages, as the indexer and the worker have it.
import lunr from '../engine/lunr-site.mjs';
import {
  coreHead,
  frontCoded,
  frontDecoded,
  likelyParts,
  likelyWordFile,
} from '../engine/index-parts.mjs';
import {
  expectIndexFile,
  FORMAT,
  isShardedIndex,
  provideIndexFile,
  termsAccepted,
} from '../engine/sharded-index.mjs';
import {keywordNames, serializeIndex} from '../engine/index-writer.mjs';
import {queryVariants, tokenizeQuery} from '../engine/query.mjs';
import {TYPE} from '../engine/index-format.mjs';

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
let serialized;
/** The core file, parsed. */
let core;
let state;
/** The URLs the worker downloaded, in order. */
const downloads = [];

const BASE = 'https://help.example/search-index.json';

before(async () => {
  built = buildIndexes(SITE);
  // Small parts, so that this small site has several.
  serialized = serializeIndex(built, {shardCharacters: 200});
  core = JSON.parse(serialized.index);
  const fetchJson = async (url) => {
    downloads.push(url);
    const {pathname} = new URL(url);
    if (pathname === '/search-index.json') return core;
    const text = serialized.files[pathname.slice(1)];
    if (text === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(text);
  };
  state = await extension.loadIndex(BASE, {lunr, fetchJson});
});

/**
 * A fresh worker state of the test site's index (`index` and `files`: another
 * build of it); `urls` collects the paths it downloads.
 */
function loadFresh(urls = [], {index = core, files = serialized.files} = {}) {
  return extension.loadIndex(BASE, {
    lunr,
    fetchJson: async (url) => {
      const path = new URL(url).pathname.slice(1);
      urls.push(path);
      return path === 'search-index.json' ? index : JSON.parse(files[path]);
    },
  });
}

const search = (input, options = {}) =>
  extension.search(input, state, {
    lunr,
    limit: 8,
    language: ['bg', 'en'],
    fuzzyMatchingDistance: 1,
    removeDefaultStopWordFilter: [],
    options: {demotedPaths: ['/changelog/'], perPage: 2, ...options},
  });
const urls = (results) => results.map((r) => r.document.u + (r.document.h ?? ''));

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

describe('sharded index', () => {
  it('writes a small core that names its format, and its parts under assets/', async () => {
    const {files} = serialized;
    const index = core;
    assert.equal(index.format, FORMAT);
    assert.ok(isShardedIndex(index));
    assert.ok(!isShardedIndex(built));
    assert.ok(JSON.stringify(index).length < JSON.stringify(built).length / 2);
    // No text of any document in the core: those come with their page.
    for (const documents of SITE) {
      for (const doc of documents) assert.ok(!JSON.stringify(index).includes(doc.t), doc.t);
    }
    const names = Object.keys(files);
    assert.ok(names.every((name) => /^assets\/search\/[tpw]\.[0-9a-f]{16}\.json$/.test(name)));
    assert.equal(names.filter((name) => name.includes('/p.')).length, SITE[0].length);
  });

  it('a part is named by its content: the same site gives the same names', async () => {
    const again = serializeIndex(buildIndexes(SITE), {shardCharacters: 200});
    assert.deepEqual(Object.keys(again.files).sort(), Object.keys(serialized.files).sort());
    const changed = SITE.map((documents) => documents.map((doc) => ({...doc})));
    changed[4][1].t = 'Календарът показва часовете на служителите по седмици.';
    const other = serializeIndex(buildIndexes(changed), {shardCharacters: 200});
    assert.notDeepEqual(Object.keys(other.files).sort(), Object.keys(serialized.files).sort());
  });

  it("carries lunr's own weights: the same scores as the whole index", async () => {
    const [title] = await search('календар');
    const whole = built[TYPE.Title].index.search('календар');
    assert.equal(title.score.toFixed(3), whole[0].score.toFixed(3));
  });

  it('downloads only the parts a query needs, and the pages of its results', async () => {
    const fresh = await extension.loadIndex(BASE, {
      lunr,
      fetchJson: async (url) => {
        downloads.push(url);
        const {pathname} = new URL(url);
        if (pathname === '/search-index.json') return core;
        return JSON.parse(serialized.files[pathname.slice(1)]);
      },
    });
    downloads.length = 0;
    const results = await extension.search('фактура', fresh, {
      lunr,
      limit: 8,
      language: ['bg', 'en'],
      fuzzyMatchingDistance: 1,
      removeDefaultStopWordFilter: [],
      options: {demotedPaths: ['/changelog/'], perPage: 2},
    });
    assert.equal(results[0].document.u, '/business/billing/invoices/');
    const parts = downloads.filter((url) => url.includes('/t.'));
    const pages = downloads.filter((url) => url.includes('/p.'));
    const allParts = Object.keys(serialized.files).filter((name) => name.includes('/t.'));
    assert.ok(parts.length < allParts.length, `${parts.length} of ${allParts.length} parts`);
    assert.equal(pages.length, new Set(results.map((r) => r.document.u)).size);
    // Searched again: nothing more to download.
    downloads.length = 0;
    await extension.search('фактура', fresh, {lunr, limit: 8, language: ['bg', 'en'], options: {}});
    assert.deepEqual(downloads, []);
  });

  it('takes the index file the page downloaded instead of downloading it', async () => {
    const urls = [];
    const buffer = new TextEncoder().encode(serialized.index).buffer;
    provideIndexFile('/search-index.json', buffer);
    const fresh = await extension.loadIndex(`${BASE}?_=0a1b2c3d`, {
      lunr,
      fetchJson: async (url) => {
        urls.push(url);
        return JSON.parse(serialized.files[new URL(url).pathname.slice(1)]);
      },
    });
    assert.deepEqual(urls, []);
    assert.equal(fresh.core.terms.length, frontDecoded(core.terms).length);
    // Once: a later load (a new docs version, a retry) downloads it.
    await assert.rejects(
      extension.loadIndex(BASE, {
        lunr,
        fetchJson: async () => {
          throw new Error('downloaded');
        },
      }),
      /downloaded/,
    );
  });

  it('writes the sorted terms and words front coded, and reads them back', () => {
    const words = ['0,00', '0,01', 'api', 'фактура', 'фактури', 'фактурирането', 'фактурите'];
    const text = frontCoded(words);
    assert.equal(text, '00,00 31 0api 0фактура 6и 7рането 7те');
    assert.deepEqual(frontDecoded(text), words);
    assert.deepEqual(frontDecoded(''), []);
    // At most nine letters shared: the count is one digit.
    assert.deepEqual(frontDecoded(frontCoded(['абвгдежзийк', 'абвгдежзийкл'])), [
      'абвгдежзийк',
      'абвгдежзийкл',
    ]);
    const terms = frontDecoded(core.terms);
    assert.deepEqual(terms, [...terms].sort());
    assert.ok(terms.includes('календар'));
  });

  it("finds a query's terms in the dictionary as lunr does, without lunr's false matches", () => {
    const terms = frontDecoded(core.terms);
    const dictionary = lunr.TokenSet.fromArray(terms);
    const known = new Set(terms);
    const clauses = terms.flatMap((term) => [
      {term},
      {term: `${term.slice(0, 3)}*`, wildcard: lunr.Query.wildcard.TRAILING},
      {term, editDistance: 1},
      {term: term.slice(0, 4), editDistance: 2},
    ]);
    for (const clause of clauses) {
      const query = lunr.TokenSet.fromClause({editDistance: 0, ...clause});
      // lunr's minimised dictionary can accept a word it never held: those are dropped.
      const expected = dictionary
        .intersect(query)
        .toArray()
        .filter((term) => known.has(term))
        .sort();
      assert.deepEqual(termsAccepted(terms, query).sort(), expected, JSON.stringify(clause));
    }
    const fuzzy = lunr.TokenSet.fromClause({term: 'календар', editDistance: 1});
    assert.ok(termsAccepted(terms, fuzzy).includes('календар'));
  });

  it("the core's first line is its head: which part holds which terms, read before the rest arrives", async () => {
    const [line] = serialized.index.split('\n');
    const head = coreHead(line);
    assert.ok(
      line.length < serialized.index.length / 4,
      `${line.length} of ${serialized.index.length}`,
    );
    assert.equal(head.format, FORMAT);
    assert.deepEqual(head.shards, core.shards);
    assert.equal(head.terms, undefined);
    // Each part's first and last terms: the parts cover the sorted terms in order.
    const terms = frontDecoded(core.terms);
    head.shards.forEach(([from, , first, last], k) => {
      const to = (head.shards[k + 1]?.[0] ?? terms.length) - 1;
      assert.deepEqual([first, last], [terms[from], terms[to]]);
    });
    // The whole file reads as one object, the head's keys included.
    assert.deepEqual(coreHead(serialized.index), head);
  });

  it('the page guesses the parts of the typed words from the head: the worker needs no more', async () => {
    const query = 'фактура';
    const head = coreHead(serialized.index.split('\n')[0]);
    const guessed = likelyParts(head, query);
    assert.deepEqual(likelyParts(core, query), guessed);
    // Every part that holds a term starting with the typed word's prefix, up to two.
    const terms = frontDecoded(core.terms);
    const holding = core.shards
      .filter(([from], k) => {
        const to = core.shards[k + 1]?.[0] ?? terms.length;
        return terms.slice(from, to).some((term) => term.startsWith('факт'));
      })
      .map(([, file]) => file);
    assert.deepEqual(guessed, holding.slice(0, 2));
    assert.ok(guessed.length >= 1 && guessed.length <= 2, guessed.join());
    assert.ok(guessed.every((file) => file in serialized.files));
    // A word no term starts with: at most the part where it would be (the
    // head knows each part's first and last terms, not those in between);
    // none past the last term, none for a single letter.
    assert.ok(likelyParts(head, 'жжжж').length <= 1);
    assert.deepEqual(likelyParts(head, 'ѣѣѣ'), []);
    assert.deepEqual(likelyParts(head, 'ф'), []);

    const urls = [];
    const fresh = await loadFresh(urls);
    // Announced, then handed over while the search waits for them.
    for (const file of guessed) expectIndexFile(`/${file}`);
    const searching = extension.search(query, fresh, {
      lunr,
      limit: 8,
      language: ['bg', 'en'],
      options: {},
    });
    for (const file of guessed)
      provideIndexFile(`/${file}`, new TextEncoder().encode(serialized.files[file]).buffer);
    const results = await searching;
    assert.equal(results[0].document.u, '/business/billing/invoices/');
    assert.deepEqual(
      urls.filter((url) => url.includes('/t.')),
      [],
      'the worker downloaded a part the page had guessed',
    );
  });

  it('the page downloads the other words ahead only for a query likely to need them', () => {
    const head = coreHead(serialized.index.split('\n')[0]);
    const {file} = head.wordFile;
    // One word in the file's script: only a typo needs them, which the worker finds out.
    assert.deepEqual(likelyWordFile(head, 'календар'), []);
    // Two words (joined or split among all words), a name in the other script.
    assert.deepEqual(likelyWordFile(head, 'онлайн резервации'), [file]);
    assert.deepEqual(likelyWordFile(head, 'widget'), [file]);
  });

  it("the page's guess takes in the writers' synonyms of the typed words", async () => {
    const synonyms = [['фактура', 'календар']];
    const {index: text, files} = serializeIndex(built, {shardCharacters: 200, synonyms});
    const index = JSON.parse(text);
    assert.deepEqual(index.synonyms, synonyms);
    const guessed = likelyParts(index, 'фактура');
    assert.ok(guessed.length > likelyParts(core, 'фактура').length, guessed.join());
    const urls = [];
    const fresh = await loadFresh(urls, {index, files});
    for (const file of guessed)
      provideIndexFile(`/${file}`, new TextEncoder().encode(files[file]).buffer);
    const results = await extension.search('фактура', fresh, {
      lunr,
      limit: 8,
      language: ['bg', 'en'],
      options: {synonyms},
    });
    assert.ok(results.some((result) => result.document.u === '/business/calendar/'));
    assert.deepEqual(
      urls.filter((url) => url.includes('/t.')),
      [],
      'a part the guess missed',
    );
  });

  it('the words of the larger script come apart, downloaded only for a query that needs them', async () => {
    const urls = [];
    const fresh = await loadFresh(urls);
    const {file, script} = core.wordFile;
    assert.equal(script, 'cyrillic');
    assert.ok(!frontDecoded(core.words).includes('календар'));
    const options = {lunr, limit: 8, language: ['bg', 'en'], options: {}};
    // A word the index holds, in the core's other script: the Latin words do.
    const [first] = await extension.search('календар', fresh, options);
    assert.equal(first.document.u, '/business/calendar/');
    assert.ok(!urls.includes(file), urls.join());
    // A typo: its corrections are among the Cyrillic words, downloaded now, once.
    const typo = await extension.search('календр', fresh, options);
    assert.equal(typo[0]?.document.u, '/business/calendar/');
    assert.equal(urls.filter((url) => url === file).length, 1);
    await extension.search('фактури', fresh, options);
    assert.equal(urls.filter((url) => url === file).length, 1);
  });

  it('a part whose download failed in the page is downloaded by the worker', async () => {
    const urls = [];
    const fresh = await loadFresh(urls);
    const [file] = likelyParts(core, 'календар');
    expectIndexFile(`/${file}`);
    const searching = extension.search('календар', fresh, {
      lunr,
      limit: 8,
      language: ['bg', 'en'],
      options: {},
    });
    provideIndexFile(`/${file}`, null);
    assert.equal((await searching)[0].document.u, '/business/calendar/');
    assert.ok(urls.includes(file), urls.join());
  });

  it('a failed download fails the search, and the next search downloads it again', async () => {
    let failing = true;
    const fresh = await extension.loadIndex(BASE, {
      lunr,
      fetchJson: async (url) => {
        const {pathname} = new URL(url);
        if (pathname === '/search-index.json') return core;
        if (failing) throw new Error('offline');
        return JSON.parse(serialized.files[pathname.slice(1)]);
      },
    });
    const context = {lunr, limit: 8, language: ['bg', 'en'], options: {}};
    await assert.rejects(extension.search('календар', fresh, context), /offline/);
    failing = false;
    assert.equal(
      (await extension.search('календар', fresh, context))[0].document.u,
      '/business/calendar/',
    );
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
