/**
 * Entry of the search web worker: the plugin's own worker (lunr, the index
 * download and the query logic, exposed through Comlink), started by
 * ./searchClient.ts so that a failed download can be retried in a fresh
 * worker — see there.
 *
 * It adds one method to the plugin's worker class, `suggest`: the "did you
 * mean" queries for a search that found nothing, built from the index's own
 * words (src/search/reader-words.mjs) and kept only when they find something.
 * Comlink exposes the class itself, so a method on its prototype is callable
 * like the plugin's own.
 */
import {SearchWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';

import {suggestionQueries, surfaceWords} from '../../search/reader-words.mjs';

SearchWorker.prototype.suggest = async function suggest(
  this: SearchWorker,
  baseUrl: string,
  searchContext: string,
  input: string,
  max: number,
): Promise<string[]> {
  const {wrappedIndexes} = await this.lowLevelFetchIndexes(baseUrl, searchContext);
  const pipeline = wrappedIndexes[0]?.index.pipeline;
  const stemOf = (word: string) => pipeline?.runString(word)[0] ?? word;
  const found: string[] = [];
  for (const query of suggestionQueries(input, surfaceWords(wrappedIndexes), {stemOf})) {
    if (found.length >= max) break;
    if ((await this.search(baseUrl, searchContext, query, 1)).length > 0) found.push(query);
  }
  return found;
};
