// The index in parts, read in the worker: a search downloads only the parts and pages it needs
// (README "The index and the first search").
import {partialSurface, surfaceFromCounts} from './reader-words.mjs';
import {frontDecoded, lowerBound, partOfTerm, prefixEnd} from './index-parts.mjs';
import {FORMAT, TYPE} from './index-format.mjs';
import {vocabularyFromTerms} from './query.mjs';
import {attachContext, locateTerms} from './result-context.mjs';
import {search as searchIndexes} from './search.mjs';

const {Title: TITLE, Heading: HEADING, Keywords: KEYWORDS, Content: CONTENT} = TYPE;

export function isShardedIndex(data) {
  return Boolean(data) && !Array.isArray(data) && data.format === FORMAT;
}

async function fetchJsonOverHttp(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

// Documents are stand-ins (`{i, p, u}`: id, page, URL) until their page is downloaded.
function createIndexState(file, {lunr, url, fetchJson = fetchJsonOverHttp}) {
  if (!isShardedIndex(file)) throw new Error('not a sharded search index');
  const core = {...file, terms: frontDecoded(file.terms)};
  const words = frontDecoded(file.words);
  const counts = new Map(words.map((word, i) => [word, core.counts[i]]));
  const state = {};
  // A page's title, description and keywords share the page's id; headings and paragraphs have own.
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
    wordFile: core.wordFile, // until `ensureWords` loads it
    wordsMissed: false,
    surface: core.wordFile
      ? partialSurface(counts, core.wordFile.script, () => {
          state.wordsMissed = true;
        })
      : surfaceFromCounts(counts),
    arrived: [],
    downloads: new Map(),
    indexes: null,
  });
}

/** Typos, the other script, two-word queries and "did you mean" need the core's `wordFile`. */
export async function ensureWords(state) {
  if (!state.wordFile) return;
  await download(state, state.wordFile.file, (data) => {
    const apart = frontDecoded(data.words).map((word, i) => [word, data.counts[i]]);
    // Alphabetical as the build wrote them, so ties break the same whatever loaded first.
    state.counts = new Map([...state.counts, ...apart].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    state.surface = surfaceFromCounts(state.counts);
    state.wordFile = null;
  });
}

// One download of a part for every search that needs it; a failed one is not kept: the next
// search tries again.
function download(state, file, use = (data) => data) {
  const url = new URL(file, state.url).href;
  if (!state.downloads.has(url)) {
    const loading = state.fetchJson(url).then(use);
    loading.catch(() => state.downloads.delete(url));
    state.downloads.set(url, loading);
  }
  return state.downloads.get(url);
}

// Files the page downloads for the worker, by path: a promise of the bytes, null when it failed.
const provided = new Map();

/** Wait for the page's download rather than download twice. */
export function expectIndexFile(path) {
  if (provided.has(path)) return;
  let resolve;
  const promise = new Promise((settle) => {
    resolve = settle;
  });
  provided.set(path, {promise, resolve});
}

export function provideIndexFile(path, buffer) {
  expectIndexFile(path);
  provided.get(path).resolve(buffer);
}

async function takeProvided(url) {
  const path = new URL(url).pathname;
  const entry = provided.get(path);
  if (!entry) return undefined;
  const buffer = await entry.promise;
  provided.delete(path);
  return buffer ? JSON.parse(new TextDecoder().decode(buffer)) : undefined;
}

export async function loadIndex(url, {lunr, fetchJson = fetchJsonOverHttp}) {
  const core = (await takeProvided(url)) ?? (await fetchJson(url));
  const fetchPart = async (partUrl) => (await takeProvided(partUrl)) ?? fetchJson(partUrl);
  return createIndexState(core, {lunr, url, fetchJson: fetchPart});
}

/**
 * `lunr.TokenSet.fromArray(terms).intersect(query).toArray()`, walked over the sorted array as a
 * trie: building the dictionary's TokenSet was a fifth of the worker's start on a slow phone.
 */
export function termsAccepted(terms, query) {
  const found = new Set();
  /** @type {[any, string, number, number][]} query node, prefix, the run of terms with it */
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

// A lunr index per kind of document, over the stand-ins.
function indexesOver(state, invertedIndexOf, tokenSet) {
  return state.core.indexes.map(({field}, type) => ({
    type,
    documents: state.stubs[type],
    index: new state.lunr.Index({
      invertedIndex: invertedIndexOf(field),
      fieldVectors: {},
      tokenSet,
      fields: [field],
      pipeline: state.pipelines[type],
    }),
  }));
}

/** An index over the whole dictionary that finds nothing, and notes every term a query reaches. */
function recordingIndexes(state, reached) {
  const tokenSet = {
    intersect(other) {
      const found = termsAccepted(state.core.terms, other);
      for (const term of found) reached.add(term);
      return {toArray: () => found};
    },
  };
  const everyTerm = (field) =>
    new Proxy(
      {},
      {get: (_, term) => (typeof term === 'string' ? {_index: 0, [field]: {}} : undefined)},
    );
  return indexesOver(state, everyTerm, tokenSet);
}

// Each reached term is one of the dictionary's (recordingIndexes): its id is its place in it.
async function ensureTerms(state, reached) {
  const {terms, shards} = state.core;
  const needed = new Set([...reached].map((term) => partOfTerm(shards, lowerBound(terms, term))));
  await Promise.all(
    [...needed].map((shard) =>
      download(state, shards[shard][1], (data) => {
        data.postings.forEach((entry, k) => state.arrived.push([data.from + k, entry]));
      }),
    ),
  );
}

// The TokenSet lunr.Index#query needs, without rebuilding it after each download.
function acceptingTerms(invertedIndex) {
  const terms = Object.keys(invertedIndex).sort();
  return {intersect: (query) => ({toArray: () => termsAccepted(terms, query)})};
}

// lunr indexes of the postings downloaded so far, grown in place as parts arrive.
function loadedIndexes(state) {
  const {lunr, core} = state;
  state.indexes ??= indexesOver(state, () => ({}), acceptingTerms({}));
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

// Each result's document from its page's file, and the text around its words.
async function attachDocuments(state, results, wordCharacters) {
  const pages = [...new Set(results.map((result) => result.document.p))];
  const files = await Promise.all(
    pages.map((page) => download(state, state.core.pages.file[page])),
  );
  const byPage = new Map(pages.map((page, k) => [page, files[k]]));
  const pipeline = state.pipelines[0];
  for (const result of results) {
    const stub = result.document;
    const documents = byPage.get(stub.p);
    result.document = documents[result.type][stub.k];
    if (result.page) {
      const title = documents[TITLE][0];
      // A detached result carries a copy of its page (search.mjs).
      result.page = result.page === state.stubs[TITLE][stub.p] ? title : {...title};
    }
    locateTerms(result, pipeline, wordCharacters);
    attachContext(result, documents, pipeline, wordCharacters);
  }
}

/** The engine's options for this loaded index. */
const withIndex = (state, options) => ({
  ...options,
  answers: state.core.answers ?? [],
  lunr: state.lunr,
  vocabulary: state.vocabulary,
  surface: state.surface,
});

function reachableTerms(input, state, options) {
  const reached = new Set();
  searchIndexes(input, recordingIndexes(state, reached), withIndex(state, options));
  return reached;
}

export async function searchSharded(input, state, options) {
  state.wordsMissed = false;
  let reached = reachableTerms(input, state, options);
  if (state.wordsMissed) {
    await ensureWords(state);
    reached = reachableTerms(input, state, options);
  }
  await ensureTerms(state, reached);
  const results = searchIndexes(input, loadedIndexes(state), withIndex(state, options));
  await attachDocuments(state, results, options.wordCharacters ?? '\\w\\u0400-\\u04FF');
  return results;
}
