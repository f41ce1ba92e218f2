/**
 * Entry of the search web worker: the plugin's own worker (lunr, the index
 * download and the query logic, exposed through Comlink), started by
 * ./searchClient.ts so that a failed download can be retried in a fresh
 * worker — see there.
 */
import '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
