// What the SMS unit tests (tests/unit/sms-*.test.mjs) share: the notifications
// articles in both languages and readers of their tables and sums.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';
export const ARTICLES = {
  bg: {
    prices: read('docs/notifications/prices.md'),
    templates: read('docs/notifications/templates.md'),
  },
  en: {
    prices: read(`${EN_DOCS}/notifications/prices.md`),
    templates: read(`${EN_DOCS}/notifications/templates.md`),
  },
};

/** The words each language's articles use in the tables read below. */
export const WORDS = {
  bg: {
    channel: 'Канал',
    email: 'Имейл',
    free: 'безплатно',
    limits: 'Текст на съобщението',
    latin: /латин/,
    cyrillic: /кирилица/,
    segments: 'Сегменти',
    upTo: 'до',
    characters: 'знака',
    minutes: 'минути',
    monthly: 'Настройка',
    smsOnly: /^само SMS/,
    placeholder: 'Поле',
    length: /Дължина: (\d+)[\u00a0 ]знака/,
  },
  en: {
    channel: 'Channel',
    email: 'E-mail',
    free: 'free',
    limits: 'Message text',
    latin: /Latin/,
    cyrillic: /Cyrillic/,
    segments: 'Segments',
    upTo: 'up to',
    characters: 'characters',
    minutes: 'minutes',
    monthly: 'Set-up',
    smsOnly: /^SMS only/,
    placeholder: 'Placeholder',
    length: /Length: (\d+)[\u00a0 ]characters/,
  },
};

/** @param {string} file */
export function read(file) {
  return fs.readFileSync(path.join(ROOT, file), 'utf8');
}

/** The Markdown tables of a page outside code blocks: header cells and rows of cells. */
export function tables(markdown) {
  const found = [];
  let fence = null;
  let current = null;
  for (const line of markdown.split('\n')) {
    const opening = /^\s*(```|~~~)/.exec(line);
    if (opening) fence = fence === null ? opening[1] : fence === opening[1] ? null : fence;
    if (fence === null && !opening && /^\s*\|/.test(line)) {
      const cells = line
        .trim()
        .replace(/^\|/, '')
        .replace(/(?<!\\)\|$/, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      if (!current) found.push((current = {header: cells, rows: []}));
      else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) current.rows.push(cells);
    } else current = null;
  }
  return found;
}

/** The table whose first header cell is `first`. */
export function table(markdown, first) {
  const match = tables(markdown).find((t) => t.header[0] === first);
  assert.ok(match, `no table headed "${first}"`);
  return match;
}

/** The row whose first cell matches. */
export function row(t, first) {
  const match = t.rows.find((cells) =>
    typeof first === 'string' ? cells[0] === first : first.test(cells[0]),
  );
  assert.ok(match, `no row "${first}" in the table headed "${t.header[0]}"`);
  return match;
}

/** Every «0,06 € (0,12 лв.)» / "€0.06 (BGN 0.12)" in a text, as cents. */
export function sums(text, locale) {
  const pattern =
    locale === 'bg'
      ? /(\d[\d\u00a0 ]*,\d{2})[\u00a0 ]€[\u00a0 ]\((\d[\d\u00a0 ]*,\d{2})[\u00a0 ]лв\.\)/g
      : /€([\d,]+\.\d{2})[\u00a0 ]\(BGN[\u00a0 ]([\d,]+\.\d{2})\)/g;
  const cents = (value) =>
    Math.round(
      Number(
        locale === 'bg'
          ? value.replace(/[\u00a0 ]/g, '').replace(',', '.')
          : value.replace(/,/g, ''),
      ) * 100,
    );
  return [...text.matchAll(pattern)].map((m) => ({eur: cents(m[1]), bgn: cents(m[2])}));
}

/** The one sum of a cell. */
export function sum(cell, locale) {
  const found = sums(cell, locale);
  assert.equal(found.length, 1, `one sum in "${cell}"`);
  return found[0];
}

/** The whole number a text starts with, with or without thousands separators: «1000», "1,000 characters", «1 000». */
export function integer(text) {
  const match = /^\d{1,3}(?:([,\u00a0 ])\d{3}(?:\1\d{3})*)?(?!\d)|^\d+/.exec(text);
  assert.ok(match, `a number at the start of "${text}"`);
  return Number(match[0].replace(/[,\u00a0 ]/g, ''));
}

/** The ```text blocks (```text message too) of a Markdown text, with the text after each up to the next block. */
export function textBlocks(markdown) {
  const parts = markdown.split(/^```text(?: message)?\n([\s\S]*?)\n```$/m);
  const blocks = [];
  for (let i = 1; i < parts.length; i += 2) {
    // What follows a block up to its first blank line: the sentence or list about it.
    blocks.push({text: parts[i], after: parts[i + 1].replace(/^\n+/, '').split('\n\n')[0]});
  }
  return blocks;
}

export const NBSP = '\u00a0';
