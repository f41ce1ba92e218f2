#!/usr/bin/env node
// `npm run check:translations`: every page has its twin in the other language; every interface
// string exists in both locales and is translated; every string id of src/ has a Bulgarian message
// (the code's defaults are English); no interface string spells out the product name (a rebrand
// edits src/constants.ts alone). Each problem names its file or key.
import fs from 'node:fs';
import path from 'node:path';

import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';

import {DEFAULT_LOCALE, LOCALES} from '../src/site-facts.mjs';
import {AREAS} from '../src/remark/page-links.mjs';
import {ROOT, listFiles, readJson, reportProblems, runMain} from './lib.mjs';

/** The product name, from src/constants.ts (TypeScript, which these scripts cannot import). */
export function readProductName(root) {
  const file = path.join(root, 'src', 'constants.ts');
  const match = /export const PRODUCT_NAME = '([^']+)'/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no "export const PRODUCT_NAME = '…'" line`);
  return match[1];
}

/** i18n entries repeating a name taken from src/constants.ts (a rebrand would miss them). */
export function brandEntries(productName) {
  return {
    'docusaurus-theme-classic/navbar.json': ['title', 'logo.alt'],
    'docusaurus-theme-classic/footer.json': ['copyright', `link.title.${productName}`],
    'docusaurus-plugin-content-blog/options.json': ['description'],
  };
}

/** Messages the same in both languages on purpose: other companies' names. Keep it short. */
export const SAME_IN_BOTH_LANGUAGES = new Set(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

export const listPages = (dir) => [...listFiles(dir, '.md'), ...listFiles(dir, '.mdx')].sort();

export function checkPageTwins(root, pairs = AREAS) {
  const problems = [];
  for (const {source, twin} of pairs) {
    const twinPages = new Set(listPages(path.join(root, twin)));
    for (const page of listPages(path.join(root, source))) {
      // What is left in twinPages has no Bulgarian original.
      if (!twinPages.delete(page)) {
        problems.push(`${source}/${page}: no English translation (expected ${twin}/${page})`);
      }
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

export function checkInterfaceStrings(root, locales = LOCALES) {
  const problems = [];
  const productName = readProductName(root);
  const brand = brandEntries(productName);
  const filesByLocale = Object.fromEntries(
    locales.map((locale) => [locale, new Set(listFiles(path.join(root, 'i18n', locale), '.json'))]),
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
      try {
        byLocale[locale] = readJson(path.join(root, relative));
      } catch (error) {
        problems.push(`${path.join(root, relative)}: not valid JSON (${error.message})`);
      }
    }
    for (const [locale, entries] of Object.entries(byLocale)) {
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

export const listSourceFiles = (root) =>
  listFiles(path.join(root, 'src'), '')
    .map((file) => `src/${file}`)
    .filter((file) => SOURCE_EXTENSIONS.test(file) && !file.endsWith('.d.ts'));

/** String ids of src/ without a Bulgarian message, and strings the extractor cannot read. */
export async function checkSourceStrings(root) {
  const files = listSourceFiles(root);
  if (files.length === 0) return [];
  const extracted = await extractAllSourceCodeFileTranslations(
    files.map((file) => path.join(root, file)),
    getBabelOptions({isServer: true}),
  );
  const codeFile = path.join(root, 'i18n', DEFAULT_LOCALE, 'code.json');
  const site = fs.existsSync(codeFile) ? readJson(codeFile) : {};
  // The theme's own strings (theme.*) have Bulgarian messages in @docusaurus/theme-translations.
  const theme = await readDefaultCodeTranslationMessages({
    locale: DEFAULT_LOCALE,
    name: 'theme-common',
  });
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

runMain(import.meta, async () => {
  const pages = AREAS.reduce((sum, {source}) => sum + listPages(path.join(ROOT, source)).length, 0);
  reportProblems(
    'Translation check',
    await checkTranslations(ROOT),
    `Translation check passed: ${pages} pages have English twins; interface strings complete in bg and en, every string of src/ has a Bulgarian message.`,
  );
});
