/**
 * The search web worker: loads the index in parts and searches it (the engine in
 * ../../engine/), answering the page through Comlink. Started by ./searchStart.ts;
 * ./searchClient.ts calls it, and starts a fresh one when a download fails so that "Try again"
 * really tries again.
 */
import * as Comlink from 'comlink';
import options from '@generated/slotera-search/default/worker-options.json';

import {search} from '../../engine/extension.mjs';
import lunr, {LANGUAGES} from '../../engine/lunr-site.mjs';
import {suggestionQueries} from '../../engine/reader-words.mjs';
import {
  ensureWords,
  expectIndexFile,
  loadIndex,
  provideIndexFile,
} from '../../engine/sharded-index.mjs';
import {DocumentType, type SearchResult} from './types';

/** The loaded index (../../engine/sharded-index.mjs's state) of each language root. */
type IndexState = Awaited<ReturnType<typeof loadIndex>>;
const indexes = new Map<string, Promise<IndexState>>();

function indexOf(baseUrl: string): Promise<IndexState> {
  let index = indexes.get(baseUrl);
  if (!index) {
    const url = new URL(`${baseUrl}${options.indexUrl}`, location.origin);
    if (url.origin !== location.origin) throw new Error(`Index URL outside the site: ${url.href}`);
    index = loadIndex(url.href, {lunr});
    indexes.set(baseUrl, index);
  }
  return index;
}

/**
 * Marks the results that stand under an earlier result of their page (the box draws them as a
 * tree): the last of such a run, or one inside it. After `processTreeStatusOfSearchResults` of
 * @easyops-cn/docusaurus-search-local (MIT).
 */
function markTrees(results: SearchResult[]): SearchResult[] {
  results.forEach((result, i) => {
    const {page} = result;
    if (i === 0 || !page) return;
    const underEarlier = results
      .slice(0, i)
      .some((prev) => (prev.type === DocumentType.Keywords ? prev.page : prev.document) === page);
    if (!underEarlier) return;
    if (i < results.length - 1 && results[i + 1].page === page) result.isInterOfTree = true;
    else result.isLastOfTree = true;
  });
  return results;
}

export class SearchWorker {
  /** Loads the core of the index of the language at `baseUrl` (e.g. `/` or `/en/`). */
  async fetchIndexes(baseUrl: string): Promise<void> {
    await indexOf(baseUrl);
  }

  async search(baseUrl: string, input: string, limit: number): Promise<SearchResult[]> {
    const results: SearchResult[] = await search(input, await indexOf(baseUrl), {
      lunr,
      limit,
      language: LANGUAGES,
      fuzzyMatchingDistance: options.fuzzyMatchingDistance,
      options,
    });
    return markTrees(results);
  }

  /** Index files the page is downloading (by their paths): wait for them. */
  async expectIndexFiles(paths: string[]): Promise<void> {
    for (const path of paths) expectIndexFile(path);
  }

  /** An index file the page downloaded (null: its download failed). */
  async provideIndex(path: string, buffer: ArrayBuffer | null): Promise<void> {
    provideIndexFile(path, buffer);
  }

  /** Up to `max` "did you mean" queries for `input` that find something. */
  async suggest(baseUrl: string, input: string, max: number): Promise<string[]> {
    const index = await indexOf(baseUrl);
    // All the index's words: a query that found nothing is most often a typo.
    await ensureWords(index);
    const pipeline = index.pipelines[0];
    const stemOf = (word: string) => pipeline?.runString(word)[0] ?? word;
    const found: string[] = [];
    for (const query of suggestionQueries(input, index.surface, {stemOf})) {
      if (found.length >= max) break;
      if ((await this.search(baseUrl, query, 1)).length > 0) found.push(query);
    }
    return found;
  }
}

Comlink.expose(SearchWorker);
