// The rules of `scripts/content-terms.yml`, which writers extend without code: banned variants,
// explanations that live on one page, facts of PRODUCT-FACTS.md. Run by check-content.mjs.
import fs from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {linesOutsideCode} from '../src/remark/page-links.mjs';

/** `file:line: message` for each message `check` gives about a line outside code. */
export const problemsByLine = (file, text, check) =>
  [...linesOutsideCode(text)].flatMap(([index, line]) =>
    check(line).map((message) => `${file}:${index + 1}: ${message}`),
  );

export const TERMS_FILE = 'scripts/content-terms.yml';

/** The terms file as rules; a malformed entry stops the check, named (never a silent rule). */
export function loadTerms(root) {
  const file = path.join(root, TERMS_FILE);
  let data;
  try {
    data = yaml.load(fs.readFileSync(file, 'utf8')) ?? {};
  } catch (error) {
    // js-yaml's message names the line and shows it; its stack would bury that.
    throw new Error(`${TERMS_FILE}: ${error.message}`, {cause: error});
  }
  /** `written` as the writer wrote it, `source` as it is compiled (whole words for `find`). */
  const compile = (written, where, flags = 'iu', source = written) => {
    try {
      new RegExp(written, 'u');
      return new RegExp(source, flags);
    } catch (error) {
      throw new Error(
        `${TERMS_FILE}: ${where}: "${written}" is not a regular expression (${error.message})`,
      );
    }
  };
  const terms = {banned: {}, onePlace: {}, facts: {}};
  for (const locale of ['bg', 'en']) {
    terms.banned[locale] = (data.banned?.[locale] ?? []).map((entry, index) => {
      const where = `banned.${locale}[${index}]`;
      if (typeof entry?.find !== 'string' || typeof entry?.use !== 'string') {
        throw new Error(`${TERMS_FILE}: ${where} needs "find" and "use"`);
      }
      return {
        find: compile(
          entry.find,
          where,
          'giu',
          `(?<![\\p{L}\\p{N}])(?:${entry.find})(?![\\p{L}\\p{N}])`,
        ),
        near: entry.near ? compile(entry.near, where) : null,
        use: entry.use,
      };
    });
    terms.onePlace[locale] = (data.one_place?.[locale] ?? []).map((entry, index) => {
      const where = `one_place.${locale}[${index}]`;
      if (!entry?.find || !entry?.home || !entry?.what) {
        throw new Error(`${TERMS_FILE}: ${where} needs "find", "home" and "what"`);
      }
      return {find: compile(entry.find, where), home: entry.home, what: entry.what};
    });
    terms.facts[locale] = (data.facts?.[locale] ?? []).map((entry, index) => {
      const where = `facts.${locale}[${index}]`;
      if (!entry?.about || !entry?.claim || !entry?.fact || !entry?.what) {
        throw new Error(`${TERMS_FILE}: ${where} needs "about", "claim", "fact" and "what"`);
      }
      if (entry.lines !== undefined && !(Number.isInteger(entry.lines) && entry.lines >= 0)) {
        throw new Error(`${TERMS_FILE}: ${where}: "lines" is a number of lines (0 or more)`);
      }
      return {
        about: compile(entry.about, where, 'giu'),
        claim: compile(entry.claim, where, 'giu'),
        fact: compile(entry.fact, where, 'iu', `^(?:${entry.fact})$`),
        lines: entry.lines ?? 0,
        what: entry.what,
      };
    });
  }
  return terms;
}

function sentenceAround(line, start, end) {
  const before = line.slice(0, start);
  const from = Math.max(...['. ', '! ', '? '].map((stop) => before.lastIndexOf(stop)));
  const after = line.slice(end).search(/[.!?](\s|$)/);
  return line.slice(from === -1 ? 0 : from + 2, after === -1 ? line.length : end + after);
}

function proseOf(line) {
  return line
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{#[^}]*\}/g, ' ');
}

export const bannedTerms = (file, text, rules) =>
  problemsByLine(file, text, (line) => {
    const prose = proseOf(line);
    return rules.flatMap((rule) =>
      [...prose.matchAll(rule.find)]
        .filter(({0: found, index}) => {
          const sentence = sentenceAround(prose, index, index + found.length);
          return !rule.near || rule.near.test(sentence);
        })
        .map(([found]) => `«${found}» — write ${rule.use}`),
    );
  });

/** Lines of an explanation that lives on another page (`home`), by line. */
export const copiedExplanations = (file, text, rules, homeOf) =>
  problemsByLine(file, text, (line) =>
    rules
      .map((rule) => ({...rule, home: homeOf(rule.home)}))
      // A line that links to the home page is a summary pointing there, not a copy.
      .filter(({home, find}) => home !== file && find.test(line))
      .filter(({home}) => !['#', ')'].some((end) => line.includes(`${path.basename(home)}${end}`)))
      .map(
        ({home, what}) =>
          `${what} lives in ${home} — say what matters here in a sentence and link there`,
      ),
  );

/**
 * Values that differ from a fact of PRODUCT-FACTS.md, by line: where a line names a rule's
 * subject (`about`), each value of its `claim` must be the fact, in the same sentence or, with
 * `lines`, in the next `lines` lines (a window's name in one step, its button in the next).
 */
export function statedFacts(file, text, rules) {
  const problems = new Set();
  const lines = [...linesOutsideCode(text)].map(([index, line]) => [index, proseOf(line)]);
  for (const [position, [index, prose]] of lines.entries()) {
    for (const rule of rules) {
      for (const about of prose.matchAll(rule.about)) {
        const end = about.index + about[0].length;
        const scopes = rule.lines
          ? [
              [index, prose.slice(about.index)],
              ...lines.slice(position + 1).filter(([next]) => next <= index + rule.lines),
            ]
          : [[index, sentenceAround(prose, about.index, end)]];
        for (const [at, scope] of scopes) {
          for (const claim of scope.matchAll(rule.claim)) {
            const value = (claim[1] ?? claim[0]).trim();
            if (rule.fact.test(value)) continue;
            problems.add(`${file}:${at + 1}: «${claim[0].trim()}» — ${rule.what}`);
          }
        }
      }
    }
  }
  return [...problems];
}
