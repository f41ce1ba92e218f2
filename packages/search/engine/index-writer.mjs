/**
 * The search index in parts, written at build time (issue #23): the core (`search-index.json`: its
 * head says which part holds which range of terms, then the dictionary, the pages' URLs, the
 * pipeline, the words of one script), `assets/search/t.<hash>.json` (a range of terms' postings,
 * with lunr's BM25 weights), `p.<hash>.json` (one page's documents) and `w.<hash>.json` (the words
 * of the other script). Parts are named by their content and cached for a year; ./sharded-index.mjs
 * reads them in the worker.
 */
import {wordCounts} from './reader-words.mjs';
import {coreText, frontCoded, wordScript} from './index-parts.mjs';
import {tokenizeQuery} from './query.mjs';
import {FORMAT, TYPE} from './index-format.mjs';

const {Title: TITLE, Keywords: KEYWORDS} = TYPE;
// lunr.Builder's defaults, which the plugin does not change.
const K1 = 1.2;
const B = 0.75;
/**
 * The postings of a part, in characters of JSON: a query needs one to five parts, and the core's
 * list of them stays short (8,000 downloaded twice the parts for ten everyday queries;
 * notes/perf-log.md).
 */
const SHARD_CHARACTERS = 2500;
const ASSET_FOLDER = 'assets/search';

/** A short hash of a file's content, for its name (FNV-1a, 2 × 32 bits). */
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
 * The plugin's indexes, `[{documents, index}]` with lunr.Index objects built with the `position`
 * metadata, as `{index, files}`: the text of the core, which the plugin writes as its index file
 * (JSON, head first: `coreText`), and the parts by path relative to the same folder.
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

  // After the postings of each index: the keywords documents that have the term as a whole keyword
  // (one word), by ordinal, delta coded.
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

  // The words of the texts in two groups by script: the larger one in a file of its own, which a
  // query needs only for a typo (partialSurface).
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
    // The head first, on a line of its own: the page reads it as soon as it arrives and starts the
    // downloads of the parts (index-parts.mjs).
    index: coreText(
      {
        format: FORMAT,
        // [first term's id, file, first term, last term] of each part.
        shards,
        // The writers' synonyms (the extension's options), for the page's guess of the parts a
        // query needs: a query also searches them.
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
 * The terms a keywords document has as whole keywords of one word: each of its keywords (the plugin
 * joins them with commas) split as a query is, through the index's pipeline, and kept when it gives
 * one term of the document — stop words are no terms, so "no-show" and «не дойде» count as one word
 * ("show", «дойд»), "e-mail" and «прайс лист» as two.
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
