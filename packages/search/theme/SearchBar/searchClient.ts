/** The search worker, shared by the search box and the search page. */
import * as Comlink from 'comlink';

import {announceBusy} from './busy';
import boxOptions from '@generated/slotera-search/default/box-options.json';
import {coreHead, likelyParts, likelyWordFile} from '../../engine/index-parts.mjs';

import {INDEX_DOWNLOAD_TIMEOUT_MS} from './constants';
import {
  downloadIndexFile,
  endWorker,
  indexFileUrl,
  searchWorker,
  withinTimeout,
  type BodyReader,
  type StartedWorker,
} from './searchStart';

import type {SearchResult} from './types';
import type {SearchWorker} from './worker';

async function call<T>(method: (api: Comlink.Remote<SearchWorker>) => Promise<T>): Promise<T> {
  const current = searchWorker();
  current.api ??= new (Comlink.wrap<new () => SearchWorker>(current.worker))();
  const answer = withinTimeout(
    Promise.race([current.ended, current.api.then(method)]),
    `No search index after ${INDEX_DOWNLOAD_TIMEOUT_MS / 1000} s`,
  );
  // The site's own downloads may wait for the search (./busy.ts).
  announceBusy(answer);
  try {
    return await answer;
  } catch (error) {
    endWorker(current, error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

interface PartDownload {
  path: string;
  file: Promise<ArrayBuffer>;
}

// The parts the words typed so far need: guessed when the head arrives, and when the core has.
function partGuesses(coreUrl: URL) {
  const started = new Map<string, PartDownload>();
  return {
    guess(head: unknown, query: string): void {
      if (!head || !query.trim()) return;
      let parts: string[];
      try {
        parts = [...likelyParts(head, query), ...likelyWordFile(head, query)];
      } catch {
        // Not this site's index format: the worker will say so.
        return;
      }
      for (const part of parts) {
        const partUrl = new URL(part, coreUrl);
        if (!started.has(partUrl.href))
          started.set(partUrl.href, {
            path: partUrl.pathname,
            file: downloadIndexFile(partUrl.href),
          });
      }
    },
    started: () => [...started.values()],
  };
}

const firstLines = new Map<string, {line: Promise<string>; take: (line: string) => void}>();

function firstLineOf(url: string) {
  let entry = firstLines.get(url);
  if (!entry) {
    let take: (line: string) => void = () => undefined;
    const line = new Promise<string>((resolve) => (take = resolve));
    entry = {line, take};
    firstLines.set(url, entry);
  }
  return entry;
}

// Not a Blob: reading one back takes a trip to the browser.
function joined(chunks: Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= length) break;
    bytes.set(chunk.subarray(0, length - at), at);
    at += chunk.length;
  }
  return bytes;
}

// The head (first line) is handed over as soon as it arrives: it says which parts to download.
export const readCoreBody: BodyReader = async (response, url) => {
  const {take} = firstLineOf(url);
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let lineSeen = false;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    chunks.push(value);
    const lineEnd = lineSeen ? -1 : value.indexOf(10);
    if (lineEnd >= 0) {
      lineSeen = true;
      take(new TextDecoder().decode(joined(chunks, length + lineEnd)));
    }
    length += value.length;
  }
  return joined(chunks, length).buffer;
};

async function coreHeadOf(url: URL, file: Promise<ArrayBuffer>): Promise<unknown> {
  const line = await Promise.race([
    firstLineOf(url.href).line,
    file.then((buffer) => new TextDecoder().decode(buffer)),
  ]);
  try {
    return coreHead(line);
  } catch {
    return null;
  }
}

// A copy: the download stays usable if this worker ends and another starts.
function provide(api: Comlink.Remote<SearchWorker>, path: string, buffer: ArrayBuffer | null) {
  const copy = buffer?.slice(0) ?? null;
  return api.provideIndex(path, copy && Comlink.transfer(copy, [copy]));
}

// Null for a failed part: the worker then downloads it itself.
function provideParts(api: Comlink.Remote<SearchWorker>, downloads: PartDownload[]): void {
  if (downloads.length === 0) return;
  // A worker that ends fails the call that waits on it; these need no answer.
  const ignore = () => undefined;
  api.expectIndexFiles(downloads.map(({path}) => path)).catch(ignore);
  for (const {path, file} of downloads) {
    file.then(
      (buffer) => provide(api, path, buffer).catch(ignore),
      () => provide(api, path, null).catch(ignore),
    );
  }
}

let early: {
  worker: StartedWorker;
  baseUrl: string;
  input: string;
  results: Promise<SearchResult[]>;
} | null = null;

export function loadSearchIndex(baseUrl: string, typed?: () => string): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve();
  const url = indexFileUrl(baseUrl);
  const file = downloadIndexFile(url.href, Promise.resolve(readCoreBody));
  const guesses = partGuesses(url);
  const head = coreHeadOf(url, file);
  // Guessed at the head, parts download beside the rest of the core; guessed again when it is in.
  const guessedEarly = head.then((data) => guesses.guess(data, typed?.() ?? ''));
  let query = '';
  const parts = Promise.all([head, file, guessedEarly]).then(([data]) => {
    query = typed?.() ?? '';
    guesses.guess(data, query);
    return guesses.started();
  });
  parts.catch(() => undefined);
  return call(async (api) => {
    const provided = provide(api, url.pathname, await file);
    provideParts(api, await parts);
    if (query.trim()) {
      const results = api.search(baseUrl, query, boxOptions.resultLimit);
      // A failure shows in fetchIndexes too, and in the box's search that takes it.
      results.catch(() => undefined);
      announceBusy(results);
      early = {worker: searchWorker(), baseUrl, input: query, results};
    }
    await provided;
    return api.fetchIndexes(baseUrl);
  });
}

export function searchIndex(
  baseUrl: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve([]);
  // The box's first search is most often the one started with the index.
  const started = early;
  early = null;
  if (
    started &&
    started.worker === searchWorker() &&
    started.baseUrl === baseUrl &&
    started.input === input &&
    limit === boxOptions.resultLimit
  )
    return call(() => started.results);
  return call((api) => api.search(baseUrl, input, limit));
}

export function suggestSearches(baseUrl: string, input: string, max: number): Promise<string[]> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve([]);
  return call((api) => api.suggest(baseUrl, input, max));
}
