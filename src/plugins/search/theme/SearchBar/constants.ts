/** Shared by the search box (first load) and its lazily loaded runtime. */

/** The query parameter that carries the words to highlight on the target page. */
export const HIGHLIGHT_PARAM = '_highlight';

/** Marks a link in the results dropdown that opens in the app, without a reload. */
export const IN_APP_LINK_ATTRIBUTE = 'data-search-link';

/**
 * The search plugin's index file of a locale (its `search-index{dir}.json`
 * with one index per locale), under the locale's root. The page downloads
 * it for the worker (./searchClient.ts); the plugin's hash in the query of
 * the worker's URL only busts caches, and the file is revalidated anyway.
 */
export const SEARCH_INDEX_FILE = 'search-index.json';

/**
 * How long the search index may take to arrive before the box says the
 * download failed and offers "Try again". The first search downloads
 * ≈ 40 KB gzip of index and a few parts: seconds even on a slow phone
 * connection; a download still running after this long has stalled, and
 * "Loading..." must not stay on screen forever.
 */
export const INDEX_DOWNLOAD_TIMEOUT_MS = 20_000;

/** How many of the popular tasks (src/popular-tasks.ts) a search with no results offers. */
export const STARTING_POINTS = 4;

/** How many "did you mean" queries a search with no results offers. */
export const DID_YOU_MEAN = 3;
