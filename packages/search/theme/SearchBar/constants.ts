/** Shared by the search box (first load) and its lazily loaded runtime. */

/** The query parameter that carries the words to highlight on the target page. */
export const HIGHLIGHT_PARAM = '_highlight';

/** Marks a link in the results dropdown that opens in the app, without a reload. */
export const IN_APP_LINK_ATTRIBUTE = 'data-search-link';

/**
 * The index file of a locale, under the locale's root. The page downloads
 * it for the worker (./searchClient.ts); the index hash in the query of the
 * worker's URL (../../indexer/index-files.mjs `indexHash`) only busts
 * caches, and the file is revalidated anyway.
 */
export {INDEX_FILE as SEARCH_INDEX_FILE} from '../../engine/index-format.mjs';

/**
 * How long the search index may take to arrive before the box says the
 * download failed and offers "Try again". The first search downloads the
 * index and a few parts (`npm run bench:scale` weighs them): seconds even
 * on a slow phone connection; a download still running after this long has stalled, and
 * "Loading..." must not stay on screen forever.
 */
export const INDEX_DOWNLOAD_TIMEOUT_MS = 20_000;

/** How many places to start (@theme/SearchNoResults) a search with no results offers. */
export const STARTING_POINTS = 4;

/** How many "did you mean" queries a search with no results offers. */
export const DID_YOU_MEAN = 3;
