/**
 * The site's extension of @easyops-cn/docusaurus-search-local, loaded by the
 * plugin (patched, see patches/README.md) from its `searchExtension` option:
 * at build time in Node, and bundled into the browser's search worker.
 *
 * Hooks the plugin calls:
 * - `languages`: the lunr languages this module provides (Bulgarian), which
 *   the plugin then does not look for in lunr-languages;
 * - `register(lunr)`: adds them to lunr, before any index is built or loaded;
 * - `serializeIndex(searchIndex)`: at build time, `{index, files}`: the text
 *   of the plugin's index file and the parts written beside it
 *   (sharded-index.mjs);
 * - `loadIndex(url, {lunr})`: in the worker, the index at the plugin's index
 *   URL, which `search` then receives in place of the plugin's indexes;
 * - `search(input, index, context)`: the worker's search (search.mjs over the
 *   parts it downloads), with `context` = {lunr, limit, language,
 *   fuzzyMatchingDistance, removeDefaultStopWordFilter, options} where
 *   `options` is the plugin's `searchExtensionOptions` ({demotedPaths,
 *   perPage, synonyms}); it returns a promise.
 */
import {BULGARIAN_WORD_CHARACTERS, registerBulgarian} from './lunr-bg.mjs';
import {loadIndex, searchSharded, serializeIndex} from './sharded-index.mjs';

export const languages = ['bg'];

export function register(lunr) {
  registerBulgarian(lunr);
}

export {loadIndex, serializeIndex};

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
  });
}
