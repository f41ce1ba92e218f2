/**
 * The search index in parts, read in the worker (issue #23). A search first runs over the
 * dictionary alone to learn every term its variants can reach, downloads the parts those terms live
 * in, searches lunr indexes made of the postings loaded so far (the same scores as the whole index:
 * lunr scores by the query's terms only), then downloads the pages of its results.
 */
import {partialSurface, surfaceFromCounts} from './reader-words.mjs';
import {frontDecoded, lowerBound, partOfTerm} from './index-parts.mjs';
import {FORMAT, TYPE} from './index-format.mjs';
import {vocabularyFromTerms} from './query.mjs';
import {attachContext, locateTerms} from './result-context.mjs';
import {search as searchIndexes} from './search.mjs';

export {FORMAT};

const {Title: TITLE, Heading: HEADING, Keywords: KEYWORDS, Content: CONTENT} = TYPE;

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
 * The worker's state for one index: the core, the documents as stand-ins (`{i, p, u}`: the ids the
 * search groups by, the page's URL for demotion) until their page is downloaded, and what has been
 * downloaded so far.
 */
function createIndexState(file, {lunr, url, fetchJson = fetchJsonOverHttp}) {
  if (!isShardedIndex(file)) throw new Error('not a sharded search index');
  const core = {...file, terms: frontDecoded(file.terms)};
  const words = frontDecoded(file.words);
  const counts = new Map(words.map((word, i) => [word, core.counts[i]]));
  const state = {};
  // Document ids as the plugin numbers them: a page's title, description and keywords share one id
  // (here the page's number), headings and paragraphs have their own.
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
 * Loads the other group of the index's words (the core's `wordFile`), once: a typo, a name typed in
 * the other script, a query of two words, and the "did you mean" queries need them.
 */
export async function ensureWords(state) {
  if (!state.wordFile) return;
  if (!state.wordsLoading) {
    const {file} = state.wordFile;
    state.wordsLoading = state.fetchJson(new URL(file, state.url).href).then((data) => {
      const apart = frontDecoded(data.words).map((word, i) => [word, data.counts[i]]);
      // One alphabetical order, as the build wrote them: ties between equally frequent words are
      // broken the same way whatever came first.
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
 * Index files the page downloads for the worker, by path: the core, and the parts the typed words
 * most likely need (index-parts.mjs's `likelyParts`), each a promise of its bytes, or of null when
 * the page's download failed.
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
 * A file the page downloaded for the worker (../theme/SearchBar/searchClient.ts),
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
 * The terms of the sorted array `terms` that the lunr TokenSet `query` accepts (a query term with
 * its wildcards and edit distance): what
 * `lunr.TokenSet.fromArray(terms).intersect(query).toArray()` finds, walked over the array as a
 * trie — the terms that share a prefix are a run of it — instead of building the TokenSet of the
 * whole dictionary first, which was a fifth of the worker's work before the first search on a slow
 * phone.
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
 * What lunr.Index#query asks of an index's TokenSet — the terms a query term accepts
 * (`intersect(query).toArray()`) — over the terms of `invertedIndex`, walked as a sorted array
 * (`termsAccepted`): building the TokenSet of the loaded terms after each download was a good part
 * of the worker's work before a first search's pages could be requested.
 */
function acceptingTerms(invertedIndex) {
  const terms = Object.keys(invertedIndex).sort();
  return {intersect: (query) => ({toArray: () => termsAccepted(terms, query)})};
}

/**
 * lunr indexes of the postings downloaded so far, in the plugin's shape, grown in place as parts
 * arrive: a part adds its terms and their weights to the documents' vectors; the terms' lookup is
 * rebuilt before the next search.
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
 * Puts the real documents of the results' pages in place of the stand-ins; returns each result's
 * page documents.
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
 * search.mjs over a sharded index: the parts the query needs, the search, then the pages of the
 * results, with the words to highlight located in their texts.
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
