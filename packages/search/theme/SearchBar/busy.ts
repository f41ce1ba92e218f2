// A `slotera-search:busy` event (detail: the promise) when the search downloads what a reader waits
// for, so a site can hold its own downloads (README "Seams"); the search depends on no one.
export const SEARCH_BUSY_EVENT = 'slotera-search:busy';

export function announceBusy(work: Promise<unknown>): void {
  window.dispatchEvent(new CustomEvent(SEARCH_BUSY_EVENT, {detail: work}));
}
