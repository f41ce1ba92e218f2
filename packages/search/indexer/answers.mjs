// The writers' canonical answers, from the articles' front matter `answers:`.
import {TYPE} from '../engine/index-format.mjs';
import {builtDocs} from './documents.mjs';

/** @typedef {{file: string, permalink: string, section: string | null, words: string[]}} MarkedAnswer */

const fileOf = (source) => String(source ?? '').replace(/^@site\//, '');

/**
 * @param {{name: string, content: any}[]} plugins the build's plugins (postBuild)
 * @returns {MarkedAnswer[]}
 */
export function markedAnswers(plugins) {
  /** @type {MarkedAnswer[]} */
  const found = [];
  for (const doc of builtDocs(plugins)) {
    const list = doc.frontMatter?.answers;
    if (list === undefined) continue;
    const file = fileOf(doc.source);
    const example = 'e.g. answers: [{section: refunds, words: [refund, money back]}]';
    if (!Array.isArray(list))
      throw new Error(`${file}: front matter "answers" must be a list (${example})`);
    list.forEach((entry, n) => {
      const where = `${file}: answers, item ${n + 1}`;
      if (!entry || typeof entry !== 'object' || Array.isArray(entry))
        throw new Error(`${where}: expected {section, words} (${example})`);
      const {section = null, words} = entry;
      if (section !== null && (typeof section !== 'string' || !/^[a-z0-9-]+$/.test(section)))
        throw new Error(`${where}: "section" is a heading id such as refunds (no #)`);
      if (
        !Array.isArray(words) ||
        words.length === 0 ||
        words.some((w) => typeof w !== 'string' || !w.trim())
      )
        throw new Error(`${where}: "words" is a list of the words readers search with`);
      found.push({
        file,
        permalink: doc.permalink,
        section,
        words: words.map((w) => w.trim().toLowerCase()),
      });
    });
  }
  return found;
}

/**
 * `[type, ordinal, words]`: the section's heading (or the page's title) by its place in its list.
 * @param {MarkedAnswer[]} answers
 * @param {import('./documents.mjs').SearchDocument[][]} documents by TYPE
 * @returns {[number, number, string[]][]}
 */
export function answersOfDocuments(answers, documents) {
  return answers.map(({file, permalink, section, words}) => {
    const type = section ? TYPE.Heading : TYPE.Title;
    // A permalink with or without its trailing slash, as the site's trailingSlash has it.
    const page = String(permalink).replace(/\/$/, '');
    const ordinal = documents[type].findIndex(
      (doc) => String(doc.u).replace(/\/$/, '') === page && (!section || doc.h === `#${section}`),
    );
    if (ordinal < 0)
      throw new Error(
        section
          ? `${file}: answers: the page ${permalink} has no section {#${section}} (a heading was renamed or removed?)`
          : `${file}: answers: the page ${permalink} is not in the search index`,
      );
    return [type, ordinal, words];
  });
}
