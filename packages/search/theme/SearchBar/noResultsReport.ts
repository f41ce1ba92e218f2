/**
 * A search that ends with no results — the query the reader stopped at, not every keystroke on the
 * way — is reported once, to the site's `reportNoResults` (@theme/SearchNoResults). Shared by the
 * search box and the search page.
 */
import {reportNoResults} from '@theme/SearchNoResults';

/** Typing has stopped when no other query comes for this long. */
export const TYPING_PAUSE_MS = 1500;

let pending: ReturnType<typeof setTimeout> | undefined;
let pendingQuery = '';
let latestQuery = '';
let lastReported = '';

/** Called as each query's search starts. */
export function noteSearchStarted(query: string): void {
  latestQuery = query.trim();
  if (pendingQuery !== latestQuery) clearTimeout(pending);
}

/** Called with every query's result count: reports the last empty one once typing stops. */
export function noteSearchOutcome(query: string, resultCount: number): void {
  const text = query.trim();
  // The answer to a query the reader has already typed past.
  if (text !== latestQuery) return;
  clearTimeout(pending);
  if (resultCount > 0 || text === '' || text === lastReported) return;
  pendingQuery = text;
  pending = setTimeout(() => {
    lastReported = text;
    reportNoResults(text, document.documentElement.lang);
  }, TYPING_PAUSE_MS);
}
