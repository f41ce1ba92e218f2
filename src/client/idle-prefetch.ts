/**
 * Prefetching of linked pages, spread over idle time. Replaces core's
 * `@docusaurus/core/lib/client/prefetch.js` in the browser bundle (the alias
 * is in src/plugins/quiet-startup.ts); same default export, same contract.
 *
 * Every internal `<Link>` prefetches the chunks of its page as soon as it
 * scrolls into view, and core's helper appends one `<link rel="prefetch">`
 * per chunk at once — a chunk shared by many pages once per page. Right
 * after hydration that is every link on the screen in one task: about 320
 * elements on a doc page on a desktop screen. Under the CPU profiler with 4×
 * throttling it was our largest piece of work after hydration on a doc page
 * (notes/perf-log.md), a long task that Lighthouse counts as blocking time.
 *
 * Here each chunk address is prefetched once, and the elements are added in
 * idle periods, a few milliseconds of work per period. The same chunks are
 * still prefetched, only not in the middle of the page starting up, nor
 * while the search box downloads what the reader waits for
 * (`holdPrefetches`, on the search's busy event). Hover and focus
 * (`preload`) do not go through here: they load at once.
 */
import {SEARCH_BUSY_EVENT} from '@slotera/docusaurus-search/client';

/** Work per idle period; under Lighthouse's 4× CPU slowdown it stays below a 50 ms long task. */
const PREFETCH_SLICE_MS = 8;
/** A page that never goes idle still starts prefetching, at the latest after this. */
const IDLE_TIMEOUT_MS = 3000;
/**
 * Once started, the next slice waits at most this long for idle time. On a
 * page that never goes idle, waiting IDLE_TIMEOUT_MS per slice made the last
 * of a doc page's prefetches wait many seconds (notes/perf-log.md), longer
 * on a slower machine; one slice per 100 ms is still under a tenth of the
 * CPU.
 */
const NEXT_SLICE_TIMEOUT_MS = 100;

/**
 * A queue that runs `fetchNow(url)` once per URL, for up to
 * PREFETCH_SLICE_MS per `schedule` callback. At least one runs per callback: an idle
 * callback fired by its timeout has no time remaining, and must still move
 * the queue on. Returns the enqueue function; its promise settles when that
 * URL's fetch has (never rejects).
 */
function createIdleQueue(
  fetchNow: (url: string) => Promise<void>,
  schedule: (callback: () => void, timeoutMs: number) => void,
): (url: string) => Promise<void> {
  const queue: {url: string; resolve: () => void}[] = [];
  const seen = new Map<string, Promise<void>>();
  let scheduled = false;

  const drain = () => {
    const start = performance.now();
    do {
      const {url, resolve} = queue.shift()!;
      // A prefetch is an optimisation: one that fails must not stop the others.
      fetchNow(url).then(resolve, resolve);
    } while (queue.length > 0 && performance.now() - start < PREFETCH_SLICE_MS);
    scheduled = queue.length > 0;
    if (scheduled) schedule(drain, NEXT_SLICE_TIMEOUT_MS);
  };

  return (url: string) => {
    let done = seen.get(url);
    if (!done) {
      done = new Promise<void>((resolve) => queue.push({url, resolve}));
      seen.set(url, done);
      if (!scheduled) {
        scheduled = true;
        schedule(drain, IDLE_TIMEOUT_MS);
      }
    }
    return done;
  };
}

function linkPrefetch(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`prefetch of ${url} failed`));
    document.head.appendChild(link);
  });
}

/** Safari has no `<link rel="prefetch">`: a plain request fills the HTTP cache instead. */
function requestPrefetch(url: string): Promise<void> {
  return fetch(url, {credentials: 'same-origin'}).then(() => undefined);
}

/** Work the reader waits for (`holdPrefetches`) under way, and what waits for it to end. */
let holds = 0;
const held: (() => void)[] = [];

/**
 * Prefetching waits while `work` runs: the search box's downloads (the
 * index and its parts) and the reader is waiting for them. On a slow phone
 * connection the chunks of a long page's links (a hundred kilobytes and
 * more when the page has just loaded) would otherwise share it with them.
 */
export function holdPrefetches(work: Promise<unknown>): void {
  holds += 1;
  const release = () => {
    holds -= 1;
    if (holds === 0) for (const callback of held.splice(0)) callback();
  };
  work.then(release, release);
}

// The search announces its downloads (SEARCH_BUSY_EVENT of @slotera/docusaurus-search/client).
if (typeof window !== 'undefined')
  window.addEventListener(SEARCH_BUSY_EVENT, (event) =>
    holdPrefetches((event as CustomEvent<Promise<unknown>>).detail),
  );

/**
 * Runs `callback` in the browser's next idle period, at the latest after
 * `timeoutMs` (Safari has no `requestIdleCallback`: a timer instead).
 * Returns the function that cancels it. Also used by the phone menu
 * (src/theme/Navbar/MobileSidebar), which this bundle carries anyway.
 */
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

let enqueue: ((url: string) => Promise<void>) | undefined;

/** Core's prefetch helper: fetch `url` (a chunk) ahead of a possible navigation. */
export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (!enqueue) {
    const supportsLinkPrefetch = document.createElement('link').relList?.supports?.('prefetch');
    enqueue = createIdleQueue(supportsLinkPrefetch ? linkPrefetch : requestPrefetch, scheduleIdle);
  }
  return enqueue(url);
}
