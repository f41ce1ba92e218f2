#!/usr/bin/env node
// `npm run check:writer [-- --all --no-html]`: on the pages and pictures changed since `main`,
// fixes what has one answer, then checks what `npm test` would fail on for a content change (README
// "For writers"). Each problem: `file:line — what is wrong — what to do`.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

import ts from 'typescript';

import {LOCALES} from '../src/site-facts.mjs';
import {parseCli, readIfExists, ROOT, runMain} from './lib.mjs';

import {checkContent, picturesShown, withNoBreakSpaces} from './check-content.mjs';
import {checkInterfaceStrings, checkPageTwins, checkSourceStrings} from './check-translations.mjs';
import {validateBuild, validateBuildWithNu} from './validate-html.mjs';
import {
  DRAFT,
  formatProblem,
  headingsOf,
  isPartial,
  pageFile,
  pageLinkProblems,
  routeOf,
  siteIndex,
  slugOf,
  twinOf,
} from '../src/remark/page-links.mjs';
import {pictureNames, SOURCE_DIR} from '../src/pictures/render.mjs';
import {pictureRuleProblems} from '../src/pictures/rules.mjs';

const ROUTES_FILE = 'tests/site-routes.ts';

/** Files changed since the branch left `main` (or since HEAD), uncommitted and untracked. */
export function changedFiles(root) {
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  let base = 'HEAD';
  try {
    base = git(['merge-base', 'HEAD', 'main']).trim() || 'HEAD';
  } catch {
    // No branch main (a fork, a detached copy): what is not committed yet.
  }
  const names = [
    ...git(['diff', '--name-only', '--no-renames', base]).split('\n'),
    ...git(['ls-files', '--others', '--exclude-standard']).split('\n'),
  ];
  return [...new Set(names.filter(Boolean))].sort();
}

/** Pages and pictures to check, from the changed files (a page brings its twin). */
export function scopeOf(root, changed, sourceDir = SOURCE_DIR) {
  const pages = new Set();
  const pictures = new Set();
  const pictureDir = path.relative(root, sourceDir).split(path.sep).join('/');
  const allPictures = pictureNames(sourceDir);
  for (const file of changed) {
    const page = pageFile(file);
    if (page) {
      pages.add(file);
      const twin = twinOf(file);
      if (twin) pages.add(twin);
    } else if (file.startsWith(`${pictureDir}/`) && /\.(mjs|yml)$/.test(file)) {
      const name = path.posix.basename(file).replace(/\.mjs$/, '');
      if (allPictures.includes(name)) pictures.add(name);
      else for (const every of allPictures) pictures.add(every); // the kit or the word list
    }
  }
  for (const file of pages) {
    for (const name of picturesShown(readIfExists(path.join(root, file)) ?? '')) {
      if (allPictures.includes(name)) pictures.add(name);
    }
  }
  return {pages: [...pages].sort(), pictures: [...pictures].sort()};
}

export function withTypographicQuotes(text, locale) {
  const [open, close] = locale === 'bg' ? ['„', '“'] : ['“', '”'];
  return text.replace(/!\[([^\]]*)\]\(/g, (image, alt) => {
    const fixed = alt
      .replace(/"([^"]*)"/g, `${open}$1${close}`)
      .replace(/(\p{L})'(\p{L})/gu, '$1’$2');
    return `![${fixed}](`;
  });
}

export function fixPages(root, pages) {
  const fixed = [];
  for (const file of pages) {
    const full = path.join(root, file);
    const text = readIfExists(full);
    if (text === null) continue;
    const spaced = withNoBreakSpaces(text);
    const quoted = withTypographicQuotes(spaced, pageFile(file)?.locale ?? 'bg');
    if (quoted === text) continue;
    fs.writeFileSync(full, quoted);
    const what = [
      spaced !== text && 'no-break spaces between numbers and units',
      quoted !== spaced && 'typographic quotes in image texts',
    ].filter(Boolean);
    fixed.push(`${file} — fixed by itself: ${what.join(', ')}`);
  }
  return fixed;
}

/** `file:line: message` or `file: message` of the older checks → `file:line — message`. */
const reformat = (/** @type {string} */ message) =>
  message.replace(/^([^\s:]+(?::\d+)?): /, '$1 — ');

const fileOfMessage = (/** @type {string} */ message) => /^([^\s:]+)/.exec(message)?.[1] ?? '';

/** Reads the route list (TypeScript) without a build: transpiled in memory. */
export async function loadRouteList(root) {
  const file = path.join(root, ROUTES_FILE);
  const source = fs.readFileSync(file, 'utf8');
  const {outputText} = ts.transpileModule(source, {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  const module = await import(`data:text/javascript,${encodeURIComponent(outputText)}`);
  const lineOf = (/** @type {string} */ name) =>
    source.split('\n').findIndex((line) => line.includes(`export const ${name}`)) + 1;
  return {...module, lineOf};
}

export async function routeListProblems(root, pages) {
  const list = await loadRouteList(root);
  const problems = [];
  for (const file of pages) {
    const page = publishedPage(root, file);
    if (page?.locale !== 'bg' || list.CHANGELOG_POST_ROUTE?.test(page.route)) continue;
    const {route} = page;
    const bare = route.replace(/^\/(business|marketplace)\//, '').replace(/\/$/, '');
    const listName = page.area === 'docs' ? 'BUSINESS_PAGES' : 'MARKETPLACE_PAGES';
    const problem = list.NOT_YET_WRITTEN?.includes(route)
      ? {
          what: `${route} is still in NOT_YET_WRITTEN`,
          fix: `take it out (${ROUTES_FILE}:${list.lineOf('NOT_YET_WRITTEN')})`,
        }
      : !list.LISTED_ROUTES.includes(route) && {
          what: `its address ${route} is not in the route list`,
          fix: `add '${bare}' to ${listName} (${ROUTES_FILE}:${list.lineOf(listName)}); npm run test:routes then checks the build`,
        };
    if (problem) problems.push(formatProblem(file, {line: 1, ...problem}));
  }
  return problems;
}

/** A page's file, locale and address when it is published: not a partial, a draft or deleted. */
function publishedPage(/** @type {string} */ root, /** @type {string} */ file) {
  const page = pageFile(file);
  const route = page && !isPartial(page.rel) && routeOf(page);
  const text = route ? readIfExists(path.join(root, file)) : null;
  return page && route && text !== null && !DRAFT.test(text) ? {...page, route} : null;
}

/** The line of a source's syntax error: Node's import() does not say it, `node --check` does. */
function syntaxErrorLine(/** @type {string} */ file) {
  const {stderr} = spawnSync(process.execPath, ['--check', file], {encoding: 'utf8'});
  return Number(/^\S+:(\d+)$/m.exec(stderr)?.[1]) || 1;
}

/** The built HTML of each published page: `build/<route>index.html`, `build/en/…` for English. */
function builtPages(/** @type {string} */ root, /** @type {string[]} */ pages) {
  const built = new Map();
  for (const file of pages) {
    const page = publishedPage(root, file);
    if (page)
      built.set(`${page.locale === 'en' ? 'en/' : ''}${page.route.slice(1)}index.html`, file);
  }
  return built;
}

/**
 * What `npm run check:html` says about the writer's pages: builds the site when a page changed
 * after its HTML (`build: false` reports that instead), then validates only their HTML, each error
 * named at the heading it is under.
 * @param {string} root
 * @param {string[]} pages
 * @param {{buildDir?: string, build?: boolean, nu?: boolean}} [options]
 */
export async function htmlProblems(root, pages, options = {}) {
  const buildDir = options.buildDir ?? path.join(root, 'build');
  const built = builtPages(root, pages);
  if (built.size === 0) return [];
  const isStale = (/** @type {string} */ html) => {
    const full = path.join(buildDir, html);
    const file = /** @type {string} */ (built.get(html));
    return (
      !fs.existsSync(full) || fs.statSync(full).mtimeMs < fs.statSync(path.join(root, file)).mtimeMs
    );
  };
  const stale = [...built.keys()].filter(isStale);
  if (stale.length > 0 && options.build === false) {
    return stale.map((html) =>
      formatProblem(/** @type {string} */ (built.get(html)), {
        what: 'the page changed after its HTML was built',
        fix: 'run npm run build, then check:writer again',
      }),
    );
  }
  if (stale.length > 0) {
    console.log(
      `Building the site for the HTML of ${stale.length} page(s) (a minute or two; --no-html skips it)…`,
    );
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) {
      const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`).trim().split('\n');
      return [
        `npm run build — the build failed:\n${output.slice(-15).join('\n')}\n — fix what it names (npm run build shows it all)`,
      ];
    }
  }
  // Only the writer's pages are validated.
  const files = [...built.keys()].filter((html) => fs.existsSync(path.join(buildDir, html))).sort();
  if (files.length === 0) return [];
  const found = (await validateBuild(buildDir, {siteDir: root, files})).problems;
  if (options.nu !== false) found.push(...validateBuildWithNu(buildDir, {siteDir: root, files}));
  return found
    .filter((problem) => problem.severity === 'error')
    .map((problem) => {
      const file = /** @type {string} */ (built.get(problem.file));
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const heading = headingsOf(text).find(
        (candidate) => (candidate.id ?? slugOf(candidate.text)) === problem.heading,
      );
      return formatProblem(file, {
        line: heading?.line ?? 1,
        what: `its HTML: ${problem.message} (${problem.rule}, build/${problem.file}:${problem.line})`,
        fix: heading
          ? 'fix the text under this heading (npm run check:html explains each rule)'
          : 'fix the page (npm run check:html explains each rule)',
      });
    });
}

/**
 * Everything the writer's check finds.
 * @param {string} root
 * @param {{all?: boolean, changed?: string[], fix?: boolean, sourceDir?: string}} [options]
 */
export async function checkWriter(root, options = {}) {
  const sourceDir = options.sourceDir ?? SOURCE_DIR;
  const index = siteIndex(root);
  const everyPage = LOCALES.flatMap((locale) => [...index.byRoute[locale].values()]).map(
    ({file}) => file,
  );
  const scope = options.all
    ? {pages: everyPage.sort(), pictures: pictureNames(sourceDir)}
    : scopeOf(root, options.changed ?? changedFiles(root), sourceDir);
  const fixed = options.fix === false ? [] : fixPages(root, scope.pages);
  const inScope = new Set(scope.pages);
  const problems = [];

  // Content rules and twins: the older checks, narrowed to the writer's files.
  const older = [];
  if (fs.existsSync(path.join(root, 'scripts/content-terms.yml')))
    older.push(...checkContent(root));
  older.push(...checkPageTwins(root));
  problems.push(
    ...older
      .filter((message) => options.all || inScope.has(fileOfMessage(message)))
      .filter((message) => !/has no explicit id/.test(message))
      .map(reformat),
  );
  if (options.all) {
    problems.push(...checkInterfaceStrings(root).map(reformat));
    problems.push(...(await checkSourceStrings(root)).map(reformat));
  }

  // Links and anchors of the writer's pages, and of every page that links to them.
  const targets = scope.pages.flatMap((page) => {
    const parsed = pageFile(page);
    return [parsed?.rel, parsed && !isPartial(parsed.rel) ? routeOf(parsed) : null];
  });
  for (const file of options.all ? scope.pages : everyPage) {
    const text = readIfExists(path.join(root, file));
    if (text === null) continue;
    if (!inScope.has(file) && !targets.some((target) => target && text.includes(target))) continue;
    for (const problem of pageLinkProblems(root, file, text, index)) {
      problems.push(formatProblem(file, problem));
    }
  }

  for (const name of scope.pictures) {
    for (const problem of await pictureRuleProblems(name, {sourceDir})) {
      if (/does not load/.test(problem.what)) problem.line = syntaxErrorLine(problem.file);
      problems.push(formatProblem(problem.file, problem));
    }
  }

  if (fs.existsSync(path.join(root, ROUTES_FILE))) {
    problems.push(...(await routeListProblems(root, scope.pages)));
  }
  return {scope, fixed, problems: [...new Set(problems)]};
}

const USAGE = 'npm run check:writer [-- --all --no-html]';

async function main(/** @type {string[]} */ args) {
  const started = Date.now();
  const {values} = parseCli(args, {
    options: {all: {type: 'boolean'}, 'no-html': {type: 'boolean'}},
    usage: USAGE,
  });
  const all = Boolean(values.all);
  const {scope, fixed, problems} = await checkWriter(ROOT, {all});
  // The HTML needs a build, which would stop on the problems above: only without them.
  const html = !values['no-html'] && problems.length === 0;
  if (html) problems.push(...(await htmlProblems(ROOT, scope.pages)));
  for (const line of fixed) console.log(`  ${line}`);
  const what = `${scope.pages.length} page(s) and ${scope.pictures.length} picture(s)${all ? ' (all)' : ' changed'}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    console.error(`\ncheck:writer: ${problems.length} problem(s) in ${what}, ${seconds} s\n`);
    for (const problem of problems) console.error(`  ${problem}`);
    if (!html) console.error('\nThe HTML of the pages is checked when these are fixed.');
    process.exitCode = 1;
    return;
  }
  console.log(
    `check:writer passed: ${what} — content rules, translations, links and anchors, heading ids, picture rules, the route list${html ? ' and the pages’ HTML' : ''}, ${seconds} s.` +
      (scope.pages.length + scope.pictures.length === 0
        ? ' Nothing changed since main: `npm run check:writer -- --all` checks everything.'
        : ''),
  );
}

runMain(import.meta, main);
