// Types for autocomplete.js and mark.js, as far as this folder uses them: re-check on an upgrade.

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
    cssClasses?: Record<string, string | boolean>;
  }
  export interface AutocompleteInstance<T> {
    autocomplete: {
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
