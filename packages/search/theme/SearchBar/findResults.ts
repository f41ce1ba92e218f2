// One query, in the box and on the page alike: the results in the reader's order (the area
// searched from first), the outcome noted for the no-results report, and on none the queries
// close to it.
import resultOptions from '@generated/slotera-search/default/result-options.json';
import {orderForReader} from '../../engine/ranking.mjs';

import {DID_YOU_MEAN} from './constants';
import {noteSearchOutcome} from './noResultsReport';
import type {SearchBoxHooks} from './searchRuntime';

export async function findResults(
  {baseUrl, search, suggest}: Pick<SearchBoxHooks, 'baseUrl' | 'search' | 'suggest'>,
  query: string,
  limit: number,
  searchedFrom: string,
) {
  const found = await search(baseUrl, query, limit);
  noteSearchOutcome(query, found.length);
  return {
    results: orderForReader(found, searchedFrom, {areas: resultOptions.areas, baseUrl}),
    /** The worker found fewer than it was asked for: their count is the whole count. */
    complete: found.length < limit,
    // No suggestions is no loss: the box and the page already say nothing was found.
    suggestions:
      found.length > 0
        ? Promise.resolve<string[]>([])
        : suggest(baseUrl, query, DID_YOU_MEAN).catch(() => []),
  };
}
