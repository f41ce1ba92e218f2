// The search box's order of results, for bench:search: the engine's own ranking with the site's areas.
import {orderForReader} from '@slotera/docusaurus-search/engine';

import {SEARCH_AREAS} from '../../../src/site-facts.mjs';

/** @param {any[]} results @param {string} readerPath @param {string} baseUrl */
export const orderLikeTheBox = (results, readerPath, baseUrl) =>
  orderForReader(results, readerPath, {areas: SEARCH_AREAS, baseUrl});
