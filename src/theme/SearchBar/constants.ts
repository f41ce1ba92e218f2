/** Shared by the search box (first load) and its lazily loaded runtime. */

/** The query parameter that carries the words to highlight on the target page. */
export const HIGHLIGHT_PARAM = '_highlight';

/** Marks a link in the results dropdown that opens in the app, without a reload. */
export const IN_APP_LINK_ATTRIBUTE = 'data-search-link';
