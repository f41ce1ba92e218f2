// @ts-check
// A broken link or an h2/h3 without `{#id}` stops the page's compilation in `npm start` (terminal
// and overlay) and warns in a build; the file is read from disk for its line numbers.
import fs from 'node:fs';
import path from 'node:path';

import {formatProblem, pageLinkProblems, siteIndex} from './page-links.mjs';

/** Warnings already printed in this build (each page is compiled for the server and the browser). */
const printed = new Set();

/** By default it stops everywhere but in production. @param {{siteDir: string, stopOnProblems?: boolean}} options */
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
