// The search worker: the engine behind Comlink. A failed download ends it, so "Try again" starts
// a fresh one that really tries again.
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

// The box draws results under an earlier one of their page as a tree. After
// `processTreeStatusOfSearchResults` of @easyops-cn/docusaurus-search-local (MIT).
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

  async expectIndexFiles(paths: string[]): Promise<void> {
    for (const path of paths) expectIndexFile(path);
  }

  async provideIndex(path: string, buffer: ArrayBuffer | null): Promise<void> {
    provideIndexFile(path, buffer);
  }

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
