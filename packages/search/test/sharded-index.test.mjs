// The sharded index: the core and its parts written, downloaded part by part, searched.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import * as extension from '../engine/extension.mjs';
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
  isShardedIndex,
  provideIndexFile,
  termsAccepted,
} from '../engine/sharded-index.mjs';
import {serializeIndex} from '../engine/index-writer.mjs';
import {FORMAT, TYPE} from '../engine/index-format.mjs';
import {
  BASE,
  SITE,
  built,
  buildIndexes,
  core,
  downloads,
  loadFresh,
  search,
  serialized,
} from './small-site.mjs';

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
