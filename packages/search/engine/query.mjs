// A query as lunr runs it: words, alternatives, and variants best first (exact, prefix, one word
// left out, fuzzy).
import {stem, isCyrillicWord} from './bulgarian-stemmer.mjs';
import {groupBy} from './group-by.mjs';
import {lowerBound, prefixEnd, typedTokens} from './index-parts.mjs';
import {foldCyrillic, isLatinWord, latinToCyrillic} from './transliterate.mjs';
import {TYPO_MIN_LENGTH} from './reader-words.mjs';
import {perObject} from './per-object.mjs';

const MAX_COMBINATIONS = 12;
const MAX_TOKENS = 10;

// Words as typed: split at spaces and hyphens, without the punctuation around them (`kept` stays).
export function typedWords(input, kept = '`') {
  const edges = new RegExp(`^[^\\p{L}\\p{N}${kept}]+|[^\\p{L}\\p{N}${kept}]+$`, 'gu');
  return typedTokens(input)
    .map((token) => token.replace(edges, ''))
    .filter(Boolean);
}

export function tokenizeQuery(input) {
  return typedWords(input).slice(0, MAX_TOKENS);
}

export function vocabularyFromTerms(terms) {
  const folded = groupBy([...terms].sort().filter(isCyrillicWord), foldCyrillic);
  return {terms: new Set(terms), folded, foldedKeys: [...folded.keys()].sort()};
}

function keysWithPrefix(sortedKeys, prefix, max) {
  const low = lowerBound(sortedKeys, prefix);
  return sortedKeys.slice(low, Math.min(low + max, prefixEnd(sortedKeys, prefix, low)));
}

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

/** A clause's terms: its value through the pipeline, or as it is. */
export const clauseTerms = (clause, pipeline) =>
  clause.usePipeline ? pipeline.runString(clause.value) : [clause.value];

// Each term of the alternatives with the least penalty that reaches it, `base` added.
export function termPenalties(clauses, termsOf, base = 0) {
  const terms = new Map();
  for (const clause of clauses) {
    const penalty = base + (clause.penalty ?? 0);
    for (const term of termsOf(clause)) if (!(terms.get(term) <= penalty)) terms.set(term, penalty);
  }
  return terms;
}

export function isStopWord(token, stopWordFilters) {
  return stopWordFilters.some((filter) => filter(token) === undefined);
}

/** @typedef {{value: string, usePipeline?: boolean, wildcard?: number, editDistance?: number, presence?: number, boost?: number, penalty?: number}} Clause */

/**
 * @param {Clause[][]} words
 * @returns {Clause[][]}
 */
export function combinations(words) {
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

export function queryVariants(words, {lunr, fuzzyMatchingDistance = 1}) {
  const {TRAILING, NONE} = lunr.Query.wildcard;
  const exact = combinations(words);
  const last = words.length - 1;
  const whole = (combo) => combo.map((clause) => ({...clause, wildcard: NONE}));
  const withPrefix = (combo) =>
    combo.map((clause, i) => (i === combo.length - 1 ? {...clause, wildcard: TRAILING} : clause));
  const variants = [exact.map(whole), exact.map(withPrefix)];
  if (words.length >= 3) {
    const dropped = [];
    for (let i = last; i >= 0; i -= 1) {
      const fewer = combinations(words.filter((_, j) => j !== i));
      dropped.push(...fewer.map(whole), ...fewer.map(withPrefix));
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

export const documentByRef = perObject(
  (wrapped) => new Map(wrapped.documents.map((doc) => [String(doc.i), doc])),
);

/** The documents a query finds in one kind of document, each with lunr's hit, best first. */
export function* documentHits(wrapped, clauses, lunr) {
  const hits = wrapped.index.query((query) => {
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
  const documents = documentByRef(wrapped);
  for (const hit of hits) {
    const document = documents.get(hit.ref);
    if (document) yield {hit, document};
  }
}
