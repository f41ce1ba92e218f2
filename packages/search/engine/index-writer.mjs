// The index in parts, written at build time (README "The index and the first search");
// ./sharded-index.mjs reads them in the worker.
import {groupBy} from './group-by.mjs';
import {wordCounts} from './reader-words.mjs';
import {coreText, frontCoded, wordScript} from './index-parts.mjs';
import {tokenizeQuery} from './query.mjs';
import {FORMAT, TYPE} from './index-format.mjs';

const {Title: TITLE, Keywords: KEYWORDS} = TYPE;
// lunr.Builder's defaults, which the plugin does not change.
const K1 = 1.2;
const B = 0.75;
// A query needs one to five parts of this size; 8,000 doubled the downloads (notes/perf-log.md).
const SHARD_CHARACTERS = 2500;
const ASSET_FOLDER = 'assets/search';

/** FNV-1a, 2 × 32 bits. */
function contentHash(text) {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

function bm25({tf, documentLength, averageLength, documentCount, termDocuments}) {
  const idf = Math.log(1 + Math.abs((documentCount - termDocuments + 0.5) / (termDocuments + 0.5)));
  const norm = K1 * (1 - B + B * (documentLength / averageLength)) + tf;
  return Math.round(((idf * ((K1 + 1) * tf)) / norm) * 1000) / 1000;
}

/** Each type's runs of documents of one page ([page, count]), and each page's documents by type. */
function pagesOf(types) {
  const pageOfTitleId = new Map(types[TITLE].map((doc, ordinal) => [doc.i, ordinal]));
  /** @type {any[][][]} */
  const pageDocuments = types[TITLE].map(() => types.map(() => []));
  const runs = types.map((documents, type) => {
    const typeRuns = [];
    for (const [ordinal, doc] of documents.entries()) {
      const page = type === TITLE ? ordinal : pageOfTitleId.get(doc.p);
      if (page === undefined) throw new Error(`search index: document ${doc.i} has no page`);
      pageDocuments[page][type].push(doc);
      const last = typeRuns[typeRuns.length - 1];
      if (last && last[0] === page) last[1] += 1;
      else typeRuns.push([page, 1]);
    }
    return typeRuns;
  });
  return {runs, pageDocuments};
}

/**
 * `index` is the core's text; `files` the parts by path relative to it.
 * @param {{documents: any[], index: any}[]} searchIndex
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

  // Then the keywords documents that have the term as a whole one-word keyword, delta coded.
  const keywords = searchIndex[KEYWORDS];
  if (keywords) {
    const named = keywords.documents.flatMap((doc, ordinal) =>
      [...keywordNames(doc, keywords.index)].map((term) => [term, ordinal]),
    );
    for (const [term, pairs] of groupBy(named, ([name]) => name)) {
      const ordinals = pairs.map(([, ordinal]) => ordinal);
      const deltas = ordinals.map((ordinal, k) => ordinal - (ordinals[k - 1] ?? 0));
      postings[/** @type {number} */ (termIds.get(term))][searchIndex.length] = deltas;
    }
  }

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

  const {runs, pageDocuments} = pagesOf(types);
  const pages = pageDocuments.map((documents) => addFile('p', documents));

  // The larger script's words in a file of their own: only typos need them (partialSurface).
  const counts = wordCounts(searchIndex);
  /** @type {Record<string, string[]>} */
  const groups = {cyrillic: [], latin: []};
  for (const word of [...counts.keys()].sort()) groups[wordScript(word)].push(word);
  const apart = groups.cyrillic.length >= groups.latin.length ? 'cyrillic' : 'latin';
  const words = apart === 'cyrillic' ? groups.latin : groups.cyrillic;
  const listed = (list) => ({
    words: frontCoded(list),
    counts: list.map((word) => counts.get(word)),
  });
  const wordFile = groups[apart].length
    ? {file: addFile('w', listed(groups[apart])), script: apart}
    : null;
  return {
    // The head alone on the first line: the page starts the parts' downloads as soon as it arrives.
    index: coreText(
      {
        format: FORMAT,
        shards, // [first term's id, file, first term, last term]
        // The page's guess of the parts also covers the synonyms a query searches.
        synonyms,
        wordFile,
      },
      {
        indexes: searchIndex.map(({documents, index}, type) => ({
          field: index.fields[0],
          pipeline: index.pipeline.toJSON(),
          count: documents.length,
          pages: runs[type],
        })),
        // Front coded (index-parts.mjs): a third of the core's bytes less.
        terms: frontCoded(terms),
        pages: {file: pages, url: types[TITLE].map((doc) => doc.u)},
        ...listed(words),
        ...(answers.length > 0 ? {answers} : {}),
      },
    ),
    files,
  };
}

// Keywords that give one term through the pipeline: stop words are no terms, so "no-show" and
// «не дойде» count as one word, "e-mail" and «прайс лист» as two.
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
