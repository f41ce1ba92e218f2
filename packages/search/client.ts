// Public names for a site's browser code (`@slotera/docusaurus-search/client`; README "Seams").
export {searchShortcutText, useIsMac} from './theme/SearchBar/shortcut';
export {SEARCH_BUSY_EVENT} from './theme/SearchBar/busy';
