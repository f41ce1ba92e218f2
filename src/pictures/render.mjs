// @ts-check
// Draws the picture sources into static/img/pictures/<name>.<locale>.svg (not committed), for the
// pictures plugin (src/plugins/pictures.ts) before a build and on every change in `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

import {LOCALES} from '../site-facts.mjs';
import {MIN_FONT_SIZE, WIDTH} from './kit.mjs';

export {LOCALES};
/** @typedef {(typeof LOCALES)[number]} Locale */

/** @typedef {{words: Record<Locale, Record<string, string>>, draw: (words: Record<string, string>, locale: Locale) => string}} PictureSource */

export const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
export const OUTPUT_SUBDIR = path.join('img', 'pictures');

const NOT_SOURCES = new Set([
  'kit.mjs',
  'layout.mjs',
  'render.mjs',
  'rules.mjs',
  'states.mjs',
  'untranslated-words.mjs',
]);

export function pictureNames(sourceDir = SOURCE_DIR) {
  return fs
    .readdirSync(sourceDir)
    .filter((file) => file.endsWith('.mjs') && !NOT_SOURCES.has(file))
    .map((file) => file.slice(0, -'.mjs'.length))
    .sort();
}

/** Afresh: `npm start` reads a changed file again. @param {string} name @returns {Promise<PictureSource>} */
export async function loadPicture(name, sourceDir = SOURCE_DIR) {
  const file = path.join(sourceDir, `${name}.mjs`);
  const version = fs.statSync(file).mtimeMs;
  const module = await import(`${pathToFileURL(file).href}?v=${version}`);
  return module.default;
}

/** A picture in one language only or with a missing word. @param {string} name @param {PictureSource} source */
export function sourceProblems(name, source, sourceDir = SOURCE_DIR) {
  const file = path.relative(process.cwd(), path.join(sourceDir, `${name}.mjs`));
  const problems = [];
  if (!source || typeof source.draw !== 'function' || !source.words) {
    return [`${file}: a picture source exports {words: {bg, en}, draw(words, locale)} as default`];
  }
  const keys = LOCALES.map((locale) => Object.keys(source.words[locale] ?? {}).sort());
  for (const [index, locale] of LOCALES.entries()) {
    if (!source.words[locale]) problems.push(`${file}: no ${locale} words`);
    const other = keys[1 - index];
    for (const key of keys[index]) {
      if (!other.includes(key))
        problems.push(`${file}: «${key}» has no ${LOCALES[1 - index]} twin`);
      else if (!String(source.words[locale][key]).trim())
        problems.push(`${file}: «${key}» is empty in ${locale}`);
    }
  }
  return problems;
}

/** @param {string} svg */
export function describeSvg(svg) {
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  const [, width, height] = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? [];
  return {
    width: Number(width),
    height: Number(height),
    smallestFont: Math.min(...sizes),
    callouts: [...svg.matchAll(/data-callout="(\d+)"/g)].map((match) => Number(match[1])).sort(),
    texts: [...svg.matchAll(/<(?:text|tspan)[^>]*>([^<]+)</g)].map((match) => match[1]),
  };
}

/** @param {string} name @param {PictureSource} source @param {Locale} locale */
export function renderPicture(name, source, locale) {
  const svg = source.draw(source.words[locale], locale);
  const facts = describeSvg(svg);
  if (facts.width !== WIDTH) {
    throw new Error(
      `src/pictures/${name}.mjs: a picture is ${WIDTH} units wide, not ${facts.width}`,
    );
  }
  if (facts.smallestFont < MIN_FONT_SIZE) {
    throw new Error(
      `src/pictures/${name}.mjs: text of ${facts.smallestFont} units (minimum ${MIN_FONT_SIZE})`,
    );
  }
  return svg;
}

// Unchanged files are not written again, so `npm start` reloads only what changed.
/** @param {string} staticDir @returns {Promise<string[]>} */
export async function writePictures(staticDir, sourceDir = SOURCE_DIR) {
  const outputDir = path.join(staticDir, OUTPUT_SUBDIR);
  fs.mkdirSync(outputDir, {recursive: true});
  const problems = [];
  const files = [];
  for (const name of pictureNames(sourceDir)) {
    let source;
    try {
      source = await loadPicture(name, sourceDir);
    } catch (error) {
      problems.push(`src/pictures/${name}.mjs: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    const sourceIssues = sourceProblems(name, source, sourceDir);
    if (sourceIssues.length > 0) {
      problems.push(...sourceIssues);
      continue;
    }
    for (const locale of LOCALES) {
      try {
        const svg = renderPicture(name, source, locale);
        const file = path.join(outputDir, `${name}.${locale}.svg`);
        const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
        if (current !== svg) {
          // Written whole, then renamed: two builds of two languages at once never see half a file.
          const temporary = `${file}.${process.pid}.tmp`;
          fs.writeFileSync(temporary, svg);
          fs.renameSync(temporary, file);
        }
        files.push(file);
      } catch (error) {
        problems.push(/** @type {Error} */ (error).message);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`Pictures could not be drawn:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return files;
}
