/**
 * The engine's entry for the worker and the tests: Bulgarian for lunr (`register`), the index in
 * parts (`serializeIndex` at build time, `loadIndex` in the worker) and `search(input, index,
 * context)` over it, with `context` = {lunr, limit, language, fuzzyMatchingDistance,
 * removeDefaultStopWordFilter, options} where `options` holds the search plugin's {demotedPaths,
 * perPage, synonyms, areas}; it returns a promise.
 */
import {BULGARIAN_WORD_CHARACTERS, registerBulgarian} from './lunr-bg.mjs';
import {loadIndex, searchSharded} from './sharded-index.mjs';

export const languages = ['bg'];

export function register(lunr) {
  registerBulgarian(lunr);
}

export {loadIndex};

/** The stop-word filters and word characters of the configured languages. */
export function languageSupport(lunr, language = [], removeDefaultStopWordFilter = []) {
  const stopWordFilters = [];
  let wordCharacters = '';
  for (const lang of language) {
    if (lang === 'en') {
      wordCharacters += '\\w';
      if (!removeDefaultStopWordFilter.includes('en')) stopWordFilters.push(lunr.stopWordFilter);
    } else {
      const plugin = lunr[lang];
      if (!plugin) continue;
      wordCharacters += plugin.wordCharacters ?? '';
      if (plugin.stopWordFilter && !removeDefaultStopWordFilter.includes(lang))
        stopWordFilters.push(plugin.stopWordFilter);
    }
  }
  return {stopWordFilters, wordCharacters: wordCharacters || `\\w${BULGARIAN_WORD_CHARACTERS}`};
}

export function search(input, index, context) {
  const {lunr, limit, language, fuzzyMatchingDistance, removeDefaultStopWordFilter, options} =
    context;
  const support = languageSupport(lunr, language, removeDefaultStopWordFilter);
  return searchSharded(input, index, {
    lunr,
    limit,
    fuzzyMatchingDistance,
    ...support,
    demotedPaths: options?.demotedPaths ?? [],
    perPage: options?.perPage ?? 2,
    synonyms: options?.synonyms ?? [],
    areas: options?.areas ?? [],
  });
}
