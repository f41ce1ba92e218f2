// Core's `prefetch.js` (alias in src/plugins/lean-main-bundle.ts): the ~320 `<link>`s go in
// idle-time slices, not one long task after hydration, and wait while the search downloads.
import {SEARCH_BUSY_EVENT} from '@slotera/docusaurus-search/client';

/** Work per idle period; under Lighthouse's 4× CPU slowdown it stays below a 50 ms long task. */
const PREFETCH_SLICE_MS = 8;
/** A page that never goes idle still starts prefetching, at the latest after this. */
const IDLE_TIMEOUT_MS = 3000;
/** Later slices wait at most this for idle time: a page that never idles still finishes. */
const NEXT_SLICE_TIMEOUT_MS = 100;

/** A `<link rel="prefetch">`; Safari has none: a plain request fills the HTTP cache instead. */
function prefetchNow(url: string, withLink: boolean): Promise<void> {
  if (!withLink) return fetch(url, {credentials: 'same-origin'}).then(() => undefined);
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch of ${url} failed`));
    document.head.appendChild(link);
  });
}

let holds = 0;
const held: (() => void)[] = [];

// Prefetching waits while the search downloads what the reader awaits (it announces them with
// SEARCH_BUSY_EVENT of @slotera/docusaurus-search/client).
if (typeof window !== 'undefined')
  window.addEventListener(SEARCH_BUSY_EVENT, (event) => {
    holds += 1;
    const release = () => {
      holds -= 1;
      if (holds === 0) for (const callback of held.splice(0)) callback();
    };
    (event as CustomEvent<Promise<unknown>>).detail.then(release, release);
  });

/** Runs `callback` when idle, at the latest after `timeoutMs` (a timer in Safari); returns a cancel. */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

function scheduleIdle(callback: () => void, timeoutMs: number): void {
  whenIdle(() => {
    if (holds > 0) held.push(() => scheduleIdle(callback, timeoutMs));
    else callback();
  }, timeoutMs);
}

const queue: {url: string; resolve: () => void}[] = [];
const seen = new Map<string, Promise<void>>();
let scheduled = false;

// At least one per callback: a timed-out idle callback has no time left.
function drain(): void {
  const start = performance.now();
  const withLink = document.createElement('link').relList?.supports?.('prefetch') ?? false;
  do {
    const {url, resolve} = queue.shift()!;
    // A prefetch is an optimisation: one that fails must not stop the others.
    prefetchNow(url, withLink).then(resolve, resolve);
  } while (queue.length > 0 && performance.now() - start < PREFETCH_SLICE_MS);
  scheduled = queue.length > 0;
  if (scheduled) scheduleIdle(drain, NEXT_SLICE_TIMEOUT_MS);
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let done = seen.get(url);
  if (!done) {
    done = new Promise<void>((resolve) => queue.push({url, resolve}));
    seen.set(url, done);
    if (!scheduled) {
      scheduled = true;
      scheduleIdle(drain, IDLE_TIMEOUT_MS);
    }
  }
  return done;
}
