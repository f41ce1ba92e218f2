// On first use the worker and the index start downloading beside the box's lazy code: waiting for
// that code cost a quarter of a second of the first search on a slow phone.
import type {Remote} from 'comlink';
import {announceBusy} from './busy';

import {INDEX_DOWNLOAD_TIMEOUT_MS, SEARCH_INDEX_FILE} from './constants';
import type {SearchWorker} from './worker';

export interface StartedWorker {
  worker: Worker;
  /** Rejects when the worker cannot run or is ended: no call waits forever. */
  ended: Promise<never>;
  end(reason: Error): void;
  /** The worker's API through Comlink, made on its first call (./searchClient.ts). */
  api?: Promise<Remote<SearchWorker>>;
}

let current: StartedWorker | null = null;

export function searchWorker(): StartedWorker {
  if (current) return current;
  // A literal name (the bundler reads it) keeps the worker in one file: ../../worker-bundle.ts.
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'search-worker'});
  let end: (reason: Error) => void = () => undefined;
  const ended = new Promise<never>((_, reject) => {
    end = reject;
  });
  // Only ever observed through Promise.race (./searchClient.ts).
  ended.catch(() => undefined);
  // From the start: a script that fails before the client has loaded is not missed.
  worker.addEventListener('error', (event) => {
    end(new Error(`The search worker could not run: ${event.message || 'no script'}`));
  });
  current = {worker, ended, end};
  return current;
}

// A worker keeps what it downloaded, failures included: the next search starts a fresh one.
export function endWorker(ending: StartedWorker, reason: Error): void {
  if (current !== ending) return;
  current = null;
  downloads.clear();
  ending.end(reason);
  ending.worker.terminate();
}

const downloads = new Map<string, Promise<ArrayBuffer>>();
/** How a download's body is read: the core's first line is handed over early (./searchClient.ts). */
export type BodyReader = (response: Response, url: string) => Promise<ArrayBuffer>;

/** `work`, or a failure after INDEX_DOWNLOAD_TIMEOUT_MS (the work itself is left to end). */
export function withinTimeout<T>(work: Promise<T>, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), INDEX_DOWNLOAD_TIMEOUT_MS);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

export function downloadIndexFile(url: string, reader?: Promise<BodyReader>): Promise<ArrayBuffer> {
  let loading = downloads.get(url);
  if (!loading) {
    const downloaded = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return reader ? (await reader)(response, url) : response.arrayBuffer();
    });
    // A stalled request ends with its worker.
    loading = withinTimeout(downloaded, `${url}: no answer`);
    // Observed by the call that hands it over; a failure ends that call.
    loading.catch(() => undefined);
    downloads.set(url, loading);
  }
  return loading;
}

export function indexFileUrl(baseUrl: string): URL {
  return new URL(`${baseUrl}${SEARCH_INDEX_FILE}`, window.location.href);
}

export function startSearch(baseUrl: string, reader: Promise<BodyReader>): Promise<unknown> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve();
  searchWorker();
  const file = downloadIndexFile(indexFileUrl(baseUrl).href, reader);
  announceBusy(file);
  return file.catch(() => undefined);
}
