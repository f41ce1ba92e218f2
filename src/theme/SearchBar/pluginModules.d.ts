/**
 * Types for the modules of @easyops-cn/docusaurus-search-local 0.55.3 (and
 * its autocomplete library) that the search box and search page import. The
 * plugin ships its client code as untyped JavaScript; these declarations
 * describe only what src/theme/SearchBar and src/theme/SearchPage use.
 * Re-check them whenever the plugin's version changes.
 */

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  /** mark.js, when `highlightSearchTermsOnTargetPage` is on. */
  export const Mark:
    | (new (root: Element) => {
        mark(keywords: string[], options?: {exclude?: string[]}): void;
        unmark(): void;
      })
    | null;
  export const searchResultContextMaxLength: number;
  export const explicitSearchResultPath: boolean;
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  export const searchBarShortcutKeymap: string;
  export const searchBarPosition: string;
  export const docsPluginIdForPreferredVersion: string | undefined;
  export const searchContextByPaths: unknown[] | null;
  export const hideSearchBarWithNoSearchContext: boolean;
  export const useAllContextsWithNoSearchContext: boolean;
  export const askAi: object | null;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface ParsedKeymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): ParsedKeymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: ParsedKeymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/icons' {
  export const iconTitle: string;
  export const iconHeading: string;
  export const iconContent: string;
  export const iconAction: string;
  export const iconNoResults: string;
  export const iconTreeInter: string;
  export const iconTreeLast: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath(searchValue: string): void;
  };
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type {ReactNode} from 'react';
  export default function LoadingRing(props: {className?: string}): ReactNode;
}

declare module '@easyops-cn/autocomplete.js' {
  interface Dataset<T> {
    source(query: string, callback: (suggestions: T[]) => void): void;
    templates: {
      suggestion(suggestion: T): string;
      empty?(context: {query: string}): string;
      footer?(context: {query: string; isEmpty: boolean}): string | HTMLElement | undefined;
    };
  }
  interface Options {
    hint?: boolean;
    autoselect?: boolean;
    openOnFocus?: boolean;
    tabAutocomplete?: boolean;
    ariaLabel?: string;
    cssClasses?: Record<string, string | boolean>;
  }
  export interface AutocompleteInstance<T> {
    autocomplete: {
      open(): void;
      close(): void;
      setVal(value: string): void;
      destroy(): void;
    };
    on(
      event: 'autocomplete:selected',
      handler: (event: Event, suggestion: T) => void,
    ): AutocompleteInstance<T>;
    on(event: 'autocomplete:closed', handler: () => void): AutocompleteInstance<T>;
  }
  function autocomplete<T>(
    input: HTMLInputElement,
    options: Options,
    datasets: Dataset<T>[],
  ): AutocompleteInstance<T>;
  namespace autocomplete {
    function noConflict(): typeof autocomplete;
  }
  export default autocomplete;
}

declare module 'mark.js' {
  /** mark.js 8: highlights words inside an element (what the search box uses of it). */
  export default class Mark {
    constructor(root: Element);
    mark(keywords: string[], options?: {exclude?: string[]}): void;
    unmark(): void;
  }
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js' {
  /**
   * The plugin's search worker class, exposed through Comlink when the
   * module loads; ./searchClient.ts calls it through Comlink.
   */
  export class SearchWorker {
    fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
    lowLevelFetchIndexes(
      baseUrl: string,
      searchContext: string,
    ): Promise<{
      /**
       * With the site's search extension, what its `loadIndex` returned:
       * src/search/sharded-index.mjs's state.
       */
      wrappedIndexes: {
        pipelines: {runString(text: string): string[]}[];
        surface: unknown;
      };
    }>;
    search(
      baseUrl: string,
      searchContext: string,
      input: string,
      limit: number,
    ): Promise<import('./types').SearchResult[]>;
    /** Added by ./worker.ts: index files the page is downloading, by their paths. */
    expectIndexFiles(paths: string[]): Promise<void>;
    /** Added by ./worker.ts: an index file the page downloaded (null: its download failed). */
    provideIndex(path: string, buffer: ArrayBuffer | null): Promise<void>;
    /** Added by ./worker.ts: "did you mean" queries that find something. */
    suggest(baseUrl: string, searchContext: string, input: string, max: number): Promise<string[]>;
  }
}
