/**
 * Entry of the search web worker: the plugin's own worker (lunr, the index
 * download and the query logic, exposed through Comlink), started by
 * ./searchClient.ts so that a failed download can be retried in a fresh
 * worker — see there.
 *
 * It adds methods to the plugin's worker class: `expectIndexFiles` and
 * `provideIndex`, the index files the page downloads while this script
 * loads, and `suggest`: the "did
 * you mean" queries for a search that found nothing, built from the index's
 * own words (src/search/reader-words.mjs) and kept only when they find
 * something.
 * The index is the site's (src/search/sharded-index.mjs, loaded by the
 * extension through the plugin's patched worker).
 * Comlink exposes the class itself, so a method on its prototype is callable
 * like the plugin's own.
 */
import {SearchWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';

import {suggestionQueries} from '../../search/reader-words.mjs';
import {ensureWords, expectIndexFile, provideIndexFile} from '../../search/sharded-index.mjs';

/**
 * Index files the page downloads (./searchClient.ts): the core, handed over
 * before `fetchIndexes`, and the parts the typed words most likely need,
 * announced before the first search (`expectIndexFiles`) and handed over as
 * they arrive — null when the page's download failed — so that the worker
 * waits for them instead of downloading them twice.
 */
SearchWorker.prototype.expectIndexFiles = async function expectIndexFiles(
  paths: string[],
): Promise<void> {
  for (const path of paths) expectIndexFile(path);
};

SearchWorker.prototype.provideIndex = async function provideIndex(
  path: string,
  buffer: ArrayBuffer | null,
): Promise<void> {
  provideIndexFile(path, buffer);
};

SearchWorker.prototype.suggest = async function suggest(
  this: SearchWorker,
  baseUrl: string,
  searchContext: string,
  input: string,
  max: number,
): Promise<string[]> {
  // The site's index (src/search/sharded-index.mjs): its pipeline and the words of its texts.
  const {wrappedIndexes: index} = await this.lowLevelFetchIndexes(baseUrl, searchContext);
  // All the index's words: a query that found nothing is most often a typo.
  await ensureWords(index);
  const pipeline = index.pipelines[0];
  const stemOf = (word: string) => pipeline?.runString(word)[0] ?? word;
  const found: string[] = [];
  for (const query of suggestionQueries(input, index.surface, {stemOf})) {
    if (found.length >= max) break;
    if ((await this.search(baseUrl, searchContext, query, 1)).length > 0) found.push(query);
  }
  return found;
};
