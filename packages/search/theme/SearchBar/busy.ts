/**
 * The search says when it downloads what a reader waits for (the index, its parts, a first search):
 * a `slotera-search:busy` event on `window` whose `detail` is the promise of that work. A site that
 * schedules downloads of its own listens (src/client/idle-prefetch.ts holds the links' prefetches
 * until the promise settles); the search depends on no one.
 */
export const SEARCH_BUSY_EVENT = 'slotera-search:busy';

export function announceBusy(work: Promise<unknown>): void {
  window.dispatchEvent(new CustomEvent(SEARCH_BUSY_EVENT, {detail: work}));
}
