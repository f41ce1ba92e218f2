// The worker's answers, as far as the box and the page read them.
export {TYPE as DocumentType} from '../../engine/index-format.mjs';

export interface SearchDocument {
  i: number; // id
  t: string; // the title, heading or paragraph
  u: string; // the page's URL
  h?: string; // the heading's anchor, with its `#`
  b?: string[]; // breadcrumb
  s?: string; // the section's title
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page a heading or paragraph belongs to. */
  page?: SearchDocument | false;
  metadata: unknown;
  tokens: string[];
  context?: {t: string; positions: [number, number][]};
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
  /** The section a writer marked as the answer to the query (front matter `answers:`). */
  answer?: boolean;
}
