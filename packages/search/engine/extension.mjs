// The engine's entry for the worker and the tests: Bulgarian for lunr, the index in parts, and
// `search` over it (a promise).
import {BULGARIAN_WORD_CHARACTERS, registerBulgarian} from './lunr-bg.mjs';
import {loadIndex, searchSharded} from './sharded-index.mjs';

export function register(lunr) {
  registerBulgarian(lunr);
}

export {loadIndex};

// English from lunr itself, the other languages from their lunr-languages plugins.
export function languageSupport(lunr, language = []) {
  const plugins = language
    .map((lang) =>
      lang === 'en' ? {wordCharacters: '\\w', stopWordFilter: lunr.stopWordFilter} : lunr[lang],
    )
    .filter(Boolean);
  const wordCharacters = plugins.map((plugin) => plugin.wordCharacters ?? '').join('');
  return {
    stopWordFilters: plugins.map((plugin) => plugin.stopWordFilter).filter(Boolean),
    wordCharacters: wordCharacters || `\\w${BULGARIAN_WORD_CHARACTERS}`,
  };
}

// The plugin's options (worker-options.json) hold the areas and what ranks them.
export function search(input, index, {lunr, limit, language, fuzzyMatchingDistance, options}) {
  return searchSharded(input, index, {
    ...options,
    lunr,
    limit,
    fuzzyMatchingDistance,
    ...languageSupport(lunr, language),
  });
}
