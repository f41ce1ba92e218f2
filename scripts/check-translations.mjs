#!/usr/bin/env node
/**
 * Translation parity check, run by `npm test` before the build.
 *
 * 1. Every page under docs/, marketplace/ and changelog/ (Bulgarian, the
 *    default locale) has its English twin under i18n/en/…, and no English
 *    page is left without its Bulgarian original.
 * 2. Every entry of the interface translation files (code.json, navbar,
 *    footer, docs and blog options) exists in both locales and is really
 *    translated: Bulgarian messages are Bulgarian, English ones English.
 * 3. Every string id the site's React code uses (`<Translate id>`,
 *    `translate({id})` in src/) has a Bulgarian message: in code.json or, for
 *    the theme's own ids, in the theme's Bulgarian translations. The code's
 *    default messages are English, so a missing entry means English on the
 *    Bulgarian site. The ids are found as `docusaurus write-translations`
 *    finds them (`@docusaurus/babel`'s extractor).
 * 4. No interface string spells out the product name: the site is rebranded
 *    by editing src/constants.ts alone (SITE.md §1). Entries that would only
 *    repeat a name the configuration takes from there (navbar title, logo
 *    alt, copyright, …) must not exist, because a translation wins over the
 *    configuration; other strings write {productName}.
 *
 * A failure names the file or the key, so a writer knows what to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';

/** Content folders and where their English twins live. */
export const CONTENT_TWINS = [
  {source: 'docs', twin: 'i18n/en/docusaurus-plugin-content-docs/current'},
  {source: 'marketplace', twin: 'i18n/en/docusaurus-plugin-content-docs-marketplace/current'},
  {source: 'changelog', twin: 'i18n/en/docusaurus-plugin-content-blog'},
];

const PAGE_EXTENSIONS = new Set(['.md', '.mdx']);

/**
 * The product name, read from src/constants.ts (a TypeScript module, which
 * these Node scripts cannot import).
 */
export function readProductName(root) {
  const file = path.join(root, 'src', 'constants.ts');
  const match = /export const PRODUCT_NAME = '([^']+)'/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no "export const PRODUCT_NAME = '…'" line`);
  return match[1];
}

/**
 * Translation entries that would only repeat a name docusaurus.config.ts
 * takes from src/constants.ts, by file under i18n/<locale>/. They must not
 * exist: a translation wins over the configuration, so a rebrand would miss
 * them. `docusaurus write-translations` adds them; `npm run
 * write-translations` removes them again.
 */
export function brandEntries(productName) {
  return {
    'docusaurus-theme-classic/navbar.json': ['title', 'logo.alt'],
    'docusaurus-theme-classic/footer.json': ['copyright', `link.title.${productName}`],
    'docusaurus-plugin-content-blog/options.json': ['description'],
  };
}

/**
 * Messages that read the same in both languages on purpose: names of other
 * companies. Keep this list short.
 */
export const SAME_IN_BOTH_LANGUAGES = new Set(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

/** Lists the page files below `dir`, as paths relative to it (sorted). */
export function listPages(dir) {
  if (!fs.existsSync(dir)) return [];
  const pages = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (PAGE_EXTENSIONS.has(path.extname(entry.name))) {
        pages.push(path.relative(dir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(dir);
  return pages.sort();
}

/** Problems with the page twins, one line each, naming the files. */
export function checkPageTwins(root, pairs = CONTENT_TWINS) {
  const problems = [];
  for (const {source, twin} of pairs) {
    const sourcePages = listPages(path.join(root, source));
    const twinPages = new Set(listPages(path.join(root, twin)));
    for (const page of sourcePages) {
      if (!twinPages.has(page)) {
        problems.push(`${source}/${page}: no English translation (expected ${twin}/${page})`);
      }
      twinPages.delete(page);
    }
    for (const orphan of twinPages) {
      problems.push(
        `${twin}/${orphan}: English page without a Bulgarian original (expected ${source}/${orphan})`,
      );
    }
  }
  return problems;
}

/** True when a message's own words (placeholders removed) are in `locale`. */
export function looksTranslated(message, locale) {
  if (SAME_IN_BOTH_LANGUAGES.has(message.trim())) return true;
  const words = message.replace(/\{[^}]*\}/g, '');
  if (locale === 'bg') return CYRILLIC.test(words) || !LATIN.test(words);
  if (locale === 'en') return !CYRILLIC.test(words);
  return true;
}

/** Lists the translation JSON files of one locale, relative to i18n/<locale>. */
export function listTranslationFiles(root, locale) {
  const dir = path.join(root, 'i18n', locale);
  if (!fs.existsSync(dir)) return [];
  const files = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        files.push(path.relative(dir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(dir);
  return files.sort();
}

function readJson(file, problems) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: not valid JSON (${error.message})`);
    return null;
  }
}

/** Problems with the interface strings of both locales, naming file and key. */
export function checkInterfaceStrings(root, locales = ['bg', 'en']) {
  const problems = [];
  const productName = readProductName(root);
  const brand = brandEntries(productName);
  const filesByLocale = Object.fromEntries(
    locales.map((locale) => [locale, new Set(listTranslationFiles(root, locale))]),
  );
  const allFiles = new Set(Object.values(filesByLocale).flatMap((files) => [...files]));
  for (const file of [...allFiles].sort()) {
    const byLocale = {};
    for (const locale of locales) {
      const relative = `i18n/${locale}/${file}`;
      if (!filesByLocale[locale].has(file)) {
        problems.push(`${relative}: missing (run npm run write-translations and translate it)`);
        continue;
      }
      byLocale[locale] = readJson(path.join(root, relative), problems);
    }
    for (const locale of locales) {
      const entries = byLocale[locale];
      if (!entries) continue;
      const relative = `i18n/${locale}/${file}`;
      for (const [key, value] of Object.entries(entries)) {
        const message = typeof value === 'string' ? value : value?.message;
        if (brand[file]?.includes(key)) {
          problems.push(
            `${relative}: "${key}" overrides the name docusaurus.config.ts takes from ` +
              `src/constants.ts — remove the entry (npm run write-translations does)`,
          );
          continue;
        }
        if (typeof message === 'string' && message.includes(productName)) {
          problems.push(
            `${relative}: "${key}" spells out the product name — write {productName} and ` +
              `pass PRODUCT_NAME from src/constants.ts`,
          );
        }
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${relative}: "${key}" has no message`);
        } else if (!looksTranslated(message, locale)) {
          problems.push(
            `${relative}: "${key}" is not translated to ${locale}: ${JSON.stringify(message)}`,
          );
        }
        for (const other of locales) {
          if (other !== locale && byLocale[other] && !(key in byLocale[other])) {
            problems.push(`i18n/${other}/${file}: "${key}" is missing (it exists in ${relative})`);
          }
        }
      }
    }
  }
  return problems;
}

const SOURCE_EXTENSIONS = /\.(jsx?|tsx?|mjs)$/;

/** The React and script files of src/ (relative paths, sorted), where interface strings live. */
export function listSourceFiles(root) {
  const dir = path.join(root, 'src');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true})
    .map((file) => `src/${String(file).split(path.sep).join('/')}`)
    .filter((file) => SOURCE_EXTENSIONS.test(file) && !file.endsWith('.d.ts'))
    .sort();
}

/**
 * Problems with the string ids used in src/, naming the file and the id: an id without a
 * Bulgarian message (the code's English default would show on the Bulgarian site), and a
 * string the extractor cannot read (an id that is not a literal).
 */
export async function checkSourceStrings(root) {
  const files = listSourceFiles(root);
  if (files.length === 0) return [];
  const extracted = await extractAllSourceCodeFileTranslations(
    files.map((file) => path.join(root, file)),
    getBabelOptions({isServer: true}),
  );
  const codeFile = path.join(root, 'i18n', 'bg', 'code.json');
  const site = fs.existsSync(codeFile) ? JSON.parse(fs.readFileSync(codeFile, 'utf8')) : {};
  // The theme's own strings (theme.*) have Bulgarian messages in @docusaurus/theme-translations.
  const theme = await readDefaultCodeTranslationMessages({locale: 'bg', name: 'theme-common'});
  const problems = [];
  for (const {sourceCodeFilePath, translations, warnings} of extracted) {
    const file = path.relative(root, sourceCodeFilePath).split(path.sep).join('/');
    for (const warning of warnings) problems.push(`${file}: ${warning.split('\n')[0]}`);
    for (const [id, {message}] of Object.entries(translations)) {
      if (id in site || id in theme) continue;
      problems.push(
        `${file}: "${id}" has no Bulgarian message in i18n/bg/code.json — the Bulgarian ` +
          `site shows the English default ${JSON.stringify(message)} (run npm run ` +
          `write-translations and translate it)`,
      );
    }
  }
  return problems;
}

export async function checkTranslations(root) {
  return [
    ...checkPageTwins(root),
    ...checkInterfaceStrings(root),
    ...(await checkSourceStrings(root)),
  ];
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = await checkTranslations(root);
  if (problems.length > 0) {
    console.error(`Translation check failed: ${problems.length} problem(s)\n`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
    return;
  }
  const pages = CONTENT_TWINS.reduce(
    (sum, {source}) => sum + listPages(path.join(root, source)).length,
    0,
  );
  console.log(
    `Translation check passed: ${pages} pages have English twins; interface strings complete in bg and en, every string of src/ has a Bulgarian message.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
