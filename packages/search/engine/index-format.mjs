/**
 * What the indexer (../indexer/) writes and the browser reads: the index file's name under each
 * language's root and the kinds of document, whose numbers are the order of the lunr indexes in
 * that file.
 */

/** The index file of a language, under its root (`/`, `/en/`). */
export const INDEX_FILE = 'search-index.json';

/** Which part of a page a document is, and so which index it is in. */
export const TYPE = Object.freeze({Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4});

/** The index format's name, in the core: a worker of another version will not misread it. */
export const FORMAT = 'slotera-search-sharded@3';
