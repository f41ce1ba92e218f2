/**
 * Learning from readers (issue #22): a search that ends with no results —
 * the query the reader stopped at, not every keystroke on the way — becomes
 * one `search_no_results` event in `dataLayer` (query, locale), but only
 * where the tag manager was loaded, i.e. a container is configured and the
 * reader accepted it; otherwise nothing is kept or sent. Shared by the
 * search box and the search page.
 */
import {pushAnalyticsEvent} from '@site/src/components/ConsentBanner/tagManager';

/** Typing has stopped when no other query comes for this long. */
export const TYPING_PAUSE_MS = 1500;

let pending: ReturnType<typeof setTimeout> | undefined;
let lastReported = '';

/** Called with every query's result count: reports the last empty one once typing stops. */
export function noteSearchOutcome(query: string, resultCount: number): void {
  clearTimeout(pending);
  const text = query.trim();
  if (resultCount > 0 || text === '' || text === lastReported) return;
  pending = setTimeout(() => {
    lastReported = text;
    pushAnalyticsEvent({
      event: 'search_no_results',
      query: text,
      locale: document.documentElement.lang,
    });
  }, TYPING_PAUSE_MS);
}
