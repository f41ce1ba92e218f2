/**
 * The search worker, shared by the search box and the search page.
 *
 * The plugin's own client (`theme/searchByWorker.js`) starts one worker for
 * the page's lifetime, and that worker caches the download of
 * `search-index.json` — a failed download included. After one network error
 * search could never work again without a reload. Here the worker is started
 * on first use, and any failure (download, JSON, worker script) ends it: the
 * next attempt starts a fresh worker, which downloads the index again.
 *
 * A download that stalls (no answer, no error) ends the same way after
 * INDEX_DOWNLOAD_TIMEOUT_MS, so the reader sees the failure and "Try again"
 * instead of "Loading..." for good.
 *
 * The index file itself is downloaded here, on the page's thread, from the
 * moment the reader first uses the search: the worker's script and the
 * index then load side by side, and the file is handed to the worker
 * (`provideIndex`) instead of the worker starting its download only once
 * its script has run.
 *
 * In development (`docusaurus start`) there is no index; like the plugin,
 * every call then succeeds with nothing.
 */
import * as Comlink from 'comlink';

import {INDEX_DOWNLOAD_TIMEOUT_MS, SEARCH_INDEX_FILE} from './constants';
import type {SearchWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';

import type {SearchResult} from './types';

/** The methods of the plugin's `SearchWorker` class, with ours (./worker.ts). */
type SearchWorkerApi = Pick<SearchWorker, 'fetchIndexes' | 'provideIndex' | 'search' | 'suggest'>;

interface Session {
  worker: Worker;
  api: Promise<Comlink.Remote<SearchWorkerApi>>;
  /** Rejects when the worker cannot run or is ended: no call waits forever. */
  ended: Promise<never>;
  end(reason: Error): void;
}

let session: Session | null = null;
/** The index files downloaded for the current worker, by URL. */
const downloads = new Map<string, Promise<ArrayBuffer>>();

function startSession(): Session {
  const worker = new Worker(new URL('./worker.ts', import.meta.url));
  let end: (reason: Error) => void = () => undefined;
  const ended = new Promise<never>((_, reject) => {
    end = reject;
  });
  // Only ever observed through Promise.race below.
  ended.catch(() => undefined);
  worker.addEventListener('error', (event) => {
    end(new Error(`The search worker could not run: ${event.message || 'no script'}`));
  });
  const Remote = Comlink.wrap<new () => SearchWorkerApi>(worker);
  return {worker, api: new Remote(), ended, end};
}

async function call<T>(method: (api: Comlink.Remote<SearchWorkerApi>) => Promise<T>): Promise<T> {
  session ??= startSession();
  const current = session;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No search index after ${INDEX_DOWNLOAD_TIMEOUT_MS / 1000} s`)),
      INDEX_DOWNLOAD_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([current.ended, timedOut, current.api.then(method)]);
  } catch (error) {
    if (session === current) {
      session = null;
      downloads.clear();
      current.end(error instanceof Error ? error : new Error(String(error)));
      current.worker.terminate();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Downloads an index file on the page's thread, once per worker. */
function download(url: string): Promise<ArrayBuffer> {
  let loading = downloads.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    });
    // Observed by the call that hands it over; a failure ends that call.
    loading.catch(() => undefined);
    downloads.set(url, loading);
  }
  return loading;
}

/** Downloads the index of the locale at `baseUrl` (e.g. `/` or `/en/`), once. */
export function loadSearchIndex(baseUrl: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve();
  const url = new URL(`${baseUrl}${SEARCH_INDEX_FILE}`, window.location.href);
  const file = download(url.href);
  return call(async (api) => {
    const buffer = await file;
    // A copy: the download stays usable if this worker ends and another starts.
    const copy = buffer.slice(0);
    await api.provideIndex(url.pathname, Comlink.transfer(copy, [copy]));
    return api.fetchIndexes(baseUrl, '');
  });
}

/** Searches the index of `baseUrl`, downloading it first if needed. */
export function searchIndex(
  baseUrl: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve([]);
  return call((api) => api.search(baseUrl, '', input, limit));
}

/** "Did you mean": up to `max` queries close to `input` that find something. */
export function suggestSearches(baseUrl: string, input: string, max: number): Promise<string[]> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve([]);
  return call((api) => api.suggest(baseUrl, '', input, max));
}
