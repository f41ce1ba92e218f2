// A search that ends with no results is reported once, the query the reader stopped at, not every
// keystroke, to the site's `reportNoResults` (@theme/SearchNoResults).
import {reportNoResults} from '@theme/SearchNoResults';

export const TYPING_PAUSE_MS = 1500;

let pending: ReturnType<typeof setTimeout> | undefined;
let pendingQuery = '';
let latestQuery = '';
let lastReported = '';

export function noteSearchStarted(query: string): void {
  latestQuery = query.trim();
  if (pendingQuery !== latestQuery) clearTimeout(pending);
}

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
