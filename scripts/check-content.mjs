#!/usr/bin/env node
// `npm run check:content` (`-- --fix` writes the no-break spaces): the rules of SITE.md §6 the
// build does not enforce, on every page and its twin (README "What the checks tell you").
import fs from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

import {parseCli, readIfExists, reportProblems, ROOT, runMain} from './lib.mjs';

import {listPages} from './check-translations.mjs';
import {AREAS, headingsOf, linesOutsideCode, twinOf} from '../src/remark/page-links.mjs';
import {
  bannedTerms,
  copiedExplanations,
  loadTerms,
  problemsByLine,
  statedFacts,
  TERMS_FILE,
} from './content-terms.mjs';
import {loadPicture, pictureNames, sourceProblems} from '../src/pictures/render.mjs';

/** Euro to leva, fixed (SITE.md §6): every sum in leva must follow from its euro. */
export const LEVA_PER_EURO = 1.95583;

const BG_MONEY = /(\d[\d\u00a0 ]*(?:,\d+)?)\s*€\s*\((\d[\d\u00a0 ]*(?:,\d+)?)\s*лв\.\)/g;
const EN_MONEY = /€([\d,]+(?:\.\d+)?)\s*\(BGN\s([\d,]+(?:\.\d+)?)\)/g;

export function checkMoney(file, text, locale) {
  const problems = [];
  const number =
    locale === 'bg'
      ? (v) => Number(v.replace(/[\u00a0 ]/g, '').replace(',', '.'))
      : (v) => Number(v.replace(/,/g, ''));
  for (const match of text.matchAll(locale === 'bg' ? BG_MONEY : EN_MONEY)) {
    const euro = number(match[1]);
    const leva = number(match[2]);
    const expected = Math.round(euro * LEVA_PER_EURO * 100) / 100;
    if (Math.abs(expected - leva) > 0.005) {
      problems.push(`${file}: "${match[0]}" — ${euro} € is ${expected.toFixed(2)} лв. at 1.95583`);
    }
  }
  return problems;
}

export const MIN_WORDS = {docs: 300, marketplace: 300, changelog: 150};

const ASCII_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bFIXME\b|coming soon|скоро очаквайте/i;

export function parsePage(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return {frontMatter: {}, body: text};
  return {frontMatter: yaml.load(match[1]) ?? {}, body: match[2]};
}

/** The h2/h3 headings of a page (the ones that need an id), read as page-links reads them. */
const sections = (text) => headingsOf(text).filter(({level}) => level === 2 || level === 3);

/** A Markdown table's delimiter row, the one under its header: `|---|:---:|`. */
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?\s*$/;

/** The cells of a table row (`| a | b |` → ['a', 'b']); `\|` is a pipe inside a cell. */
function tableCells(row) {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

export function emptyTableHeaders(file, text) {
  const lines = text.split('\n');
  // The header is the line above the delimiter row: its 1-based number is the row's index.
  return [...linesOutsideCode(text)]
    .filter(([index, line]) => index > 0 && TABLE_DELIMITER.test(line))
    .map(([index]) => [index, tableCells(lines[index - 1]).findIndex((cell) => cell === '')])
    .filter(([, empty]) => empty !== -1)
    .map(
      ([index, empty]) =>
        `${file}:${index}: table header cell ${empty + 1} is empty — name its column ` +
        `(screen readers read the header out with every cell under it)`,
    );
}

/**
 * «в»/«с» where Bulgarian needs «във»/«със»: before a word starting with в/ф, and с/з. Bold,
 * italics and opening quotes between them do not count.
 */
const SHORT_PREPOSITION = /(?<![\p{L}\p{N}])([вВсС]) ([*_]{0,2}[„"«]?)(\p{L}+)/gu;
const NEEDS_LONG_FORM = {в: /^[вф]/i, с: /^[сз]/i};

export const shortPrepositions = (file, text) =>
  problemsByLine(file, text, (line) => {
    const prose = line.replace(/`[^`]*`/g, ' ').replace(/\]\([^)]*\)/g, '] ');
    return [...prose.matchAll(SHORT_PREPOSITION)]
      .filter(([, preposition, , word]) => NEEDS_LONG_FORM[preposition.toLowerCase()].test(word))
      .map(([, preposition, markup, word]) => {
        const long = `${preposition}ъ${preposition.toLowerCase()}`;
        return (
          `«${preposition} ${markup}${word}» — write «${long} ${markup}${word}» ` +
          `(«${long}» before a word starting with ${preposition.toLowerCase() === 'в' ? 'в or ф' : 'с or з'})`
        );
      });
  });

/**
 * The spaces between a number and its unit that a line must not break at: «0,06 €», «19,36 лв.»,
 * «10 %», "BGN 19.36", and the thousands in «1 000 €». Each must be a no-break space (U+00A0).
 */
const NUMBER_UNIT_GAPS = [
  /(?<=\d) (?=€|лв\.|%|BGN(?![\p{L}\p{N}]))/gu,
  /(?<=(?<![\p{L}\p{N}])BGN) (?=\d)/gu,
  /(?<=\d) (?=\d{3}(?:[,.]\d+)?[ \u00a0](?:€|лв\.))/gu,
];

const NOT_PROSE = /`[^`]*`|\]\([^)]*\)|\{#[^}]*\}/g;

/** The indexes in `line` of plain spaces between a number and its unit, outside code and links. */
export function numberUnitGaps(line) {
  const skipped = [...line.matchAll(NOT_PROSE)].map((m) => [m.index, m.index + m[0].length]);
  const gaps = new Set();
  for (const pattern of NUMBER_UNIT_GAPS) {
    for (const match of line.matchAll(pattern)) {
      if (!skipped.some(([from, to]) => match.index >= from && match.index < to)) {
        gaps.add(match.index);
      }
    }
  }
  return [...gaps].sort((a, b) => a - b);
}

/** A plain space between a number and its unit, by line: a line may break there («0,06 / €»). */
export const numberUnitSpaces = (file, text) =>
  problemsByLine(file, text, (line) =>
    numberUnitGaps(line).map((gap) => {
      const from = line.lastIndexOf(' ', gap - 1) + 1;
      const to = line.indexOf(' ', gap + 1);
      const words = line.slice(from, to === -1 ? line.length : to);
      return `«${words}» — a no-break space between the number and its unit (npm run check:content -- --fix writes it)`;
    }),
  );

export function withNoBreakSpaces(text) {
  const lines = text.split('\n');
  for (const [index, line] of linesOutsideCode(text)) {
    const chars = [...line.split('')];
    for (const gap of numberUnitGaps(line)) chars[gap] = '\u00a0';
    lines[index] = chars.join('');
  }
  return lines.join('\n');
}

/**
 * Characters Docusaurus escapes twice in an image's alternative text (its image plugin HTML-escapes
 * the text, then React escapes it again): a screen reader reads "Maria&#39;s".
 */
const ALT_ESCAPED = /['"&<>]/;
const IMAGE = /!\[([^\]]*)\]\(/g;

const ALT_INSTEAD = {"'": '’', '"': '“ ” or „ “', '&': '«и» / "and"', '<': 'words', '>': 'words'};

export const imageAltEntities = (file, text) =>
  problemsByLine(file, text, (line) =>
    [...line.matchAll(IMAGE)]
      .map(([, alt]) => ALT_ESCAPED.exec(alt)?.[0])
      .filter(Boolean)
      .map(
        (char) =>
          `the image's alternative text has ${char}, which readers would get as an HTML entity — write ${ALT_INSTEAD[char]}`,
      ),
  );

const PICTURE_IMAGE = /!\[([^\]]*)\]\((\/img\/pictures\/([^)\s]*?))(?:\s+"([^"]*)")?\)/g;
const PICTURE_FILE = /^([a-z0-9-]+)\.(bg|en)\.svg$/;

export const picturesShown = (text) =>
  [...linesOutsideCode(text)].flatMap(([, line]) =>
    [...line.matchAll(PICTURE_IMAGE)].map(
      ([, , , fileName]) => PICTURE_FILE.exec(fileName)?.[1] ?? fileName,
    ),
  );

/** A picture shown has a source, alternative text, caption, and the article's language. */
export const pictureProblems = (file, text, locale, names) =>
  problemsByLine(file, text, (line) =>
    [...line.matchAll(PICTURE_IMAGE)].flatMap(([, alt, url, fileName, caption]) => {
      const parts = PICTURE_FILE.exec(fileName);
      if (!parts) return [`${url} is not a picture address (/img/pictures/<name>.<bg|en>.svg)`];
      const [, name, pictureLocale] = parts;
      return [
        !names.includes(name) && `the picture ${name} has no source src/pictures/${name}.mjs`,
        pictureLocale !== locale &&
          `a ${locale} page shows the ${pictureLocale} picture ${url}; use ${name}.${locale}.svg`,
        !alt.trim() &&
          `the picture ${name} has no alternative text: say what it shows between ![ and ]`,
        !caption?.trim() &&
          `the picture ${name} has no caption: add its point as the title, ![…](${url} "…")`,
      ].filter(Boolean);
    }),
  );

export function pictureTwinProblems(file, text, twinFile, twinText) {
  const ours = picturesShown(text);
  const theirs = picturesShown(twinText);
  if (sameList(ours, theirs)) return [];
  return [
    `${twinFile}: shows the pictures [${theirs.join(', ')}], ${file} shows [${ours.join(', ')}]; each language shows the same pictures`,
  ];
}

export async function pictureSourceProblems() {
  const problems = [];
  for (const name of pictureNames()) {
    try {
      problems.push(...sourceProblems(name, await loadPicture(name)));
    } catch (error) {
      problems.push(`src/pictures/${name}.mjs: ${error.message}`);
    }
  }
  return problems;
}

export function countWords(body) {
  const prose = [...linesOutsideCode(body)]
    .map(([, line]) => line)
    .join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/^:::.*$/gm, ' ');
  return (prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

const REQUIRED_FRONT_MATTER = {
  docs: ['title', 'description', 'sidebar_position', 'tags', 'keywords'],
  marketplace: ['title', 'description', 'sidebar_position', 'keywords'],
  changelog: ['title', 'description', 'authors', 'tags'],
};

export function checkPage(file, text, kind) {
  const problems = [];
  const {frontMatter, body} = parsePage(text);
  for (const key of REQUIRED_FRONT_MATTER[kind]) {
    // The words readers search with that the article does not use (issue #22); a draft may wait.
    if (key === 'keywords' && frontMatter.draft) continue;
    const value = frontMatter[key];
    if (value === undefined || value === null || value.length === 0) {
      problems.push(`${file}: front matter has no ${key}`);
    }
  }
  for (const {line, text: title, id} of sections(text)) {
    if (!id) {
      problems.push(`${file}:${line}: heading "${title}" has no explicit id, e.g. {#my-section}`);
    } else if (!ASCII_ID.test(id)) {
      problems.push(
        `${file}:${line}: heading "${title}" has the id {#${id}} — write it in lower-case ASCII letters, digits and hyphens, e.g. {#my-section}`,
      );
    }
  }
  const words = countWords(body);
  if (words < MIN_WORDS[kind]) {
    problems.push(`${file}: only ${words} words of body; a page needs at least ${MIN_WORDS[kind]}`);
  }
  const placeholder = PLACEHOLDER.exec(text);
  if (placeholder) problems.push(`${file}: placeholder text "${placeholder[0]}"`);
  problems.push(...emptyTableHeaders(file, text));
  problems.push(...imageAltEntities(file, text));
  return problems;
}

const sameList = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function checkTwins(file, text, twinFile, twinText, kind) {
  const problems = [];
  const page = parsePage(text);
  const twin = parsePage(twinText);
  const ids = sections(text).map((h) => h.id);
  const twinIds = sections(twinText).map((h) => h.id);
  if (!sameList(ids, twinIds)) {
    const detail = [
      ['missing in English', ids.filter((id) => id && !twinIds.includes(id))],
      ['only in English', twinIds.filter((id) => id && !ids.includes(id))],
    ]
      .filter(([, list]) => list.length > 0)
      .map(([what, list]) => `${what}: ${list.join(', ')}`)
      .join('; ');
    problems.push(
      `${twinFile}: heading ids differ from ${file}${detail ? ` (${detail})` : ' (order)'}`,
    );
  }
  const shared = kind === 'changelog' ? ['tags', 'authors'] : ['sidebar_position', 'tags', 'draft'];
  for (const key of shared) {
    if (!sameList(page.frontMatter[key], twin.frontMatter[key])) {
      problems.push(`${twinFile}: front matter ${key} differs from ${file}`);
    }
  }
  return problems;
}

export function checkContent(root) {
  const problems = [];
  const terms = loadTerms(root);
  const pictures = pictureNames();
  for (const {source, twin} of AREAS) {
    for (const page of listPages(path.join(root, source))) {
      const file = `${source}/${page}`;
      const twinFile = `${twin}/${page}`;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      // A missing twin is reported by check-translations.
      const twinText = readIfExists(path.join(root, twinFile));
      const sides = [[file, text, 'bg', (home) => home]];
      if (twinText !== null) sides.push([twinFile, twinText, 'en', twinOf]);
      for (const [side, sideText, locale, homeOf] of sides) {
        problems.push(
          ...checkPage(side, sideText, source),
          ...checkMoney(side, sideText, locale),
          ...numberUnitSpaces(side, sideText),
          ...(locale === 'bg' ? shortPrepositions(side, sideText) : []),
          ...bannedTerms(side, sideText, terms.banned[locale]),
          ...copiedExplanations(side, sideText, terms.onePlace[locale], homeOf),
          ...(source === 'changelog' ? [] : statedFacts(side, sideText, terms.facts[locale])),
          ...pictureProblems(side, sideText, locale, pictures),
        );
      }
      if (twinText === null) continue;
      problems.push(...checkTwins(file, text, twinFile, twinText, source));
      problems.push(...pictureTwinProblems(file, text, twinFile, twinText));
    }
  }
  return problems;
}

export function fixNumberUnitSpaces(root) {
  const fixed = [];
  for (const dir of AREAS.flatMap(({source, twin}) => [source, twin])) {
    for (const page of listPages(path.join(root, dir))) {
      const file = path.join(root, dir, page);
      const text = fs.readFileSync(file, 'utf8');
      const next = withNoBreakSpaces(text);
      if (next === text) continue;
      fs.writeFileSync(file, next);
      fixed.push(`${dir}/${page}`);
    }
  }
  return fixed;
}

const USAGE = 'npm run check:content [-- --fix]';

async function main(/** @type {string[]} */ args) {
  const {values} = parseCli(args, {options: {fix: {type: 'boolean'}}, usage: USAGE});
  if (values.fix) {
    const fixed = fixNumberUnitSpaces(ROOT);
    for (const file of fixed) console.log(`  ${file}: no-break spaces between numbers and units`);
  }
  reportProblems(
    'Content check',
    [...checkContent(ROOT), ...(await pictureSourceProblems())],
    `Content check passed: front matter, heading ids, length and sums in euro and leva of every page in both languages, no-break spaces between numbers and units; във/със in Bulgarian; the terms, one-place explanations and facts of ${TERMS_FILE}; every picture with its source, alternative text, caption and twin.`,
  );
}

runMain(import.meta, main);
