#!/usr/bin/env node
// `npm run report:repeats`: near-identical prose lines between published pages, per language — a
// number to watch (README "One truth per fact"), not a check. Similarity is difflib's ratio;
// drafts, link targets and link-only list items are left out.
//   node scripts/repeated-paragraphs.mjs [--root DIR] [--list]
import fs from 'node:fs';
import path from 'node:path';

import {DEFAULT_LOCALE, LOCALES} from '../src/site-facts.mjs';
import {listPages} from './check-translations.mjs';
import {AREAS, proseLines} from '../src/remark/page-links.mjs';
import {parsePage} from './check-content.mjs';
import {ROOT, parseCli, runMain} from './lib.mjs';

/** Long: copied paragraphs; short: copied bullets and boilerplate sentences. */
export const SETTINGS = [
  {name: 'long', minLength: 120, minRatio: 0.75},
  {name: 'short', minLength: 70, minRatio: 0.8},
];

/** Length of the longest common substring of a[alo:ahi] and b[blo:bhi], and where. */
function longestMatch(a, b, alo, ahi, blo, bhi) {
  let best = {i: alo, j: blo, size: 0};
  const width = bhi - blo;
  let previous = new Int32Array(width + 1);
  let current = new Int32Array(width + 1);
  for (let i = alo; i < ahi; i++) {
    for (let k = 1; k <= width; k++) {
      const size = a[i] === b[blo + k - 1] ? previous[k - 1] + 1 : 0;
      current[k] = size;
      if (size > best.size) best = {i: i - size + 1, j: blo + k - size, size};
    }
    [previous, current] = [current, previous];
  }
  return best;
}

/** difflib's ratio: 2·M / (|a| + |b|), M the characters of the recursive longest matches. */
export function similarity(textA, textB) {
  if (!textA.length && !textB.length) return 1;
  const codes = (text) => Uint16Array.from(text, (ch) => ch.charCodeAt(0));
  const a = codes(textA);
  const b = codes(textB);
  let matched = 0;
  const queue = [[0, a.length, 0, b.length]];
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop();
    const {i, j, size} = longestMatch(a, b, alo, ahi, blo, bhi);
    if (!size) continue;
    matched += size;
    if (alo < i && blo < j) queue.push([alo, i, blo, j]);
    if (i + size < ahi && j + size < bhi) queue.push([i + size, ahi, j + size, bhi]);
  }
  return (2 * matched) / (a.length + b.length);
}

/** An upper bound of `similarity` from character counts alone (difflib's quick_ratio). */
function quickRatio(countsA, lengthA, countsB, lengthB) {
  let common = 0;
  for (const [ch, n] of countsA) common += Math.min(n, countsB.get(ch) ?? 0);
  return (2 * common) / (lengthA + lengthB);
}

/** The lines of prose to compare: no tables, headings, admonitions, imports, tags or code. */
function comparableLines(text) {
  const out = [];
  for (const [index, line] of proseLines(text)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('|') || trimmed.startsWith('#')) continue;
    if (/^(:::|import |export |<)/.test(trimmed)) continue;
    // A list item that is only a link ("Related articles") points somewhere; it copies nothing.
    if (/^([-*]|\d+\.)\s+\[[^\]]*\]\([^)]*\)[.;]?$/.test(trimmed)) continue;
    // Link targets are addresses, not prose: long relative paths made unrelated lines look alike.
    out.push({line: index + 1, text: trimmed.replace(/\]\([^)]*\)/g, ']')});
  }
  return out;
}

export const publishedPages = (root, locale) =>
  AREAS.map(({source, twin}) => (locale === DEFAULT_LOCALE ? source : twin))
    .flatMap((folder) => listPages(path.join(root, folder)).map((page) => `${folder}/${page}`))
    .map((file) => ({file, text: fs.readFileSync(path.join(root, file), 'utf8')}))
    .filter(({text}) => parsePage(text).frontMatter.draft !== true);

export function repeatedPairs(pages, {minLength, minRatio}) {
  const lines = [];
  for (const {file, text} of pages) {
    for (const {line, text: prose} of comparableLines(text)) {
      if (prose.length < minLength) continue;
      const counts = new Map();
      for (const ch of prose) counts.set(ch, (counts.get(ch) ?? 0) + 1);
      lines.push({file, line, text: prose, counts});
    }
  }
  const pairs = [];
  for (let x = 0; x < lines.length; x++) {
    for (let y = x + 1; y < lines.length; y++) {
      const a = lines[x];
      const b = lines[y];
      if (a.file === b.file) continue;
      const la = a.text.length;
      const lb = b.text.length;
      if ((2 * Math.min(la, lb)) / (la + lb) < minRatio) continue;
      if (quickRatio(a.counts, la, b.counts, lb) < minRatio) continue;
      const ratio = similarity(a.text, b.text);
      if (ratio >= minRatio) pairs.push({a, b, ratio});
    }
  }
  return pairs;
}

runMain(import.meta, (args) => {
  const {values} = parseCli(args, {
    options: {root: {type: 'string', needs: 'a folder'}, list: {type: 'boolean'}},
    usage: 'repeated-paragraphs.mjs [--root DIR] [--list]',
    allowPositionals: false,
  });
  const root = values.root ? path.resolve(values.root) : ROOT;
  for (const locale of LOCALES) {
    const pages = publishedPages(root, locale);
    for (const setting of SETTINGS) {
      const pairs = repeatedPairs(pages, setting);
      const files = new Set(pairs.flatMap(({a, b}) => [a.file, b.file]));
      console.log(
        `${locale} ${setting.name} (≥ ${setting.minLength} characters, ≥ ${setting.minRatio * 100} % similar): ` +
          `${pairs.length} pairs in ${files.size} of ${pages.length} pages`,
      );
      if (values.list) {
        for (const {a, b, ratio} of pairs.sort((p, q) => q.ratio - p.ratio)) {
          console.log(`  ${a.file}:${a.line} ~ ${b.file}:${b.line} (${Math.round(ratio * 100)} %)`);
        }
      }
    }
  }
});
