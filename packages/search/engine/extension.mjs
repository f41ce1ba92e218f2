// The engine's entry for the worker and the tests: Bulgarian for lunr, the index in parts, and
// `search` over it (a promise).
import {BULGARIAN_WORD_CHARACTERS, registerBulgarian} from './lunr-bg.mjs';
import {loadIndex, searchSharded} from './sharded-index.mjs';

export const languages = ['bg'];

export function register(lunr) {
  registerBulgarian(lunr);
}

export {loadIndex};

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
