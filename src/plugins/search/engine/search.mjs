/**
 * The search that runs in the browser's search worker, over the plugin's
 * indexes (`wrappedIndexes`: one lunr index per kind of document — titles,
 * headings, descriptions, keywords, content).
 *
 * - Query words go through the index's own pipeline (Bulgarian and English
 *   stemmers), so "отстъпката" finds "Отстъпки"; stop words are dropped.
 * - A word typed in Latin letters also stands for the Cyrillic stems of the
 *   index that its transliterations lead to ("otstapka" → отстъпк).
 * - Query variants are tried in order, best first: every word exact; the last
 *   word as a prefix (still being typed); each word left out in turn (three
 *   words or more); every word fuzzy. A later variant runs only while fewer
 *   than `limit` results were found.
 * - Ranking is by page. First by how many of the query's words the page
 *   holds anywhere (in any of its documents; in the query as typed or in a
 *   synonym form): a page that answers every word comes before one that
 *   matches some of them strongly. Then by where its words are (each word's
 *   best place on the page) and by its best hit, where a title beats a
 *   heading, a heading beats a description and a description beats a
 *   passing mention in the text. Pages under `demotedPaths` (the changelog)
 *   rank three steps lower — a release note's title with an article's
 *   passing mention — so release notes come after the how-to articles that
 *   match as well. Each page shows its title first and at most `perPage`
 *   hits while other pages wait; its other hits follow the other pages.
 * - A query of one word (stop words and a question's fillers aside) ranks
 *   first the pages it names: a word of their title, or one of their
 *   keywords, whole ("viber", "no-show", «не дойде»). As typed before a
 *   spelling in the other script, a typo's correction or a synonym; among
 *   them, by rank. Pages that only mention the word — in headings, text, or
 *   a keyword of several words — come after, and release notes (under
 *   `demotedPaths`) are named by nothing. The keywords documents carry
 *   these names (`names`: terms, sharded-index.mjs's `keywordNames`).
 * - The words to highlight in each result are located here, in its text
 *   (the index file carries no positions).
 *
 * Returns results in the plugin's shape: {document, type, page, metadata,
 * tokens, score}.
 */
import {stem, isCyrillicWord} from './bulgarian-stemmer.mjs';
import {matchAnswer, readsAsClient} from './answers.mjs';
import {TYPE} from './index-format.mjs';
import {lowerBound} from './index-parts.mjs';
import {foldCyrillic, isLatinWord, latinToCyrillic} from './transliterate.mjs';
import {
  isCyrillic,
  regroupTokens,
  soundAlikes,
  synonymForms,
  typoCorrections,
  TYPO_MIN_LENGTH,
  withoutQuestionWords,
} from './reader-words.mjs';

export {TYPE};

/**
 * Rank steps of each kind of hit: lower is better. Keywords (the readers'
 * words of the front matter) between headings and descriptions.
 */
const TYPE_TIER = [0, 1, 2, 1.5, 3];
const DEMOTION = 3;
const VARIANT_STEP = 10;
const MAX_COMBINATIONS = 12;
const MAX_TOKENS = 10;
/**
 * Rank steps added to a hit found through a reader's word the index does not
 * hold: a name by its sound, a typo's correction, a synonym of the writers'
 * list. Below what the words as typed find at the same step.
 */
const NAME_PENALTY = 1;
const TYPO_PENALTY = 2;
const SYNONYM_PENALTY = 2;
/** Words matched by the last resort (any of the words): each one missing costs this. */
const MISSING_WORD_PENALTY = 3;

/** Query words, as the plugin splits them (spaces and hyphens), without edge punctuation. */
export function tokenizeQuery(input) {
  return (
    String(input)
      .toLowerCase()
      .match(/[^\s-]+/g) ?? []
  )
    .map((token) => token.replace(/^[^\p{L}\p{N}`]+|[^\p{L}\p{N}`]+$/gu, ''))
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
}

/**
 * The terms of the index (its whole dictionary, whatever parts are loaded),
 * and their Cyrillic stems under `foldCyrillic`.
 */
export function vocabularyFromTerms(terms) {
  terms = terms instanceof Set ? terms : new Set(terms);
  const folded = new Map();
  // In sorted order, as the shared dictionary of a sharded index lists them.
  for (const term of [...terms].sort()) {
    if (!isCyrillicWord(term)) continue;
    const key = foldCyrillic(term);
    if (!folded.has(key)) folded.set(key, []);
    folded.get(key).push(term);
  }
  return {terms, folded, foldedKeys: [...folded.keys()].sort()};
}

export {lowerBound};

function keysWithPrefix(sortedKeys, prefix, max) {
  const low = lowerBound(sortedKeys, prefix);
  const found = [];
  for (let i = low; i < sortedKeys.length && found.length < max; i += 1) {
    if (!sortedKeys[i].startsWith(prefix)) break;
    found.push(sortedKeys[i]);
  }
  return found;
}

/**
 * The index stems a Latin-typed word may stand for: each Cyrillic spelling,
 * stemmed and folded, looked up among the folded stems of the index. With
 * `prefix` (the word is still being typed) and no exact stem, the shortest
 * stems that start with it.
 */
export function latinAlternatives(token, vocabulary, {prefix = false, max = 3} = {}) {
  if (!isLatinWord(token)) return [];
  const spellings = latinToCyrillic(token);
  const found = [];
  const add = (terms) => {
    for (const term of terms ?? []) if (!found.includes(term)) found.push(term);
  };
  for (const spelling of spellings) add(vocabulary.folded.get(foldCyrillic(stem(spelling))));
  if (found.length === 0 && prefix && token.length >= 3) {
    for (const spelling of spellings) {
      for (const key of keysWithPrefix(vocabulary.foldedKeys, foldCyrillic(stem(spelling)), max))
        add(vocabulary.folded.get(key));
      if (found.length >= max) break;
    }
  }
  return found.slice(0, max);
}

function isStopWord(token, stopWordFilters) {
  return stopWordFilters.some((filter) => filter(token) === undefined);
}

/**
 * A clause of a lunr query, as `query.term` takes it (plus the penalty of
 * the variant it stands for).
 * @typedef {{value: string, usePipeline?: boolean, wildcard?: number,
 *   editDistance?: number, presence?: number, boost?: number, penalty?: number}} Clause
 */

/**
 * Every combination of one alternative per word, at most MAX_COMBINATIONS.
 * @param {Clause[][]} words
 * @returns {Clause[][]}
 */
function combinations(words) {
  /** @type {Clause[][]} */
  let combos = [[]];
  for (const alternatives of words) {
    const next = [];
    for (const combo of combos) {
      for (const alternative of alternatives) {
        if (next.length < MAX_COMBINATIONS) next.push([...combo, alternative]);
      }
    }
    combos = next;
  }
  return combos;
}

/** The query variants, best first; each a list of queries, each a list of clauses. */
export function queryVariants(words, {lunr, fuzzyMatchingDistance = 1}) {
  const {TRAILING, NONE} = lunr.Query.wildcard;
  const exact = combinations(words);
  const last = words.length - 1;
  const withPrefix = (combo) =>
    combo.map((clause, i) => (i === combo.length - 1 ? {...clause, wildcard: TRAILING} : clause));
  const variants = [
    exact.map((combo) => combo.map((clause) => ({...clause, wildcard: NONE}))),
    exact.map(withPrefix),
  ];
  if (words.length >= 3) {
    const dropped = [];
    for (let i = last; i >= 0; i -= 1) {
      const fewer = combinations(words.filter((_, j) => j !== i));
      dropped.push(...fewer.map((combo) => combo.map((clause) => ({...clause, wildcard: NONE}))));
      dropped.push(...fewer.map(withPrefix));
    }
    variants.push(dropped);
  }
  const distance = Math.max(0, fuzzyMatchingDistance);
  if (distance > 0) {
    const fuzzy = exact
      .map((combo) =>
        combo.map((clause) =>
          // Fuzziness only for words long enough not to match half the index.
          clause.usePipeline && [...clause.value].length >= Math.max(TYPO_MIN_LENGTH, distance + 3)
            ? {...clause, wildcard: NONE, editDistance: distance}
            : {...clause, wildcard: NONE},
        ),
      )
      .filter((combo) => combo.some((clause) => clause.editDistance));
    variants.push(fuzzy);
  }
  return variants;
}

/** Rank steps a page loses for each query word it does not hold anywhere. */
const COVERAGE_STEP = 10;
/**
 * Among pages that hold as many of the words, the share of the rank that
 * comes from where on the page each word is (its best tier: title, heading,
 * keywords, description, text), the rest from the page's best single hit
 * (all words in one place, the changelog's demotion). Measured with
 * `npm run bench:search`: 0.7 found the most in every set.
 */
const WHERE_WORDS_WEIGHT = 0.7;

/** The page a document belongs to: a title is its page, others name theirs. */
function pageOf(document, type) {
  return String(type === TYPE.Title ? document.i : (document.p ?? document.i));
}

/**
 * For each page, the fewest query words it lacks over the forms of the query
 * (as typed, and in the writers' synonyms), and the mean of each word's best
 * tier there (a missing word counts as below the text); a function of the
 * page id, giving {missing, tier}.
 */
export function pageCoverage(forms, wrappedIndexes, lunr, demotedPaths = []) {
  const best = new Map();
  let worst = {missing: 0, tier: 4};
  for (const form of forms) {
    // Per page: for each word, the best tier it has there.
    const tiers = new Map();
    form.words.forEach((alternatives, i) => {
      const last = i === form.words.length - 1;
      const pages = new Map();
      for (const clause of alternatives) {
        // The last word may still be being typed: also as a prefix.
        const wildcards = [lunr.Query.wildcard.NONE];
        if (last && [...clause.value].length >= 3) wildcards.push(lunr.Query.wildcard.TRAILING);
        for (const wildcard of wildcards) {
          for (const wrapped of wrappedIndexes) {
            const documents = documentByRef(wrapped);
            for (const hit of runQuery(wrapped.index, [{...clause, wildcard}], lunr)) {
              const document = documents.get(hit.ref);
              if (!document) continue;
              const page = pageOf(document, wrapped.type);
              const demoted = demotedPaths.some((part) => String(document.u ?? '').includes(part));
              const tier =
                (TYPE_TIER[wrapped.type] ?? 3) + (clause.penalty ?? 0) + (demoted ? DEMOTION : 0);
              if (!pages.has(page) || tier < pages.get(page)) pages.set(page, tier);
            }
          }
        }
      }
      for (const [page, tier] of pages) {
        if (!tiers.has(page)) tiers.set(page, []);
        tiers.get(page).push(tier);
      }
    });
    const size = form.words.length + (form.unmatched ?? 0);
    for (const [page, list] of tiers) {
      const missing = size - list.length;
      const tier = (list.reduce((a, b) => a + b, 0) + missing * 4) / size + (form.penalty ?? 0);
      const known = best.get(page);
      if (!known || missing < known.missing || (missing === known.missing && tier < known.tier))
        best.set(page, {missing, tier});
    }
    worst = {missing: Math.max(worst.missing, size), tier: 4};
  }
  return (page) => best.get(page) ?? worst;
}

/**
 * For a query of one word: the pages it names — a word of their title, or a
 * keyword of one word (their keywords document's `names`) — each with the
 * penalty of the form that names it: 0 as typed, more for another script, a
 * typo's correction or a synonym. Empty for a query of more words.
 */
export function namedPages(forms, wrappedIndexes, {lunr, pipeline, demotedPaths = []}) {
  const found = new Map();
  // «салони около мен» is not one word: its phrase of stop words has a meaning.
  if (forms[0]?.words.length !== 1 || forms[0].unmatched) return found;
  const name = (document, type, penalty) => {
    // A release note is not the page of what it announces.
    if (demotedPaths.some((part) => String(document.u ?? '').includes(part))) return;
    const page = pageOf(document, type);
    if (!(found.get(page) <= penalty)) found.set(page, penalty);
  };
  // Each term the word stands for, with its least penalty.
  const terms = new Map();
  for (const form of forms) {
    if (form.words.length !== 1) continue;
    for (const clause of form.words[0]) {
      const penalty = (form.penalty ?? 0) + (clause.penalty ?? 0);
      for (const term of clause.usePipeline ? pipeline.runString(clause.value) : [clause.value])
        if (!(terms.get(term) <= penalty)) terms.set(term, penalty);
    }
  }
  for (const wrapped of wrappedIndexes) {
    if (wrapped.type === TYPE.Title) {
      const documents = documentByRef(wrapped);
      for (const [term, penalty] of terms) {
        const clause = {value: term, usePipeline: false, wildcard: lunr.Query.wildcard.NONE};
        for (const hit of runQuery(wrapped.index, [clause], lunr)) {
          const document = documents.get(hit.ref);
          if (document) name(document, TYPE.Title, penalty);
        }
      }
    } else if (wrapped.type === TYPE.Keywords) {
      for (const document of wrapped.documents) {
        for (const term of document.names ?? [])
          if (terms.has(term)) name(document, TYPE.Keywords, terms.get(term));
      }
    }
  }
  return found;
}

const refMaps = new WeakMap();

function documentByRef(wrapped) {
  let map = refMaps.get(wrapped);
  if (!map) {
    map = new Map(wrapped.documents.map((doc) => [String(doc.i), doc]));
    refMaps.set(wrapped, map);
  }
  return map;
}

function runQuery(index, clauses, lunr) {
  return index.query((query) => {
    for (const clause of clauses) {
      const options = {
        presence: clause.presence ?? lunr.Query.presence.REQUIRED,
        wildcard: clause.wildcard,
        usePipeline: clause.usePipeline,
      };
      if (clause.editDistance) options.editDistance = clause.editDistance;
      query.term(clause.value, options);
    }
  });
}

const stemCaches = new WeakMap();

/**
 * Marks where the matched terms occur in the result's text, for
 * highlighting, and returns the words found there as written (lower case).
 */
export function locateTerms(result, pipeline, wordCharacters) {
  const text = String(result.document.t ?? '');
  const terms = Object.keys(result.metadata);
  const {positions, words} = termPositions(text, terms, pipeline, wordCharacters);
  for (const term of terms) {
    for (const field of Object.keys(result.metadata[term])) {
      result.metadata[term][field].position = positions.get(term);
    }
  }
  const found = [...positions.values()].some((list) => list.length > 0);
  if (!found) {
    // The plugin's highlighter needs one position; mark the first word.
    const first = text.search(/\s|$/);
    const term = terms[0];
    if (term) {
      for (const field of Object.keys(result.metadata[term]))
        result.metadata[term][field].position = [[0, Math.max(0, first)]];
    }
  }
  return words;
}

/**
 * Where each of `terms` (index terms: stems) occurs in `text`, as
 * `[start, length]` of the words that give it through `pipeline`; and the
 * words found, lower-cased. A word is what lies between spaces and hyphens,
 * without the punctuation at its edges.
 */
export function termPositions(text, terms, pipeline, wordCharacters) {
  let cache = stemCaches.get(pipeline);
  if (!cache) {
    cache = new Map();
    stemCaches.set(pipeline, cache);
  }
  const trim = new RegExp(`^[^${wordCharacters}]+|[^${wordCharacters}]+$`, 'gu');
  const positions = new Map(terms.map((term) => [term, []]));
  const words = new Set();
  const separator = /[\s-]+/g;
  let start = 0;
  const visit = (end) => {
    if (end > start) {
      const raw = text.slice(start, end).toLowerCase();
      const word = raw.replace(trim, '');
      if (word) {
        let stems = cache.get(word);
        if (!stems) {
          stems = pipeline.runString(word);
          cache.set(word, stems);
        }
        for (const term of stems) {
          const list = positions.get(term);
          if (list) {
            // The word itself, without the punctuation around it.
            const offset = raw.indexOf(word);
            list.push([start + offset, word.length]);
            words.add(word);
          }
        }
      }
    }
  };
  for (const match of text.matchAll(separator)) {
    visit(match.index);
    start = match.index + match[0].length;
  }
  visit(text.length);
  return {positions, words};
}

/**
 * Searches the plugin's indexes. `options`: lunr (the worker's instance),
 * limit, fuzzyMatchingDistance, stopWordFilters (functions: token → token or
 * undefined), wordCharacters (a character-class fragment), demotedPaths
 * (URL parts: a hit whose URL contains one ranks lower), perPage, and what
 * is known of the whole index whatever parts of it are loaded
 * (sharded-index.mjs): `vocabulary` (vocabularyFromTerms) and `surface`
 * (surfaceFromCounts). `locate: false` when the results' texts come later
 * (locateTerms then).
 */
export function search(input, wrappedIndexes, options) {
  const {
    lunr,
    limit = 8,
    fuzzyMatchingDistance = 1,
    stopWordFilters = [],
    wordCharacters = '\\w\\u0400-\\u04FF',
    demotedPaths = [],
    perPage = 2,
    synonyms = [],
    answers = [],
    locate = true,
  } = options;
  if (!wrappedIndexes?.length) return [];
  const {surface, vocabulary} = options;
  const pipeline = wrappedIndexes[0].index.pipeline;
  const isKnown = (token) => pipeline.runString(token).some((term) => vocabulary.terms.has(term));
  let tokens = withoutQuestionWords(regroupTokens(tokenizeQuery(input), surface, isKnown));
  // The writers' synonyms may name phrases with stop words («около мен»).
  const withStopWords = tokens;
  const meaningful = tokens.filter((token) => !isStopWord(token, stopWordFilters));
  if (meaningful.length > 0) tokens = meaningful;
  // A last word of one letter is still being typed, and as a prefix it
  // would match a tenth of the index: wait for the next letter.
  if (tokens.length > 0 && [...tokens[tokens.length - 1]].length < 2) tokens = tokens.slice(0, -1);
  if (tokens.length === 0) return [];

  /** Each word's alternatives, the word as typed first where the index holds it. */
  const wordsOf = (formTokens) =>
    formTokens.map((token, i) => {
      const own = {value: token, usePipeline: true};
      const last = i === formTokens.length - 1;
      const alternatives = latinAlternatives(token, vocabulary, {prefix: last});
      const ownIsKnown = isKnown(token);
      if (alternatives.length > 0) {
        const translated = alternatives.map((term) => ({value: term, usePipeline: false}));
        return ownIsKnown ? [own, ...translated] : translated;
      }
      // A word the index holds may also be a name written in the other
      // script elsewhere («слотера» in a keyword, Slotera Booking in a
      // title; "widget" and «уиджет»). Not short English words: "up" is not «апи».
      if (ownIsKnown)
        return [
          own,
          ...(isCyrillic(token) || [...token].length >= 4 ? soundAlikes(token, surface) : []).map(
            (word) => ({
              value: word,
              usePipeline: true,
              penalty: NAME_PENALTY,
            }),
          ),
        ];
      // Not in the index: a name typed by its sound, or a typo. The word as
      // typed stays first — it may be the start of a longer one.
      return [
        own,
        ...soundAlikes(token, surface).map((word) => ({
          value: word,
          usePipeline: true,
          penalty: NAME_PENALTY,
        })),
        ...typoCorrections(token, surface).map((word) => ({
          value: word,
          usePipeline: true,
          penalty: TYPO_PENALTY,
        })),
      ];
    });
  const words = wordsOf(tokens);
  // The query again in the writers' synonyms (i18n/<locale>/search-synonyms.yml).
  const stemsOf = (list) =>
    list.map((word) =>
      isStopWord(word, stopWordFilters) ? '' : (pipeline.runString(word)[0] ?? ''),
    );
  const synonymous = synonymForms(withStopWords, synonyms, stemsOf);
  /** @type {{words: Clause[][], penalty: number, unmatched?: number, tokens?: string[], variants?: Clause[][][]}[]} */
  const forms = [
    // «салони около мен»: without its stop words the query lacks «около
    // мен», which a synonym form («наблизо») keeps — one word short.
    {
      words,
      penalty: 0,
      unmatched: synonymous.some((form) => /** @type {any} */ (form).forStopWords) ? 1 : 0,
    },
    ...synonymous.map((form) => {
      const kept = form.filter((token) => !isStopWord(token, stopWordFilters));
      return {
        words: wordsOf(kept.length > 0 ? kept : form),
        penalty: SYNONYM_PENALTY,
        // Its small words, which a writer's answer phrase may name (answers.mjs).
        tokens: form,
      };
    }),
  ];
  for (const form of forms)
    form.variants = queryVariants(form.words, {lunr, fuzzyMatchingDistance});
  // The query's words, as the plugin passes them on: the search box shows
  // them again on the page a result opens, which highlights them. The
  // results' own words are highlighted by position (locateTerms).
  const resultTokens = [...tokens].sort((a, b) => b.length - a.length);

  // Who is asking, from the words; and the section a writer marked as the
  // answer to them (answers.mjs), which comes first.
  const client = readsAsClient(input);
  const answer = matchAnswer(forms, {
    answers,
    rawTokens: tokenizeQuery(input),
    client,
    readWords: (list) =>
      list.map((word) => {
        const stems = isStopWord(word, stopWordFilters) ? [] : pipeline.runString(word);
        return {word, stems, stop: stems.length === 0};
      }),
    stemsOf: (clause) => (clause.usePipeline ? pipeline.runString(clause.value) : [clause.value]),
    urlOf: (type, ordinal) =>
      String(wrappedIndexes.find((w) => w.type === type)?.documents[ordinal]?.u ?? ''),
  });
  const answerDocument =
    answer && wrappedIndexes.find((w) => w.type === answer.type)?.documents[answer.ordinal];

  // Collect hits, variant by variant, each form of the query at each step.
  const hits = new Map();
  const collect = (clauses, rankOf) => {
    for (const wrapped of wrappedIndexes) {
      const documents = documentByRef(wrapped);
      for (const hit of runQuery(wrapped.index, clauses, lunr)) {
        if (hits.has(hit.ref)) continue;
        const document = documents.get(hit.ref);
        if (!document) continue;
        const demoted = demotedPaths.some((part) => String(document.u ?? '').includes(part));
        hits.set(hit.ref, {
          document,
          type: wrapped.type,
          metadata: hit.matchData.metadata,
          score: hit.score,
          rank:
            rankOf(hit) +
            (TYPE_TIER[wrapped.type] ?? 3) +
            (demoted ? DEMOTION : 0) +
            clauses.reduce((sum, clause) => sum + (clause.penalty ?? 0), 0),
        });
      }
    }
  };
  const steps = Math.max(...forms.map((form) => form.variants?.length ?? 0));
  for (let v = 0; v < steps && hits.size < limit; v += 1) {
    for (const form of forms) {
      for (const clauses of form.variants?.[v] ?? []) {
        collect(clauses, () => v * VARIANT_STEP + form.penalty);
      }
    }
  }
  // Last resort, for questions and long queries: pages with any of the
  // words, those with more of them first.
  if (hits.size < limit) {
    for (const form of forms) {
      if (form.words.length < 2) continue;
      for (const combo of combinations(form.words)) {
        const clauses = combo.map((clause) => ({
          ...clause,
          wildcard: lunr.Query.wildcard.NONE,
          presence: lunr.Query.presence.OPTIONAL,
        }));
        collect(
          clauses,
          (hit) =>
            steps * VARIANT_STEP +
            form.penalty +
            MISSING_WORD_PENALTY *
              Math.max(0, form.words.length - Object.keys(hit.matchData.metadata).length),
        );
      }
    }
  }

  // How many of the query's words each page holds anywhere (title,
  // headings, description, keywords, text), in the form of the query that
  // it covers best: a page that answers every word ranks above one that
  // matches some of them strongly ("absence of an employee": the blocked-time
  // page, not every page about employees). Where each word is counts too:
  // "sms prices" prefers "Notification prices", whose title holds a word, to
  // a page that mentions both in passing.
  const missingOf = pageCoverage(forms, wrappedIndexes, lunr, demotedPaths);

  // Rank pages by their best hit.
  const pages = new Map();
  for (const hit of hits.values()) {
    const pageId = hit.type === TYPE.Title ? hit.document.i : (hit.document.p ?? hit.document.i);
    if (!pages.has(pageId)) pages.set(pageId, []);
    pages.get(pageId).push(hit);
  }
  const named = namedPages(forms, wrappedIndexes, {lunr, pipeline, demotedPaths});
  const byRank = (a, b) => a.rank - b.rank || b.score - a.score;
  const groups = [...pages.entries()].map(([pageId, group]) => {
    group.sort(byRank);
    const best = group[0];
    const title = group.findIndex((hit) => hit.type === TYPE.Title);
    if (title > 0) group.unshift(...group.splice(title, 1));
    const {missing, tier} = missingOf(String(pageId));
    const isNamed = named.has(String(pageId));
    const rank =
      missing * COVERAGE_STEP + (1 - WHERE_WORDS_WEIGHT) * best.rank + WHERE_WORDS_WEIGHT * tier;
    return {
      // Comparable matches, which result-context.mjs's preferArea may order by
      // area: named alike, and within half a rank step (a heading hit and a
      // passing mention are not comparable). Half a step kept the most of
      // every set of `npm run bench:search` in the order the box shows.
      standing: (isNamed ? 0 : 1000) + Math.floor(rank * 2),
      named: named.get(String(pageId)) ?? Infinity,
      rank,
      score: best.score,
      hits: group,
    };
  });
  groups.sort((a, b) => a.named - b.named || a.rank - b.rank || b.score - a.score);

  // At most `perPage` hits of a page while other pages wait; then the rest,
  // each on its own row: given a copy of its page, the plugin shows it with
  // its path instead of drawing it into the tree of the page above.
  const titles = documentByRef(
    wrappedIndexes.find((w) => w.type === TYPE.Title) ?? wrappedIndexes[0],
  );
  for (const group of groups) for (const hit of group.hits) hit.standing = group.standing;
  let first = groups.flatMap((group) => group.hits.slice(0, perPage));
  let rest = groups.flatMap((group) => group.hits.slice(perPage));
  if (answerDocument) {
    // The canonical section first, once; its words marked where it shows them.
    const isAnswer = (hit) => hit.document === answerDocument && hit.type === answer.type;
    const metadata = Object.fromEntries(answer.terms.map((term) => [term, {t: {}}]));
    const own = [...first, ...rest].find(isAnswer);
    first = [
      {
        document: answerDocument,
        type: answer.type,
        metadata: own ? {...metadata, ...own.metadata} : metadata,
        score: own?.score ?? 0,
        // Outside the reader's area it is one result among its peers (preferArea).
        standing: own?.standing ?? 0,
        answer: true,
      },
      ...first.filter((hit) => !isAnswer(hit)),
    ];
    rest = rest.filter((hit) => !isAnswer(hit));
  }
  const results = [];
  for (const [round, detached] of /** @type {[any[], boolean][]} */ ([
    [first, false],
    [rest, true],
  ])) {
    for (const hit of round) {
      if (results.length >= limit) break;
      const page = hit.type !== TYPE.Title && (titles.get(String(hit.document.p)) ?? false);
      /** @type {any} */
      const result = {
        document: hit.document,
        type: hit.type,
        page: detached && page ? {...page} : page,
        metadata: hit.metadata,
        tokens: resultTokens,
        score: hit.score,
        standing: hit.standing,
      };
      if (hit.answer) result.answer = true;
      if (client) result.asker = 'client';
      if (locate) locateTerms(result, pipeline, wordCharacters);
      results.push(result);
    }
  }
  return results;
}
