/**
 * The search index in parts, so that the first search downloads what it
 * needs and not the whole help centre (issue #23).
 *
 * At build time (`serializeIndex`) the plugin's five lunr indexes (titles,
 * headings, descriptions, keywords, content) become:
 *
 * - the plugin's `search-index.json`, the part every search needs. Its
 *   first line, the head, says which part holds which range of terms (and
 *   the writers' synonyms): the page starts downloading the parts the typed
 *   words need from it, while the rest still arrives. The rest: the
 *   dictionary of all terms, which page each document belongs to and its
 *   URL, the pipeline, and the words of the texts with their counts (for
 *   names typed by sound and typos) — those of one script: the other,
 *   larger group of words is in `assets/search/w.<hash>.json`, which a
 *   query needs only for a typo or a name typed in the other script
 *   (`ensureWords`);
 * - `assets/search/t.<hash>.json`: the postings of a range of the sorted
 *   terms — for each index, the documents a term occurs in with lunr's BM25
 *   weight (computed here as lunr.Builder does, to three decimals), and
 *   after them the pages that have the term as a keyword of one word
 *   (`keywordNames`: a one-word query ranks them first, search.mjs);
 * - `assets/search/p.<hash>.json`: the documents of one page as the plugin
 *   wrote them (titles, headings, texts) — what a result shows.
 *
 * The names of the parts carry their content's hash and live under assets/,
 * so servers cache them for a year (deploy/); the core keeps the plugin's
 * name and is revalidated.
 *
 * In the worker (`loadIndex`, `searchSharded`), a search first runs over the
 * dictionary alone to learn every term its variants can reach (exact,
 * prefix, fuzzy, the readers' words), downloads the parts those terms live
 * in, searches lunr indexes made of the postings loaded so far — the same
 * scores as the whole index, since lunr scores a document by the query's
 * terms only — and then downloads the pages of the results it returns.
 */
import {partialSurface, surfaceFromCounts, wordCounts} from './reader-words.mjs';
import {
  coreText,
  frontCoded,
  frontDecoded,
  lowerBound,
  partOfTerm,
  wordScript,
} from './index-parts.mjs';
import {
  locateTerms,
  search as searchIndexes,
  tokenizeQuery,
  TYPE,
  vocabularyFromTerms,
} from './search.mjs';
import {attachContext} from './result-context.mjs';

export const FORMAT = 'slotera-search-sharded@3';

const {Title: TITLE, Heading: HEADING, Keywords: KEYWORDS, Content: CONTENT} = TYPE;
// lunr.Builder's defaults, which the plugin does not change.
const K1 = 1.2;
const B = 0.75;
/**
 * The postings of a part, in characters of JSON (≈ a third once gzipped):
 * small enough that a query's few parts cost little at any size of the site
 * (a query needs one to five, its synonyms' included), large enough that the
 * core's list of them stays short. 8,000 before: ten everyday queries then
 * downloaded well over twice the parts, for a slightly smaller core, and
 * the first suggestion on slow 4G came later (notes/perf-log.md).
 */
const SHARD_CHARACTERS = 2500;
const ASSET_FOLDER = 'assets/search';

/**
 * A short hash of a file's content, for its name. Not node:crypto: this
 * module is also bundled into the browser's search worker.
 */
function contentHash(text) {
  // FNV-1a, 2 × 32 bits: names only need to change when the content does.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** lunr.Builder's BM25 weight of a term in a document, to three decimals. */
function bm25({tf, documentLength, averageLength, documentCount, termDocuments}) {
  const idf = Math.log(1 + Math.abs((documentCount - termDocuments + 0.5) / (termDocuments + 0.5)));
  const norm = K1 * (1 - B + B * (documentLength / averageLength)) + tf;
  return Math.round(((idf * ((K1 + 1) * tf)) / norm) * 1000) / 1000;
}

/** The page (its title's ordinal) of each document of each index, run-length encoded. */
function pageRuns(types) {
  const pageOfTitleId = new Map(types[TITLE].map((doc, ordinal) => [doc.i, ordinal]));
  return types.map((documents, type) => {
    const runs = [];
    for (const [ordinal, doc] of documents.entries()) {
      const page = type === TITLE ? ordinal : pageOfTitleId.get(doc.p);
      if (page === undefined) throw new Error(`search index: document ${doc.i} has no page`);
      const last = runs[runs.length - 1];
      if (last && last[0] === page) last[1] += 1;
      else runs.push([page, 1]);
    }
    return runs;
  });
}

/**
 * The plugin's indexes, `[{documents, index}]` with lunr.Index objects built
 * with the `position` metadata, as `{index, files}`: the text of the core,
 * which the plugin writes as its index file (JSON, head first: `coreText`), and the parts by path relative to the same
 * folder. Options: the extension's (the plugin passes them on), of which
 * `synonyms` is kept in the core; `shardCharacters`, the size of a part
 * (tests make it small).
 *
 * @param {{documents: any[], index: any}[]} searchIndex
 * `answers` (the writers' canonical sections, ../indexer/answers.mjs: `[type,
 * ordinal, phrases]`) go in the core's body: the search needs them, the
 * guess of the parts does not.
 *
 * @param {{shardCharacters?: number, synonyms?: string[][], answers?: [number, number, string[]][]}} [options]
 * @returns {{index: string, files: Record<string, string>}}
 */
export function serializeIndex(
  searchIndex,
  {shardCharacters = SHARD_CHARACTERS, synonyms = [], answers = []} = {},
) {
  const types = searchIndex.map((entry) => entry.documents);
  /** @type {Record<string, string>} */
  const files = {};
  const addFile = (kind, data) => {
    const text = JSON.stringify(data);
    const file = `${ASSET_FOLDER}/${kind}.${contentHash(text)}.json`;
    files[file] = text;
    return file;
  };

  // Term frequencies per index, and each document's length, as lunr counts them.
  const terms = [...new Set(searchIndex.flatMap(({index}) => Object.keys(index.invertedIndex)))];
  terms.sort();
  const postings = terms.map(() => new Array(searchIndex.length).fill(0));
  const termIds = new Map(terms.map((term, id) => [term, id]));
  searchIndex.forEach(({documents, index}, type) => {
    if (index.fields.length !== 1) throw new Error('search index: one field per index only');
    const [field] = index.fields;
    const ordinals = new Map(documents.map((doc, ordinal) => [String(doc.i), ordinal]));
    const lengths = new Array(documents.length).fill(0);
    /** @type {[string, [number, number][]][]} a term, and its documents' ordinals and term frequencies */
    const occurrences = [];
    for (const term of Object.keys(index.invertedIndex)) {
      /** @type {[number, number][]} */
      const list = [];
      for (const [ref, metadata] of Object.entries(index.invertedIndex[term][field] ?? {})) {
        const ordinal = ordinals.get(ref);
        const tf = metadata.position?.length;
        if (ordinal === undefined) throw new Error(`search index: unknown document ${ref}`);
        if (!tf) throw new Error('search index: the index was built without positions');
        lengths[ordinal] += tf;
        list.push([ordinal, tf]);
      }
      list.sort((a, b) => a[0] - b[0]);
      occurrences.push([term, list]);
    }
    const documentCount = documents.length;
    const averageLength = documentCount
      ? lengths.reduce((sum, n) => sum + n, 0) / documentCount
      : 0;
    for (const [term, list] of occurrences) {
      const encoded = [];
      let previous = 0;
      for (const [ordinal, tf] of list) {
        const weight = bm25({
          tf,
          documentLength: lengths[ordinal],
          averageLength,
          documentCount,
          termDocuments: list.length,
        });
        encoded.push(ordinal - previous, Math.round(weight * 1000));
        previous = ordinal;
      }
      postings[/** @type {number} */ (termIds.get(term))][type] = encoded;
    }
  });

  // After the postings of each index: the keywords documents that have the
  // term as a whole keyword (one word), by ordinal, delta coded.
  const keywords = searchIndex[KEYWORDS];
  if (keywords) {
    const named = new Map();
    keywords.documents.forEach((doc, ordinal) => {
      for (const term of keywordNames(doc, keywords.index)) {
        if (!named.has(term)) named.set(term, []);
        named.get(term).push(ordinal);
      }
    });
    for (const [term, ordinals] of named) {
      let previous = 0;
      postings[/** @type {number} */ (termIds.get(term))][searchIndex.length] = ordinals.map(
        (ordinal) => {
          const delta = ordinal - previous;
          previous = ordinal;
          return delta;
        },
      );
    }
  }

  // Consecutive terms in parts of about SHARD_CHARACTERS.
  const shards = [];
  let from = 0;
  let size = 0;
  const flush = (to) => {
    if (to > from)
      shards.push([
        from,
        addFile('t', {from, postings: postings.slice(from, to)}),
        terms[from],
        terms[to - 1],
      ]);
    from = to;
    size = 0;
  };
  postings.forEach((entry, id) => {
    size += JSON.stringify(entry).length + terms[id].length;
    if (size >= shardCharacters) flush(id + 1);
  });
  flush(terms.length);

  // The documents of each page, for the results.
  const runs = pageRuns(types);
  /** @type {any[][][]} the documents of each page, by type */
  const pageDocuments = types[TITLE].map(() => types.map(() => []));
  types.forEach((documents, type) => {
    let ordinal = 0;
    for (const [page, count] of runs[type]) {
      for (let k = 0; k < count; k += 1) pageDocuments[page][type].push(documents[ordinal + k]);
      ordinal += count;
    }
  });
  const pages = pageDocuments.map((documents) => addFile('p', documents));

  // The words of the texts in two groups by script: the larger one in a
  // file of its own, which a query needs only for a typo (partialSurface).
  const counts = wordCounts(searchIndex);
  /** @type {Record<string, string[]>} */
  const groups = {cyrillic: [], latin: []};
  for (const word of [...counts.keys()].sort()) groups[wordScript(word)].push(word);
  const apart = groups.cyrillic.length >= groups.latin.length ? 'cyrillic' : 'latin';
  const words = apart === 'cyrillic' ? groups.latin : groups.cyrillic;
  const wordFile = groups[apart].length
    ? {
        file: addFile('w', {
          words: frontCoded(groups[apart]),
          counts: groups[apart].map((word) => counts.get(word)),
        }),
        script: apart,
      }
    : null;
  return {
    // The head first, on a line of its own: the page reads it as soon as it
    // arrives and starts the downloads of the parts (index-parts.mjs).
    index: coreText(
      {
        format: FORMAT,
        // [first term's id, file, first term, last term] of each part.
        shards,
        // The writers' synonyms (the extension's options), for the page's guess
        // of the parts a query needs: a query also searches them.
        synonyms,
        // The file of the other group of words, and its script.
        wordFile,
      },
      {
        indexes: searchIndex.map(({documents, index}, type) => ({
          field: index.fields[0],
          pipeline: index.pipeline.toJSON(),
          count: documents.length,
          pages: runs[type],
        })),
        // Both lists sorted and front coded (index-parts.mjs): a third of the core's bytes less.
        terms: frontCoded(terms),
        pages: {file: pages, url: types[TITLE].map((doc) => doc.u)},
        words: frontCoded(words),
        counts: words.map((word) => counts.get(word)),
        ...(answers.length > 0 ? {answers} : {}),
      },
    ),
    files,
  };
}

/**
 * The terms a keywords document has as whole keywords of one word: each of
 * its keywords (the plugin joins them with commas) split as a query is,
 * through the index's pipeline, and kept when it gives one term of the
 * document — stop words are no terms, so "no-show" and «не дойде» count as
 * one word ("show", «дойд»), "e-mail" and «прайс лист» as two.
 */
export function keywordNames(document, index) {
  const [field] = index.fields;
  const ref = String(document.i);
  const names = new Set();
  for (const keyword of String(document.t ?? '').split(',')) {
    const terms = new Set(
      tokenizeQuery(keyword)
        .flatMap((token) => index.pipeline.runString(token))
        .filter((term) => index.invertedIndex[term]?.[field]?.[ref]),
    );
    if (terms.size === 1) names.add([...terms][0]);
  }
  return names;
}

/** Whether `data` is a core file of this format. */
export function isShardedIndex(data) {
  return Boolean(data) && !Array.isArray(data) && data.format === FORMAT;
}

async function fetchJsonOverHttp(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The worker's state for one index: the core, the documents as stand-ins
 * (`{i, p, u}`: the ids the search groups by, the page's URL for demotion)
 * until their page is downloaded, and what has been downloaded so far.
 */
function createIndexState(file, {lunr, url, fetchJson = fetchJsonOverHttp}) {
  if (!isShardedIndex(file)) throw new Error('not a sharded search index');
  const core = {...file, terms: frontDecoded(file.terms)};
  const words = frontDecoded(file.words);
  const counts = new Map(words.map((word, i) => [word, core.counts[i]]));
  const state = {};
  // Document ids as the plugin numbers them: a page's title, description and
  // keywords share one id (here the page's number), headings and paragraphs
  // have their own. The search keeps one hit per id, as it did.
  let offset = core.pages.url.length;
  const stubs = core.indexes.map(({count, pages}, type) => {
    const ownIds = type === HEADING || type === CONTENT;
    const documents = [];
    for (const [page, run] of pages) {
      for (let k = 0; k < run; k += 1) {
        const i = ownIds ? offset + documents.length : page;
        documents.push({i, p: page, u: core.pages.url[page], k});
      }
    }
    if (ownIds) offset += count;
    if (documents.length !== count) throw new Error('search index: page runs do not add up');
    return documents;
  });
  const pipelines = core.indexes.map(({pipeline}) => lunr.Pipeline.load(pipeline));
  return Object.assign(state, {
    core,
    lunr,
    url,
    fetchJson,
    stubs,
    pipelines,
    vocabulary: vocabularyFromTerms(core.terms),
    counts,
    /** The other group of words, until loaded (`ensureWords`). */
    wordFile: core.wordFile,
    /** Whether the current query needed words of `wordFile`. */
    wordsMissed: false,
    surface: core.wordFile
      ? partialSurface(counts, core.wordFile.script, () => {
          state.wordsMissed = true;
        })
      : surfaceFromCounts(counts),
    /** Postings downloaded and not yet in the indexes: [termId, per index]. */
    arrived: [],
    shards: new Map(),
    pages: new Map(),
    indexes: null,
  });
}

/**
 * Loads the other group of the index's words (the core's `wordFile`), once:
 * a typo, a name typed in the other script, a query of two words, and the
 * "did you mean" queries need them.
 */
export async function ensureWords(state) {
  if (!state.wordFile) return;
  if (!state.wordsLoading) {
    const {file} = state.wordFile;
    state.wordsLoading = state.fetchJson(new URL(file, state.url).href).then((data) => {
      const apart = frontDecoded(data.words).map((word, i) => [word, data.counts[i]]);
      // One alphabetical order, as the build wrote them: ties between
      // equally frequent words are broken the same way whatever came first.
      state.counts = new Map([...state.counts, ...apart].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
      state.surface = surfaceFromCounts(state.counts);
      state.wordFile = null;
    });
    // A failed download is not kept: the next search tries again.
    state.wordsLoading.catch(() => {
      state.wordsLoading = null;
    });
  }
  await state.wordsLoading;
}

/**
 * Index files the page downloads for the worker, by path: the core, and the
 * parts the typed words most likely need (index-parts.mjs's `likelyParts`),
 * each a promise of its bytes, or of null when the page's download failed.
 */
const provided = new Map();

/** The page is downloading this file for the worker: wait for it rather than download it twice. */
export function expectIndexFile(path) {
  if (provided.has(path)) return;
  let resolve;
  const promise = new Promise((settle) => {
    resolve = settle;
  });
  provided.set(path, {promise, resolve});
}

/**
 * A file the page downloaded for the worker (src/plugins/search/theme/SearchBar/searchClient.ts),
 * or null when its download failed: the worker then downloads it itself.
 */
export function provideIndexFile(path, buffer) {
  expectIndexFile(path);
  provided.get(path).resolve(buffer);
}

/** The file at `url` as the page provides it, parsed; undefined when the worker must download it. */
async function takeProvided(url) {
  const path = new URL(url).pathname;
  const entry = provided.get(path);
  if (!entry) return undefined;
  const buffer = await entry.promise;
  provided.delete(path);
  return buffer ? JSON.parse(new TextDecoder().decode(buffer)) : undefined;
}

/** The core of the index at `url` (the plugin's index URL): as provided, or downloaded. */
export async function loadIndex(url, {lunr, fetchJson = fetchJsonOverHttp}) {
  const core = (await takeProvided(url)) ?? (await fetchJson(url));
  // Parts come from the page when it downloads them, else from the network.
  const fetchPart = async (partUrl) => (await takeProvided(partUrl)) ?? fetchJson(partUrl);
  return createIndexState(core, {lunr, url, fetchJson: fetchPart});
}

/** The end of the run of `terms` from `from` (< `to`) on that start with `prefix`. */
function prefixEnd(terms, prefix, from, to) {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (terms[mid].startsWith(prefix)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The terms of the sorted array `terms` that the lunr TokenSet `query`
 * accepts (a query term with its wildcards and edit distance): what
 * `lunr.TokenSet.fromArray(terms).intersect(query).toArray()` finds, walked
 * over the array as a trie — the terms that share a prefix are a run of it
 * — instead of building the TokenSet of the whole dictionary first, which
 * was a fifth of the worker's work before the first search on a slow phone.
 */
export function termsAccepted(terms, query) {
  const found = new Set();
  // [query node, prefix, the run of terms that start with the prefix]
  /** @type {[any, string, number, number][]} */
  const stack = [[query, '', 0, terms.length]];
  while (stack.length > 0) {
    const [node, prefix, from, to] = /** @type {[any, string, number, number]} */ (stack.pop());
    const depth = prefix.length;
    // The run's first term is the prefix itself, if the dictionary has it.
    if (node.final && depth > 0 && terms[from] === prefix) found.add(prefix);
    for (const [edge, next] of Object.entries(node.edges)) {
      if (edge === '*') {
        let i = terms[from] === prefix ? from + 1 : from;
        while (i < to) {
          const longer = prefix + terms[i][depth];
          const end = prefixEnd(terms, longer, i, to);
          stack.push([next, longer, i, end]);
          i = end;
        }
      } else {
        const longer = prefix + edge;
        const start = lowerBound(terms, longer, from, to);
        const end = prefixEnd(terms, longer, start, to);
        if (end > start) stack.push([next, longer, start, end]);
      }
    }
  }
  return [...found];
}

/** An index over the whole dictionary that finds nothing, and notes every term a query reaches. */
function recordingIndexes(state, reached) {
  const {lunr} = state;
  const tokenSet = {
    intersect(other) {
      const found = termsAccepted(state.core.terms, other);
      for (const term of found) reached.add(term);
      return {toArray: () => found};
    },
  };
  return state.core.indexes.map(({field}, type) => ({
    type,
    documents: state.stubs[type],
    index: new lunr.Index({
      invertedIndex: new Proxy(
        {},
        {get: (_, term) => (typeof term === 'string' ? {_index: 0, [field]: {}} : undefined)},
      ),
      fieldVectors: {},
      tokenSet,
      fields: [field],
      pipeline: state.pipelines[type],
    }),
  }));
}

function termId(state, term) {
  const {terms} = state.core;
  const position = lowerBound(terms, term);
  return terms[position] === term ? position : -1;
}

/** Downloads the parts that hold these terms' postings (each part once). */
async function ensureTerms(state, terms) {
  const needed = new Set();
  for (const term of terms) {
    const id = termId(state, term);
    if (id >= 0) needed.add(partOfTerm(state.core.shards, id));
  }
  await Promise.all(
    [...needed].map((shard) => {
      if (!state.shards.has(shard)) {
        const file = new URL(state.core.shards[shard][1], state.url).href;
        const loading = state.fetchJson(file).then((data) => {
          data.postings.forEach((entry, k) => state.arrived.push([data.from + k, entry]));
        });
        // A failed download is not kept: the next search tries again.
        loading.catch(() => state.shards.delete(shard));
        state.shards.set(shard, loading);
      }
      return state.shards.get(shard);
    }),
  );
}

/**
 * What lunr.Index#query asks of an index's TokenSet — the terms a query
 * term accepts (`intersect(query).toArray()`) — over the terms of
 * `invertedIndex`, walked as a sorted array (`termsAccepted`): building
 * the TokenSet of the loaded terms after each download was a good part of
 * the worker's work before a first search's pages could be requested.
 */
function acceptingTerms(invertedIndex) {
  const terms = Object.keys(invertedIndex).sort();
  return {intersect: (query) => ({toArray: () => termsAccepted(terms, query)})};
}

/**
 * lunr indexes of the postings downloaded so far, in the plugin's shape,
 * grown in place as parts arrive: a part adds its terms and their weights
 * to the documents' vectors; the terms' lookup is rebuilt before the next
 * search.
 */
function loadedIndexes(state) {
  const {lunr, core} = state;
  state.indexes ??= core.indexes.map(({field}, type) => ({
    type,
    documents: state.stubs[type],
    index: new lunr.Index({
      invertedIndex: {},
      fieldVectors: {},
      tokenSet: acceptingTerms({}),
      fields: [field],
      pipeline: state.pipelines[type],
    }),
  }));
  if (state.arrived.length > 0) {
    for (const [id, entry] of state.arrived) {
      // The keywords documents that have the term as a keyword of one word.
      let ordinal = 0;
      for (const delta of entry[core.indexes.length] ?? []) {
        ordinal += delta;
        const keywords = state.stubs[KEYWORDS][ordinal];
        (keywords.names ??= []).push(core.terms[id]);
      }
      state.indexes.forEach(({index, documents}, type) => {
        const encoded = entry[type];
        if (!encoded) return;
        const [field] = index.fields;
        const refs = {};
        let ordinal = 0;
        for (let i = 0; i < encoded.length; i += 2) {
          ordinal += encoded[i];
          const ref = String(documents[ordinal].i);
          refs[ref] = {};
          const key = `${field}/${ref}`;
          index.fieldVectors[key] ??= new lunr.Vector();
          index.fieldVectors[key].upsert(id, encoded[i + 1] / 1000, (a) => a);
        }
        index.invertedIndex[core.terms[id]] = {_index: id, [field]: refs};
      });
    }
    state.arrived = [];
    for (const {index} of state.indexes) index.tokenSet = acceptingTerms(index.invertedIndex);
  }
  return state.indexes;
}

/** The documents of a page as the plugin wrote them, downloaded once. */
function pageDocuments(state, page) {
  if (!state.pages.has(page)) {
    const file = new URL(state.core.pages.file[page], state.url).href;
    const loading = state.fetchJson(file);
    loading.catch(() => state.pages.delete(page));
    state.pages.set(page, loading);
  }
  return state.pages.get(page);
}

/**
 * Puts the real documents of the results' pages in place of the stand-ins;
 * returns each result's page documents.
 */
async function attachDocuments(state, results) {
  const pages = await Promise.all(
    [...new Set(results.map((result) => result.document.p))].map(async (page) => [
      page,
      await pageDocuments(state, page),
    ]),
  );
  const byPage = new Map(/** @type {[number, any][]} */ (pages));
  const pageOf = new Map();
  for (const result of results) {
    const stub = result.document;
    const documents = byPage.get(stub.p);
    pageOf.set(result, documents);
    result.document = documents[result.type][stub.k];
    if (result.page) {
      const title = documents[TITLE][0];
      // A detached result carries a copy of its page (search.mjs).
      result.page = result.page === state.stubs[TITLE][stub.p] ? title : {...title};
    }
  }
  return pageOf;
}

/** The terms every variant of the query can reach, from the dictionary alone. */
function reachableTerms(input, state, options) {
  const reached = new Set();
  searchIndexes(input, recordingIndexes(state, reached), {
    ...options,
    answers: state.core.answers ?? [],
    lunr: state.lunr,
    vocabulary: state.vocabulary,
    surface: state.surface,
    locate: false,
  });
  return reached;
}

/**
 * search.mjs over a sharded index: the parts the query needs, the search,
 * then the pages of the results, with the words to highlight located in
 * their texts.
 */
export async function searchSharded(input, state, options) {
  state.wordsMissed = false;
  let reached = reachableTerms(input, state, options);
  if (state.wordsMissed) {
    await ensureWords(state);
    reached = reachableTerms(input, state, options);
  }
  await ensureTerms(state, reached);
  const results = searchIndexes(input, loadedIndexes(state), {
    ...options,
    answers: state.core.answers ?? [],
    lunr: state.lunr,
    vocabulary: state.vocabulary,
    surface: state.surface,
    locate: false,
  });
  const pageOf = await attachDocuments(state, results);
  const pipeline = state.pipelines[0];
  const wordCharacters = options.wordCharacters ?? '\\w\\u0400-\\u04FF';
  for (const result of results) {
    locateTerms(result, pipeline, wordCharacters);
    attachContext(result, pageOf.get(result), pipeline, wordCharacters);
  }
  return results;
}
