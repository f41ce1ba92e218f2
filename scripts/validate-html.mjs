#!/usr/bin/env node
// `npm run check:html`: every page of a production build is valid HTML — html-validate with
// `.htmlvalidate.json` (the standard plus accessibility rules, none turned off), then the W3C Nu
// checker (`vnu-jar`, Java; errors only) — each error named with the file to fix.
//   node scripts/validate-html.mjs [buildDir]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {HtmlValidate, StaticConfigLoader} from 'html-validate';

import {loadRouteSources, normalizeRoute} from './build.mjs';
import {AREAS, TWIN_LOCALE, twinOf} from '../src/remark/page-links.mjs';
import {ROOT, listFiles, readJson, runMain} from './lib.mjs';

export const CONFIG_FILE = path.join(ROOT, '.htmlvalidate.json');

/** An error found on at least this many pages is reported as the layout's. */
export const LAYOUT_ERROR_PAGES = 5;

export const listHtmlFiles = (dir) => listFiles(dir, '.html');

/** `business/intro/index.html` (a `/`-path) → `/business/intro/`; `404.html` → `/404.html`. */
export function routeOfHtmlFile(file) {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/** Route → source file of each article and post (one missing in `.docusaurus/`: its twin's). */
export function loadPageSources(siteDir) {
  const sources = loadRouteSources(siteDir);
  const prefix = `/${TWIN_LOCALE}`;
  for (const [route, file] of [...sources]) {
    const posix = file.split(path.sep).join('/');
    const inOther = route === prefix || route.startsWith(`${prefix}/`);
    const other = inOther ? route.slice(prefix.length) || '/' : normalizeRoute(`${prefix}${route}`);
    if (sources.has(other)) continue;
    const twin = twinOf(posix);
    sources.set(other, twin && fs.existsSync(path.join(siteDir, twin)) ? twin : posix);
  }
  return sources;
}

const PAGE_EXTENSIONS = ['.tsx', '.jsx', '.js', '.md', '.mdx'];

/**
 * The file to edit for an error on `route`: its Markdown or React source, or what a generated page
 * (tags, authors, post lists) is made from; `undefined` when only the layout is known.
 */
export function sourceOfRoute(route, sources, {siteDir = ROOT} = {}) {
  const key = normalizeRoute(route);
  if (sources.has(key)) return sources.get(key);
  const prefix = `/${TWIN_LOCALE}`;
  const local =
    key === prefix ? '/' : key.startsWith(`${prefix}/`) ? key.slice(prefix.length) : key;
  const exists = (file) => fs.existsSync(path.join(siteDir, file));

  // React or Markdown pages of src/pages/.
  const stem = local === '/' ? 'index' : local.slice(1);
  const page = [stem, `${stem}/index`]
    .flatMap((candidate) =>
      PAGE_EXTENSIONS.map((extension) => `src/pages/${candidate}${extension}`),
    )
    .find(exists);
  if (page) return page;
  if (local === '/search') return 'packages/search/theme/SearchPage/index.tsx';
  if (local === '/404.html')
    return 'the not-found page (src/theme/NotFound/Content/index.tsx; texts in i18n/*/code.json)';

  // Pages generated from a content folder: find the folder from the routes of its articles.
  const [, base, kind] = local.split('/');
  const [, article] =
    [...sources].find(([at]) => at.startsWith(`/${base}/`) && !at.startsWith(`${prefix}/`)) ?? [];
  const folder = article?.split(/[\\/]/)[0];
  if (!folder) return undefined;
  // The English tags and authors files sit in the folder's twin, when it has them.
  const twin = AREAS.find((pair) => pair.source === folder)?.twin;
  const dataFile = (name) =>
    [local !== key && twin && `${twin}/${name}`, `${folder}/${name}`].find(
      (file) => file && exists(file),
    );
  if (kind === 'tags' && dataFile('tags.yml')) return `${dataFile('tags.yml')} (a tag page)`;
  if (kind === 'authors' && dataFile('authors.yml')) {
    return `${dataFile('authors.yml')} (an author page)`;
  }
  if (kind === 'tags') return `${folder}/ (a tag page: the tags in the articles' front matter)`;
  return `${folder}/ (a list of posts: a post's text above <!-- truncate -->, or the theme)`;
}

/** The id of the last heading before `offset` in `html` (the `{#id}` of a Markdown heading). */
export function headingIdBefore(html, offset) {
  const end = html.indexOf('>', offset);
  const before = html.slice(0, end === -1 ? html.length : end + 1);
  let id;
  for (const match of before.matchAll(/<h[1-6]\b[^>]*?\sid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    id = match[1] ?? match[2] ?? match[3];
  }
  return id;
}

/**
 * Validates every page below `buildDir` (or its `files`); each problem names the source file to
 * edit if known.
 */
export async function validateBuild(
  buildDir,
  {siteDir = ROOT, files = listHtmlFiles(buildDir)} = {},
) {
  const validator = new HtmlValidate(new StaticConfigLoader(readJson(CONFIG_FILE)));
  const sources = loadPageSources(siteDir);
  const problems = [];
  for (const file of files) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    const route = routeOfHtmlFile(file);
    // A broken character is not the article's fault: its message says what to fix.
    for (const broken of brokenCharacters(html)) {
      problems.push({file, route, ...broken, severity: 'error', selector: '', source: null});
    }
    const source = sourceOfRoute(route, sources, {siteDir});
    for (const {messages} of (await validator.validateString(html, file)).results) {
      for (const {line, column, ruleId: rule, message, severity, offset, ...more} of messages) {
        const where = {file, route, line, column, source, heading: headingIdBefore(html, offset)};
        const level = severity === 2 ? 'error' : 'warning';
        problems.push({...where, rule, message, severity: level, selector: more.selector ?? ''});
      }
    }
  }
  return {files: files.length, problems};
}

/** The rule name of a character the renderer broke (a reader sees � or nothing). */
export const BROKEN_CHARACTER_RULE = 'broken-character';

/** U+FFFD and NUL in a page: a renderer cut a character in two (facebook/react#31134). */
export function brokenCharacters(html) {
  const found = [];
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
  for (const match of html.matchAll(/[\uFFFD\u0000]/g)) {
    const before = html.slice(0, match.index);
    const line = before.split('\n').length;
    const column = match.index - before.lastIndexOf('\n');
    const context = html
      .slice(Math.max(0, match.index - 20), match.index + 20)
      .replace(/\s+/g, ' ');
    const code = match[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
    found.push({
      ...{line, column, offset: match.index, rule: BROKEN_CHARACTER_RULE, heading: null},
      message: `A broken character (U+${code}) in «${context}»: the renderer cut a character in two; the page's source is fine; the renderer (React's server rendering) needs fixing`,
    });
  }
  return found;
}

export const NU_RULE = 'w3c-nu';

export const NU_JAR = createRequire(import.meta.url)('vnu-jar');

export function offsetOf(text, line, column) {
  const before = text.split('\n').slice(0, line - 1);
  return before.reduce((sum, row) => sum + row.length + 1, 0) + Math.max(0, column - 1);
}

/** The W3C Nu checker's errors, shaped as `validateBuild`'s; throws with the fix without Java. */
export function validateBuildWithNu(buildDir, {siteDir = ROOT, java = 'java', files} = {}) {
  const options = ['--errors-only', '--skip-non-html', '--exit-zero-always', '--format', 'json'];
  const targets = files?.map((file) => path.join(buildDir, file)) ?? [buildDir];
  const run = spawnSync(java, ['-jar', NU_JAR, ...options, ...targets], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    throw new Error(
      `The W3C Nu HTML checker could not run (${run.error?.message ?? run.stderr.trim()}): it ` +
        'needs Java — on Debian: apt-get install default-jre-headless (npm test installs it).',
    );
  }
  const {messages} = JSON.parse(run.stderr || run.stdout);
  const sources = loadPageSources(siteDir);
  const root = path.resolve(buildDir);
  const texts = new Map();
  return messages
    .filter((message) => message.type === 'error')
    .map((message) => {
      const full = message.url ? fileURLToPath(message.url) : root;
      const file = path.relative(root, full).split(path.sep).join('/');
      const route = routeOfHtmlFile(file);
      if (!texts.has(file) && fs.existsSync(full) && fs.statSync(full).isFile()) {
        texts.set(file, fs.readFileSync(full, 'utf8'));
      }
      const html = texts.get(file) ?? '';
      const line = message.lastLine ?? message.firstLine ?? 1;
      const column = message.firstColumn ?? message.lastColumn ?? 1;
      return {
        ...{
          file,
          route,
          line,
          column,
          source: sourceOfRoute(route, sources, {siteDir}),
        },
        heading: headingIdBefore(html, offsetOf(html, line, column)),
        ...{rule: NU_RULE, message: message.message, severity: 'error'},
        selector: message.extract?.trim() ?? '',
      };
    });
}

/** Problems met on many pages with the same rule, message and element: the layout's. */
export function layoutProblemKeys(problems) {
  const pages = new Map();
  for (const problem of problems) {
    if (!pages.has(problemKey(problem))) pages.set(problemKey(problem), new Set());
    pages.get(problemKey(problem)).add(problem.file);
  }
  return new Set(
    [...pages].filter(([, files]) => files.size >= LAYOUT_ERROR_PAGES).map(([key]) => key),
  );
}

const pages = (count) => `${count} ${count === 1 ? 'page' : 'pages'}`;
const problemKey = (problem) => `${problem.rule}\u0000${problem.message}\u0000${problem.selector}`;

export function formatReport({files, problems}, {buildLabel = 'build'} = {}) {
  const lines = [];
  const layout = layoutProblemKeys(problems);
  for (const problem of problems) {
    const where = `${buildLabel}/${problem.file}:${problem.line}:${problem.column}`;
    const level = problem.severity === 'warning' ? ' (warning)' : '';
    lines.push(`${where} ${problem.rule} ${problem.message}${level}`);
    if (layout.has(problemKey(problem))) {
      lines.push(
        '    fix in: the layout (same error on many pages): src/theme/, src/css/, docusaurus.config.ts',
      );
    } else if (problem.source) {
      const under = problem.heading ? `, under the heading {#${problem.heading}}` : '';
      lines.push(`    fix in: ${problem.source}${under}`);
    }
  }
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.length - errors.length;
  const errorFiles = new Set(errors.map((problem) => problem.file)).size;
  if (errors.length === 0) {
    lines.push(
      `HTML check passed: ${pages(files)} in ${buildLabel}/, no errors (html-validate and the W3C Nu checker)${warnings ? `, ${warnings} warning(s)` : ''}.`,
    );
    return lines;
  }
  const byRule = new Map();
  for (const problem of errors) byRule.set(problem.rule, (byRule.get(problem.rule) ?? 0) + 1);
  const counts = [...byRule]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([rule, count]) => `${rule} ${count}`)
    .join(', ');
  lines.push(
    '',
    `HTML check failed: ${errors.length} error(s) in ${errorFiles} of ${pages(files)} in ${buildLabel}/ (${counts}).`,
    `Rules: .htmlvalidate.json; each rule is explained at https://html-validate.org/rules/` +
      `; ${NU_RULE}: the W3C Nu HTML checker (https://validator.github.io/validator/).`,
  );
  return lines;
}

runMain(import.meta, async ([dir]) => {
  const buildDir = path.resolve(dir ?? path.join(ROOT, 'build'));
  const buildLabel = path.relative(process.cwd(), buildDir) || '.';
  if (listHtmlFiles(buildDir).length === 0) {
    throw new Error(`No HTML in ${buildLabel}/: run "npm run build" first.`);
  }
  const result = await validateBuild(buildDir);
  result.problems.push(...validateBuildWithNu(buildDir));
  const lines = formatReport(result, {buildLabel});
  const failed = result.problems.some((problem) => problem.severity === 'error');
  (failed ? console.error : console.log)(lines.join('\n'));
  if (failed) process.exitCode = 1;
});
