/**
 * A compact file format for the search plugin's index, a fifth of lunr's
 * own JSON once gzipped.
 *
 * lunr serialises, for every term, the position of each occurrence, and for
 * every document a vector of ready-made BM25 weights. Both follow from less:
 * the weights from the number of times each term occurs in each document
 * (lunr's own formula, recomputed in the browser to the same three decimals),
 * and the positions, which only serve to highlight the words of the few
 * results on screen, from the text of those results (see search.mjs). So the
 * file keeps, per index, the documents and, per term, the documents it occurs
 * in with their counts; the terms of all five indexes (titles, headings,
 * descriptions, keywords, content) share one dictionary. Documents drop what
 * their page already says: a section's URL and its heading.
 *
 *   {format, terms: [sorted terms],
 *    indexes: [{documents, fields: ['t'], pipeline: [labels], bm25: [k1, b],
 *               postings: [[termIdDelta, docDelta, (-count)?, docDelta, …], …]}]}
 *
 * `serializeIndex` runs at build time on the plugin's lunr indexes;
 * `deserializeIndex` turns the file back into the plugin's format (lunr's
 * JSON) in the search worker.
 */

export const FORMAT = 'slotera-search-compact@1';

const TITLE = 0;
const HEADING = 1;
const CONTENT = 4;

// lunr.Builder's defaults, which the plugin does not change.
const DEFAULT_BM25 = [1.2, 0.75];

function sectionTitle(doc, titles, headings) {
  const heading = headings.get(`${doc.p} ${doc.h}`);
  return heading ?? titles.get(doc.p)?.t;
}

function lookups(types) {
  const titles = new Map((types[TITLE] ?? []).map((d) => [d.i, d]));
  const headings = new Map((types[HEADING] ?? []).map((d) => [`${d.p} ${d.h}`, d.t]));
  return {titles, headings};
}

/** Documents without the fields their page already holds. */
export function compactDocuments(types) {
  const {titles, headings} = lookups(types);
  return types.map((documents, type) =>
    documents.map((doc) => {
      if (type === TITLE || doc.p === undefined) return doc;
      const page = titles.get(doc.p);
      const compact = {...doc};
      if (page && compact.u === page.u) delete compact.u;
      const derived = type === CONTENT ? sectionTitle(doc, titles, headings) : page?.t;
      if ('s' in compact && compact.s === derived) delete compact.s;
      return compact;
    }),
  );
}

/** The documents as the plugin wrote them. */
export function expandDocuments(types) {
  const {titles} = lookups(types);
  const withUrls = types.map((documents, type) =>
    documents.map((doc) => {
      if (type === TITLE || doc.p === undefined || 'u' in doc) return doc;
      return {...doc, u: titles.get(doc.p)?.u};
    }),
  );
  const {headings} = lookups(withUrls);
  return withUrls.map((documents, type) =>
    documents.map((doc) => {
      if (type === TITLE || type === HEADING || doc.p === undefined || 's' in doc) return doc;
      const s = type === CONTENT ? sectionTitle(doc, titles, headings) : titles.get(doc.p)?.t;
      return s === undefined ? doc : {...doc, s};
    }),
  );
}

/**
 * The plugin's indexes, `[{documents, index}]` with lunr.Index objects built
 * with the `position` metadata, in the compact format.
 */
export function serializeIndex(searchIndex) {
  const terms = [...new Set(searchIndex.flatMap(({index}) => Object.keys(index.invertedIndex)))];
  terms.sort();
  const termIds = new Map(terms.map((term, id) => [term, id]));
  const documents = compactDocuments(searchIndex.map((entry) => entry.documents));

  const indexes = searchIndex.map(({documents: docs, index}, type) => {
    if (index.fields.length !== 1) throw new Error('compact index: one field per index only');
    const [field] = index.fields;
    const ordinals = new Map(docs.map((doc, ordinal) => [String(doc.i), ordinal]));
    const postings = [];
    let previousTerm = 0;
    for (const term of Object.keys(index.invertedIndex).sort()) {
      const refs = index.invertedIndex[term][field] ?? {};
      const entries = Object.entries(refs).map(([ref, metadata]) => {
        const ordinal = ordinals.get(ref);
        if (ordinal === undefined) throw new Error(`compact index: unknown document ${ref}`);
        const count = metadata.position?.length;
        if (!count) throw new Error('compact index: the index was built without positions');
        return [ordinal, count];
      });
      entries.sort((a, b) => a[0] - b[0]);
      const id = termIds.get(term);
      const posting = [id - previousTerm];
      previousTerm = id;
      let previousDoc = 0;
      for (const [ordinal, count] of entries) {
        posting.push(ordinal - previousDoc);
        if (count !== 1) posting.push(-count);
        previousDoc = ordinal;
      }
      postings.push(posting);
    }
    return {
      documents: documents[type],
      fields: [field],
      pipeline: index.pipeline.toJSON(),
      bm25: DEFAULT_BM25,
      postings,
    };
  });
  return {format: FORMAT, terms, indexes};
}

/** Whether `data` is a file in this format. */
export function isCompactIndex(data) {
  return Boolean(data) && !Array.isArray(data) && data.format === FORMAT;
}

/**
 * The compact file as the plugin's own format: `[{documents, index}]` with
 * each index in lunr's JSON, ready for `lunr.Index.load`. Weights are
 * computed as lunr.Builder computes them; positions are left out.
 */
export function deserializeIndex(data, {lunrVersion = '2.3.9'} = {}) {
  if (!isCompactIndex(data)) throw new Error('not a compact search index');
  const {terms} = data;
  const documents = expandDocuments(data.indexes.map((entry) => entry.documents));
  return data.indexes.map((entry, type) => {
    const docs = documents[type];
    const [field] = entry.fields;
    const [k1, b] = entry.bm25 ?? DEFAULT_BM25;
    const count = docs.length;

    // Decode: for each term its (ordinal, count) pairs.
    const decoded = [];
    const lengths = new Array(count).fill(0);
    let termId = 0;
    for (const posting of entry.postings) {
      termId += posting[0];
      const occurrences = [];
      let ordinal = 0;
      for (let i = 1; i < posting.length; i += 1) {
        const value = posting[i];
        if (value < 0) {
          occurrences[occurrences.length - 1][1] = -value;
        } else {
          ordinal += value;
          occurrences.push([ordinal, 1]);
        }
      }
      for (const [ordinal, tf] of occurrences) lengths[ordinal] += tf;
      decoded.push([terms[termId], occurrences]);
    }
    const averageLength = count ? lengths.reduce((sum, n) => sum + n, 0) / count : 0;

    // lunr's JSON: sorted inverted index, one vector per document.
    const vectors = docs.map(() => []);
    const invertedIndex = decoded.map(([term, occurrences], termIndex) => {
      const idf = Math.log(
        1 + Math.abs((count - occurrences.length + 0.5) / (occurrences.length + 0.5)),
      );
      const refs = {};
      for (const [ordinal, tf] of occurrences) {
        refs[docs[ordinal].i] = {};
        const norm = k1 * (1 - b + b * (lengths[ordinal] / averageLength)) + tf;
        const score = (idf * ((k1 + 1) * tf)) / norm;
        vectors[ordinal].push(termIndex, Math.round(score * 1000) / 1000);
      }
      return [term, {_index: termIndex, [field]: refs}];
    });
    return {
      documents: docs,
      index: {
        version: lunrVersion,
        fields: [field],
        fieldVectors: docs.map((doc, ordinal) => [`${field}/${doc.i}`, vectors[ordinal]]),
        invertedIndex,
        pipeline: entry.pipeline,
      },
    };
  });
}
