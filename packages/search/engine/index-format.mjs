// What the indexer writes and the browser reads: the file name and the kinds of document.

export const INDEX_FILE = 'search-index.json';

export const TYPE = Object.freeze({Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4});

// A worker of another version will not misread the core.
export const FORMAT = 'slotera-search-sharded@3';
