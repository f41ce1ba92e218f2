/**
 * The shapes the search worker answers with (./worker.ts; the engine's results), as far as the
 * search box and search page read them.
 */

/** Which part of a page matched. */
export {TYPE as DocumentType} from '../../engine/index-format.mjs';

export interface SearchDocument {
  /** Id. */
  i: number;
  /** Text: the title, the heading or the matched paragraph. */
  t: string;
  /** URL of the page. */
  u: string;
  /** Anchor of the heading, with its `#`. */
  h?: string;
  /** Id of the page document, for headings and content. */
  p?: number;
  /** Breadcrumb. */
  b?: string[];
  /** Title of the section. */
  s?: string;
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page a heading or paragraph belongs to. */
  page?: SearchDocument | false;
  metadata: unknown;
  tokens: string[];
  /**
   * The text shown under the title and where the matched terms are in it
   * (../../engine/result-context.mjs, set in the worker).
   */
  context?: {t: string; positions: [number, number][]};
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
  /** The section a writer marked as the answer to the query (front matter `answers:`). */
  answer?: boolean;
  /** `client`: the query reads as a client's, whatever page it was typed on. */
  asker?: 'client';
  /** Results of the same standing may be ordered by area (engine/result-context.mjs). */
  standing?: number;
}
