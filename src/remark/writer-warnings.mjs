// @ts-check
/**
 * `npm start` names a broken link (file or address form) or an h2/h3 without
 * `{#id}` as `file:line — what is wrong — what to do` when a page is saved:
 * the problems stop the page's compilation, so they show in the terminal and
 * on the error overlay. In `npm run build` they are warnings (the build's own
 * link check stops it). Logic: page-links.mjs, shared with check:writer.
 * The saved file is read from disk for its line numbers (remark gets the text
 * without its front matter).
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
