// The search page lists the area it was opened from first, as the dropdown does. In memory only:
// from a link, a bookmark or a new tab, business help comes first.
let from: string | undefined;

export function noteSearchNavigation(here: string, url: string, searchPagePath: string): void {
  const target = new URL(url, 'https://site.invalid').pathname;
  if (target !== searchPagePath) from = undefined;
  // A new query typed on the search page keeps the page it was opened from.
  else if (here !== searchPagePath) from = here;
}

export function searchedFrom(): string | undefined {
  return from;
}
