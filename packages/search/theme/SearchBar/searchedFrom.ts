/**
 * The page a reader opened the search page from, so that the search page lists that page's area
 * first, as the dropdown does (issue #40): «Всички резултати» from a marketplace article shows the
 * marketplace's results first. Kept in memory only: a search page opened from a link, a bookmark or
 * in a new tab has no "from" and lists business help first.
 */
let from: string | undefined;

/** Notes where the search box sends the reader: from `here` to `url`. */
export function noteSearchNavigation(here: string, url: string, searchPagePath: string): void {
  const target = new URL(url, 'https://site.invalid').pathname;
  if (target !== searchPagePath) from = undefined;
  // A new query typed on the search page keeps the page it was opened from.
  else if (here !== searchPagePath) from = here;
}

/** The page the search page was opened from, if the search box opened it. */
export function searchedFrom(): string | undefined {
  return from;
}
