// The index files of one language's build: a lunr index per kind of document, written in parts.
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import lunr, {LANGUAGES} from '../engine/lunr-site.mjs';
import {INDEX_FILE} from '../engine/index-format.mjs';
import {serializeIndex} from '../engine/index-writer.mjs';
import {answersOfDocuments, markedAnswers} from './answers.mjs';
import {pagesToIndex, scanPages} from './documents.mjs';

export {INDEX_FILE};

/**
 * Word positions are kept for marking the words in results.
 * @param {import('./documents.mjs').SearchDocument[][]} documents
 */
export function buildIndexes(documents) {
  const languages = lunr.multiLanguage(...LANGUAGES);
  return documents.map((list) => ({
    documents: list,
    index: lunr(
      /** @this {any} lunr.Builder */ function () {
        this.use(languages);
        this.ref('i');
        this.field('t');
        this.metadataWhitelist = ['position'];
        for (const doc of list) this.add({...doc, i: String(doc.i)});
      },
    ),
  }));
}

/**
 * @param {Parameters<typeof pagesToIndex>[0]} buildData
 * @param {import('./documents.mjs').Scope & {synonyms: string[][]}} options
 */
export async function writeIndexFiles(buildData, options) {
  const pages = pagesToIndex(buildData, options);
  const {documents} = await scanPages(pages, options.ignoreCssSelectors);
  // The writers' canonical sections (front matter `answers:`); a section gone fails here.
  const answers = answersOfDocuments(markedAnswers(buildData.plugins), documents);
  const {index, files} = serializeIndex(buildIndexes(documents), {
    synonyms: options.synonyms,
    answers,
  });
  for (const [file, content] of [...Object.entries(files), [INDEX_FILE, index]]) {
    const target = path.join(buildData.outDir, file);
    await fs.promises.mkdir(path.dirname(target), {recursive: true});
    await fs.promises.writeFile(target, content);
  }
  return {pages: pages.length, files: Object.keys(files).length + 1};
}

function filesOf(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Of the indexed Markdown and the index code: in the index URL's query, so an older core is asked
 * for again.
 * @param {string[]} contentDirs absolute paths
 * @param {string[]} codeDirs absolute paths
 */
export function indexHash(contentDirs, codeDirs) {
  const hash = createHash('md5');
  const markdown = (name) => name.endsWith('.md') || name.endsWith('.mdx');
  for (const dir of contentDirs)
    for (const file of filesOf(dir, markdown)) hash.update(fs.readFileSync(file));
  for (const dir of codeDirs)
    for (const file of filesOf(dir, () => true)) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 8);
}
