// @ts-check
// The Latin words a Bulgarian picture may carry (untranslated-words.yml) and the rule that finds
// English in one, for the picture test and `npm run check:writer`.
import fs from 'node:fs';
import path from 'node:path';

// @ts-expect-error -- js-yaml ships no types, and @types/js-yaml would be a new dependency.
import yaml from 'js-yaml';

export const UNTRANSLATED_WORDS_FILE = path.join(import.meta.dirname, 'untranslated-words.yml');

/** @returns {Set<string>} */
export function loadUntranslatedWords(file = UNTRANSLATED_WORDS_FILE) {
  let data;
  try {
    data = yaml.load(fs.readFileSync(file, 'utf8')) ?? {};
  } catch (error) {
    throw new Error(
      `${path.relative(process.cwd(), file)}: ${/** @type {Error} */ (error).message}`,
      {cause: error},
    );
  }
  const words = new Set();
  for (const [group, list] of Object.entries(/** @type {Record<string, unknown>} */ (data))) {
    if (!Array.isArray(list)) {
      throw new Error(`${path.relative(process.cwd(), file)}: «${group}» is a list of words`);
    }
    for (const word of list) words.add(String(word));
  }
  return words;
}

/** Runs of Latin letters, digits and inner hyphens: a word, a name or a code. */
const TOKEN = /[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g;

// Codes of letters and digits («4K7P-9QXD-2MHT») and plain numbers are not words.
/** @param {string[]} texts @param {Set<string>} allowed @returns {string[]} */
export function englishWords(texts, allowed) {
  const prose = texts.join(' ').replaceAll(/&[a-z]+;|&#\d+;|#[0-9a-f]{6}/gi, ' ');
  return (prose.match(TOKEN) ?? []).filter(
    (token) => /[A-Za-z]/.test(token) && !/\d/.test(token) && !allowed.has(token),
  );
}
