// The size of each language's search index in a build: the index file (what every first search
// downloads) and the parts it loads as needed.
import fs from 'node:fs';
import path from 'node:path';

import {listFiles} from './site.mjs';
import {gzipSize} from './weight.mjs';

/** Where each language's pages live in the build, and a page to search from. */
export const SEARCH_LOCALES = {
  bg: {prefix: '/', startPage: '/business/intro/'},
  en: {prefix: '/en/', startPage: '/en/business/intro/'},
};

export function findIndexFiles(/** @type {string} */ dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .map((name) => path.join(dir, name));
}

const gzipOf = (/** @type {string[]} */ files) =>
  files.reduce((sum, file) => sum + gzipSize(fs.readFileSync(file)), 0);

/** Per language: the index files (raw, gzip) and, in `parts`, its shards under assets/search/. */
export function indexSizes(/** @type {string} */ buildDir) {
  return Object.entries(SEARCH_LOCALES).map(([locale, {prefix}]) => {
    const files = findIndexFiles(path.join(buildDir, prefix));
    const partsDir = path.join(buildDir, prefix, 'assets/search');
    const parts = listFiles(partsDir, '').map((name) => path.join(partsDir, name));
    return {
      locale,
      files: files.map((f) => path.relative(buildDir, f)),
      raw: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
      gzip: gzipOf(files),
      parts: {count: parts.length, gzip: gzipOf(parts)},
    };
  });
}
