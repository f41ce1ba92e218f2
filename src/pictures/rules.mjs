// @ts-check
// The picture rules of tests/unit/pictures.test.mjs as `{line, what, fix}` problems in a source's
// file, for `npm run check:writer`.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {describeSvg, LOCALES, loadPicture, SOURCE_DIR, sourceProblems} from './render.mjs';
import {MIN_FONT_SIZE, WIDTH} from './kit.mjs';
import {englishWords, loadUntranslatedWords} from './untranslated-words.mjs';

export const MAX_GZIP_BYTES = 30 * 1024;

/** The line of `word` in the `bg: {` block, or 1. @param {string} source @param {string} word */
export function lineOfBulgarianWord(source, word) {
  const lines = source.split('\n');
  const bg = lines.findIndex((line) => /^\s*bg:\s*\{/.test(line));
  const en = lines.findIndex((line) => /^\s*en:\s*\{/.test(line));
  const from = Math.max(bg, 0);
  const to = en > bg ? en : lines.length;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![A-Za-z0-9-])${escaped}(?![A-Za-z0-9-])`);
  const index = lines.slice(from, to).findIndex((line) => pattern.test(line));
  return index === -1 ? 1 : from + index + 1;
}

/**
 * @param {string} name @param {{sourceDir?: string, allowed?: Set<string>}} [options]
 * @returns {Promise<{file: string, line: number, what: string, fix: string}[]>}
 */
export async function pictureRuleProblems(name, options = {}) {
  const sourceDir = options.sourceDir ?? SOURCE_DIR;
  const fullPath = path.join(sourceDir, `${name}.mjs`);
  const file = path.relative(process.cwd(), fullPath).split(path.sep).join('/');
  const problem = (/** @type {string} */ what, /** @type {string} */ fix, line = 1) => ({
    file,
    line,
    what,
    fix,
  });
  let source;
  try {
    source = await loadPicture(name, sourceDir);
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    const line = /:(\d+)(?::\d+)?\)?$/m.exec(/** @type {Error} */ (error).stack ?? '')?.[1];
    return [
      problem(`the source does not load: ${message}`, 'fix the JavaScript', Number(line) || 1),
    ];
  }
  const structural = sourceProblems(name, source, sourceDir);
  if (structural.length > 0) {
    return structural.map((message) =>
      problem(
        message.replace(/^[^:]+: /, ''),
        'give every key a word in both bg and en, under the same names',
      ),
    );
  }
  const text = fs.readFileSync(fullPath, 'utf8');
  const problems = [];
  /** @type {Partial<Record<string, ReturnType<typeof describeSvg>>>} */
  const facts = {};
  for (const locale of LOCALES) {
    let svg;
    try {
      svg = source.draw(source.words[locale], locale);
    } catch (error) {
      problems.push(
        problem(
          `the ${locale} picture does not draw: ${/** @type {Error} */ (error).message}`,
          'fix the words or the layout named there',
        ),
      );
      continue;
    }
    const described = describeSvg(svg);
    facts[locale] = described;
    if (described.width !== WIDTH) {
      problems.push(
        problem(`the ${locale} picture is ${described.width} units wide`, `draw it ${WIDTH} wide`),
      );
    }
    if (described.smallestFont < MIN_FONT_SIZE) {
      problems.push(
        problem(
          `the ${locale} picture has text of ${described.smallestFont} units`,
          `use at least ${MIN_FONT_SIZE}, legible on a phone`,
        ),
      );
    }
    const gzip = gzipSync(svg).length;
    if (gzip > MAX_GZIP_BYTES) {
      problems.push(
        problem(
          `the ${locale} picture is ${Math.round(gzip / 1024)} KB gzipped`,
          'draw fewer shapes: at most 30 KB',
        ),
      );
    }
  }
  const {bg, en} = facts;
  if (bg && en) {
    if (JSON.stringify(bg.callouts) !== JSON.stringify(en.callouts)) {
      problems.push(
        problem(
          `the callouts differ: bg [${bg.callouts}], en [${en.callouts}]`,
          'draw the same numbered callouts in both languages',
        ),
      );
    }
    if (bg.texts.join(' ') === en.texts.join(' ')) {
      problems.push(
        problem('both languages draw the same words', 'translate the en words of the source'),
      );
    }
    const allowed = options.allowed ?? loadUntranslatedWords();
    for (const word of new Set(englishWords(bg.texts, allowed))) {
      problems.push(
        problem(
          `«${word}» is an English word in the Bulgarian picture`,
          'translate it, or, if the product shows it in Latin (a name, an option), add it to src/pictures/untranslated-words.yml',
          lineOfBulgarianWord(text, word),
        ),
      );
    }
  }
  return problems;
}
