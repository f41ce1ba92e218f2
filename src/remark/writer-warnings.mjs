// @ts-check
/**
 * Tells a writer about a broken link or a missing heading id while they
 * type, in `npm start`: a link to a page or section that does not exist
 * (file form `../x.md#id` or address form `/business/x/#id`) and an h2/h3
 * without `{#id}`, each as `file:line — what is wrong — what to do`. Docusaurus
 * checks links only in a full build, and heading ids only `npm run
 * check:content` checks.
 *
 * In `npm start` the problems stop the page's compilation, so they show in
 * the terminal and on the browser's error overlay when the file is saved;
 * the page comes back as soon as they are fixed. In `npm run build` they are
 * warnings: the build's own link check already stops it, with its summary
 * (scripts/build.mjs).
 *
 * The logic is src/remark/page-links.mjs, shared with `npm run check:writer`.
 * It reads the saved file (the line numbers a writer sees; Docusaurus hands
 * remark the text without its front matter) and the other pages' headings
 * from disk, read again only when they change: about 10 ms a page.
 */
import fs from 'node:fs';
import path from 'node:path';

import {formatProblem, pageLinkProblems, siteIndex} from './page-links.mjs';

/** Warnings already printed in this build (each page is compiled for the server and the browser). */
const printed = new Set();

/**
 * @param {{siteDir: string, stopOnProblems?: boolean}} options `stopOnProblems`:
 *   throw (npm start) rather than warn; by default, everywhere but production
 */
export default function remarkWriterWarnings(options) {
  const root = options.siteDir;
  const stop = options.stopOnProblems ?? process.env.NODE_ENV !== 'production';
  return (/** @type {unknown} */ _tree, /** @type {{path?: string}} */ vfile) => {
    if (!vfile.path) return;
    const file = path.relative(root, vfile.path).split(path.sep).join('/');
    if (file.startsWith('..')) return;
    let text;
    try {
      text = fs.readFileSync(vfile.path, 'utf8');
    } catch {
      return;
    }
    const problems = pageLinkProblems(root, file, text, siteIndex(root)).map((problem) =>
      formatProblem(file, problem),
    );
    if (problems.length === 0) return;
    if (stop) {
      throw new Error(
        `${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`} to fix:\n${problems.join('\n')}\n`,
      );
    }
    for (const problem of problems) {
      if (printed.has(problem)) continue;
      printed.add(problem);
      console.warn(`[WARNING] ${problem}`);
    }
  };
}
