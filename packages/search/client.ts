/**
 * The search's public names for a site's browser code (`@slotera/docusaurus-search/client`): the
 * shortcut as written, for an invitation to search, and the busy event (./README.md, "Seams").
 */
export {searchShortcutText, useIsMac} from './theme/SearchBar/shortcut';
export {SEARCH_BUSY_EVENT} from './theme/SearchBar/busy';
