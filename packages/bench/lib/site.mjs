// Every import of the site's own code, in one file: the servers the benches measure behind, the
// build's HTML pages, the tests' Chromium, and the search box's order of results.
import {orderForReader} from '@slotera/docusaurus-search/engine';

import {SEARCH_AREAS} from '../../../src/site-facts.mjs';

export {startNginx, stopProcess} from '../../../scripts/nginx-harness.mjs';
export {startPagesDev} from '../../../scripts/cdn-harness.mjs';
export {htmlFiles} from '../../../scripts/csp-hashes.mjs';
export {chromiumPath} from '../../../scripts/ensure-test-setup.mjs';
export {listFiles, readJson} from '../../../scripts/lib.mjs';

/** The engine's order of results with the site's areas, as the search box shows them. */
export const orderLikeTheBox = (results, readerPath, baseUrl) =>
  orderForReader(results, readerPath, {areas: SEARCH_AREAS, baseUrl});
