// The search in the worker: each word with its alternatives (Latin-typed, by sound, typo), the
// query also in synonyms; variants best first while fewer than `limit` hits are found.
import {matchAnswer, readsAsClient} from './answers.mjs';
import {TYPE} from './index-format.mjs';
import {
  clauseTerms,
  combinations,
  documentByRef,
  documentHits,
  isStopWord,
  latinAlternatives,
  queryVariants,
  tokenizeQuery,
} from './query.mjs';
import {
  clientArea,
  hitRank,
  MISSING_WORD_PENALTY,
  NAME_PENALTY,
  rankPages,
  SYNONYM_PENALTY,
  TYPO_PENALTY,
  VARIANT_STEP,
} from './ranking.mjs';
import {
  regroupTokens,
  synonymForms,
  typoCorrections,
  withoutQuestionWords,
} from './reader-words.mjs';
import {isCyrillic, soundAlikes} from './word-sounds.mjs';

// `wrappedIndexes[type]` is the index of that kind of document (sharded-index.mjs); `vocabulary` and
// `surface` are of the whole index, whatever parts are loaded.
export function search(input, wrappedIndexes, options) {
  const {
    lunr,
    limit = 8,
    fuzzyMatchingDistance = 1,
    stopWordFilters = [],
    demotedPaths = [],
    perPage = 2,
    synonyms = [],
    answers = [],
    areas = [],
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
  // A one-letter last word is still being typed; as a prefix it would match a tenth of the index.
  if (tokens.length > 0 && [...tokens[tokens.length - 1]].length < 2) tokens = tokens.slice(0, -1);
  if (tokens.length === 0) return [];

  const penalised = (words, penalty) => words.map((value) => ({value, usePipeline: true, penalty}));
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
      // A word the index holds may also be a name written in the other script elsewhere («слотера»
      // in a keyword, Slotera Booking in a title; "widget" and «уиджет»).
      if (ownIsKnown) {
        const byName = isCyrillic(token) || [...token].length >= 4;
        return [own, ...penalised(byName ? soundAlikes(token, surface) : [], NAME_PENALTY)];
      }
      return [
        own,
        ...penalised(soundAlikes(token, surface), NAME_PENALTY),
        ...penalised(typoCorrections(token, surface), TYPO_PENALTY),
      ];
    });
  const words = wordsOf(tokens);
  const stemsOf = (list) =>
    list.map((word) =>
      isStopWord(word, stopWordFilters) ? '' : (pipeline.runString(word)[0] ?? ''),
    );
  const synonymous = synonymForms(withStopWords, synonyms, stemsOf);
  /** @typedef {import('./query.mjs').Clause} Clause */
  /** @type {{words: Clause[][], penalty: number, unmatched?: number, tokens?: string[], variants?: Clause[][][]}[]} */
  const forms = [
    // «салони около мен»: without its stop words the query lacks «около мен», which a synonym form
    // («наблизо») keeps — one word short.
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
  const resultTokens = [...tokens].sort((a, b) => b.length - a.length);

  const documentAt = (type, ordinal) => wrappedIndexes[type].documents[ordinal];
  const client = Boolean(clientArea(areas)) && readsAsClient(input);
  const answer = matchAnswer(forms, {
    answers,
    rawTokens: tokenizeQuery(input),
    client,
    areas,
    readWords: (list) =>
      list.map((word) => {
        const stems = isStopWord(word, stopWordFilters) ? [] : pipeline.runString(word);
        return {word, stems, stop: stems.length === 0};
      }),
    stemsOf: (clause) => clauseTerms(clause, pipeline),
    urlOf: (type, ordinal) => String(documentAt(type, ordinal)?.u ?? ''),
  });
  const answerDocument = answer && documentAt(answer.type, answer.ordinal);

  const hits = new Map();
  const collect = (clauses, rankOf) => {
    for (const wrapped of wrappedIndexes) {
      for (const {hit, document} of documentHits(wrapped, clauses, lunr)) {
        if (hits.has(hit.ref)) continue;
        hits.set(hit.ref, {
          document,
          type: wrapped.type,
          metadata: hit.matchData.metadata,
          score: hit.score,
          rank: hitRank(rankOf(hit), wrapped.type, document, clauses, demotedPaths),
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
  // Last resort for questions and long queries: any of the words.
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

  const groups = rankPages(hits.values(), {forms, wrappedIndexes, lunr, pipeline, demotedPaths});

  // Past `perPage`, a hit gets a copy of its page so that it shows with its path, not in the tree
  // of the page above.
  const titles = documentByRef(wrappedIndexes[TYPE.Title]);
  let first = groups.flatMap((group) => group.hits.slice(0, perPage));
  let rest = groups.flatMap((group) => group.hits.slice(perPage));
  if (answerDocument) {
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
  return [...first, ...rest].slice(0, limit).map((hit, k) => {
    const page = hit.type !== TYPE.Title && (titles.get(String(hit.document.p)) ?? false);
    /** @type {any} */
    const result = {
      document: hit.document,
      type: hit.type,
      page: k >= first.length && page ? {...page} : page,
      metadata: hit.metadata,
      tokens: resultTokens,
      score: hit.score,
      standing: hit.standing,
    };
    if (hit.answer) result.answer = true;
    if (client) result.asker = 'client';
    return result;
  });
}
