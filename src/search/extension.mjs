/**
 * The site's extension of @easyops-cn/docusaurus-search-local, loaded by the
 * plugin (patched, see patches/README.md) from its `searchExtension` option:
 * at build time in Node, and bundled into the browser's search worker.
 *
 * Hooks the plugin calls:
 * - `languages`: the lunr languages this module provides (Bulgarian), which
 *   the plugin then does not look for in lunr-languages;
 * - `register(lunr)`: adds them to lunr, before any index is built or loaded;
 * - `serializeIndex(searchIndex)`: the index file written at build time
 *   (compact-index.mjs), and `deserializeIndex(data, {lunr})`: the plugin's
 *   format back in the worker;
 * - `search(input, wrappedIndexes, context)`: the worker's search (search.mjs),
 *   with `context` = {lunr, limit, language, fuzzyMatchingDistance,
 *   removeDefaultStopWordFilter, options} where `options` is the plugin's
 *   `searchExtensionOptions` ({demotedPaths, perPage, synonyms}).
 */
import {deserializeIndex as expand, isCompactIndex, serializeIndex} from './compact-index.mjs';
import {BULGARIAN_WORD_CHARACTERS, registerBulgarian} from './lunr-bg.mjs';
import {search as searchIndexes} from './search.mjs';

export const languages = ['bg'];

export function register(lunr) {
  registerBulgarian(lunr);
}

export {serializeIndex};

export function deserializeIndex(data, {lunr} = {}) {
  // An index written without the extension is already in the plugin's format.
  if (!isCompactIndex(data)) return data;
  return expand(data, {lunrVersion: lunr?.version});
}

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

export function search(input, wrappedIndexes, context) {
  const {lunr, limit, language, fuzzyMatchingDistance, removeDefaultStopWordFilter, options} =
    context;
  const support = languageSupport(lunr, language, removeDefaultStopWordFilter);
  return searchIndexes(input, wrappedIndexes, {
    lunr,
    limit,
    fuzzyMatchingDistance,
    ...support,
    demotedPaths: options?.demotedPaths ?? [],
    perPage: options?.perPage ?? 2,
    synonyms: options?.synonyms ?? [],
  });
}
