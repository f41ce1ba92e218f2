// Shared by the search box (first load) and its lazily loaded runtime.

// The query parameter that carries the words to highlight on the target page.
export const HIGHLIGHT_PARAM = '_highlight';

// Marks a link in the dropdown that opens in the app, without a reload.
export const IN_APP_LINK_ATTRIBUTE = 'data-search-link';

export {INDEX_FILE as SEARCH_INDEX_FILE} from '../../engine/index-format.mjs';

// Then the box says the download failed and offers "Try again".
export const INDEX_DOWNLOAD_TIMEOUT_MS = 20_000;

export const STARTING_POINTS = 4;

export const DID_YOU_MEAN = 3;
