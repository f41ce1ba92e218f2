// @ts-check
// Links, anchors and heading ids read from the sources without a build: the one logic behind
// `npm run check:writer` and the warnings `npm start` shows on save (writer-warnings.mjs).
import fs from 'node:fs';
import path from 'node:path';

import {createSlugger} from '@docusaurus/utils';

import {AREAS as SITE_AREAS, DEFAULT_LOCALE, LOCALES} from '../site-facts.mjs';

export const TWIN_LOCALE = LOCALES.find((locale) => locale !== DEFAULT_LOCALE);

// Where each area's plugin keeps its translated pages under i18n/<locale>/.
const TWIN_FOLDER = {
  business: 'docusaurus-plugin-content-docs/current',
  marketplace: 'docusaurus-plugin-content-docs-marketplace/current',
  changelog: 'docusaurus-plugin-content-blog',
};

export const AREAS = SITE_AREAS.map(({area, contentDir, routeBase}) => ({
  source: contentDir,
  twin: `i18n/${TWIN_LOCALE}/${TWIN_FOLDER[area]}`,
  base: `/${routeBase}/`,
}));

// Addresses the site builds that are not an article's.
const GENERATED_ROUTES = [
  /^\/$/,
  /^\/search\/$/,
  /^\/(business|marketplace)\/tags\/([a-z0-9-]+\/)?$/,
  /^\/changelog\/(page\/\d+\/|archive\/|tags\/.*|authors\/.*)?$/,
];

const PAGE_FILE = /\.mdx?$/;

/** @typedef {{file: string, locale: 'bg' | 'en', area: string, rel: string}} PageFile */

/** `file` from the root, with `/`. @param {string} file @returns {PageFile | null} */
export function pageFile(file) {
  if (!PAGE_FILE.test(file)) return null;
  for (const {source, twin} of AREAS) {
    const dir = [source, twin].find((folder) => file.startsWith(`${folder}/`));
    if (dir) {
      const locale = dir === source ? 'bg' : 'en';
      return {file, locale, area: source, rel: file.slice(dir.length + 1)};
    }
  }
  return null;
}

/** The same page in the other language's folder, or null. @param {string} file */
export function twinOf(file) {
  const page = pageFile(file);
  const area = page && AREAS.find(({source}) => source === page.area);
  if (!page || !area) return null;
  return page.locale === 'bg' ? `${area.twin}/${page.rel}` : `${area.source}/${page.rel}`;
}

// A partial (`_x.mdx`, or under a folder `_…`) is imported, not a page.
export function isPartial(/** @type {string} */ rel) {
  return rel.split('/').some((part) => part.startsWith('_'));
}

/** Relative to its locale's root (`/business/billing/wallet/`). @param {PageFile} page */
export function routeOf(page) {
  const area = AREAS.find(({source}) => source === page.area);
  if (!area) throw new Error(`${page.file}: not a content page`);
  const withoutExtension = page.rel.replace(PAGE_FILE, '');
  if (page.area === 'changelog') {
    const name = withoutExtension.replace(/\/index$/, '');
    const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(path.posix.basename(name));
    return dated ? `${area.base}${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}/` : null;
  }
  const parts = withoutExtension.split('/');
  const last = parts.at(-1);
  if (last === 'index' || last === 'README' || (parts.length > 1 && last === parts.at(-2))) {
    parts.pop();
  }
  return `${area.base}${parts.join('/')}${parts.length ? '/' : ''}`;
}

/** [index, line] of each line outside fenced code blocks (the fence lines themselves excluded). */
export function* linesOutsideCode(/** @type {string} */ text) {
  let fence = null;
  for (const [index, line] of text.split('\n').entries()) {
    const opening = /^\s*(```|~~~)/.exec(line);
    if (opening) fence = fence === null ? opening[1] : fence === opening[1] ? null : fence;
    else if (fence === null) yield /** @type {[number, string]} */ ([index, line]);
  }
}

/** [index, line] of each line outside front matter, fenced code and HTML comments. */
export function* proseLines(/** @type {string} */ text) {
  const lines = text.split('\n');
  const frontMatter = lines[0]?.trim() === '---';
  const end = frontMatter
    ? lines.findIndex((line, index) => index > 0 && line.trim() === '---')
    : -1;
  let comment = false;
  for (const [index, line] of linesOutsideCode(text)) {
    if (index <= end) continue;
    if (comment) {
      if (line.includes('-->')) comment = false;
      continue;
    }
    if (line.includes('<!--') && !line.includes('-->')) comment = true;
    yield /** @type {[number, string]} */ ([index, line.replace(/<!--.*?-->/g, '')]);
  }
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const EXPLICIT_ID = /\{#([^}\s]+)\}\s*$/;

/** The id Docusaurus gives a heading without `{#id}`: its slugger over the heading's words. */
export const slugOf = (/** @type {string} */ heading) =>
  createSlugger().slug(heading.replace(/<[^>]+>|[*_`]|\]\([^)]*\)|[[\]]/g, '').trim());

/** Lines 1-based; id null without `{#id}`. @param {string} text */
export function headingsOf(text) {
  const found = [];
  for (const [index, line] of proseLines(text)) {
    const match = HEADING.exec(line);
    if (!match) continue;
    const id = EXPLICIT_ID.exec(match[2])?.[1] ?? null;
    found.push({
      line: index + 1,
      level: match[1].length,
      text: match[2].replace(EXPLICIT_ID, '').trim(),
      id,
    });
  }
  return found;
}

/** Every anchor a page offers: heading ids (explicit or generated) and HTML ids. */
export function anchorsOf(/** @type {string} */ text) {
  const anchors = new Set();
  for (const heading of headingsOf(text)) anchors.add(heading.id ?? slugOf(heading.text));
  for (const [, line] of proseLines(text)) {
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(match[1]);
  }
  return anchors;
}

function importsOf(/** @type {string} */ text) {
  return [...text.matchAll(/^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)].map(
    (match) => match[1],
  );
}

/** @type {Map<string, {mtime: number, size: number, text: string, anchors?: Set<string>}>} */
const fileCache = new Map();

function cachedAnchors(/** @type {string} */ full) {
  const text = readCached(full);
  if (text === null) return null;
  const entry = /** @type {{anchors?: Set<string>}} */ (fileCache.get(full));
  entry.anchors ??= anchorsOf(text);
  return entry.anchors;
}

/** `own` and the anchors of the partials the page imports. */
function withPartialAnchors(
  /** @type {string} */ root,
  /** @type {string} */ file,
  /** @type {string} */ text,
  /** @type {Set<string>} */ own,
) {
  const anchors = new Set(own);
  for (const imported of importsOf(text)) {
    const partial = cachedAnchors(path.join(root, path.posix.dirname(file), imported));
    if (partial) for (const id of partial) anchors.add(id);
  }
  return anchors;
}

/** A file's text, read again only when it changed (the dev server asks on every save). */
function readCached(/** @type {string} */ full) {
  const stat = fs.statSync(full, {throwIfNoEntry: false});
  if (!stat) {
    fileCache.delete(full);
    return null;
  }
  const cached = fileCache.get(full);
  if (cached && cached.mtime === stat.mtimeMs && cached.size === stat.size) return cached.text;
  const text = fs.readFileSync(full, 'utf8');
  fileCache.set(full, {mtime: stat.mtimeMs, size: stat.size, text});
  return text;
}

/** Front matter with `draft: true`. */
export const DRAFT = /^---[\s\S]*?^draft:\s*true\s*$[\s\S]*?^---/m;

/** @typedef {Record<'bg' | 'en', Map<string, {file: string, draft: boolean}>>} Routes */
/** @type {Map<string, {dirs: Map<string, number>, byRoute: Routes}>} */
const walks = new Map();

const mtimeOf = (/** @type {string} */ dir) =>
  fs.statSync(dir, {throwIfNoEntry: false})?.mtimeMs ?? -1;

// Walked again only when a folder changed: on a save, `npm start` stats ~25 folders, not 130 files.
function pageRoutes(/** @type {string} */ root) {
  const cached = walks.get(root);
  if (cached && [...cached.dirs].every(([dir, mtime]) => mtimeOf(dir) === mtime)) {
    return cached.byRoute;
  }
  /** @type {Routes} */
  const byRoute = {bg: new Map(), en: new Map()};
  const dirs = new Map();
  const walk = (/** @type {string} */ dir) => {
    const full = path.join(root, dir);
    dirs.set(full, mtimeOf(full));
    if (dirs.get(full) === -1) return;
    for (const entry of fs.readdirSync(full, {withFileTypes: true})) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      const page = pageFile(file);
      const route = page && !isPartial(page.rel) && routeOf(page);
      if (!page || !route) continue;
      byRoute[page.locale].set(route, {
        file,
        // Read when asked: a draft is rare, the front matter may change on any save.
        get draft() {
          return DRAFT.test(readCached(path.join(root, file)) ?? '');
        },
      });
    }
  };
  for (const area of AREAS) {
    walk(area.source);
    walk(area.twin);
  }
  walks.set(root, {dirs, byRoute});
  return byRoute;
}

/** Cheap to call again: nothing is read that did not change. @param {string} root */
export function siteIndex(root) {
  const byRoute = pageRoutes(root);
  return {
    byRoute,
    // Its partials' anchors included.
    anchors(/** @type {string} */ file) {
      const text = readCached(path.join(root, file));
      const own = cachedAnchors(path.join(root, file));
      if (text === null || own === null) return null;
      return withPartialAnchors(root, file, text, own);
    },
    exists: (/** @type {string} */ file) => fs.existsSync(path.join(root, file)),
  };
}

/** @typedef {{line: number, what: string, fix: string}} LinkProblem */

const LINK = /(!?)\[(?:[^\]]|\][^(])*\]\(\s*<?([^)\s>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;

/** The links of a page: line (1-based) and target; images and inline code left out. */
export function linksOf(/** @type {string} */ text) {
  const links = [];
  for (const [index, line] of proseLines(text)) {
    const prose = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    for (const match of prose.matchAll(LINK)) {
      if (!match[1] && match[2]) links.push({line: index + 1, target: match[2]});
    }
    const reference = REFERENCE.exec(prose);
    if (reference) links.push({line: index + 1, target: reference[1]});
  }
  return links;
}

function someAnchors(/** @type {Set<string>} */ anchors) {
  const list = [...anchors];
  if (list.length === 0) return 'it has no sections';
  return `its sections are #${list.slice(0, 6).join(', #')}${list.length > 6 ? ', …' : ''}`;
}

/** Also h2/h3 without `{#id}`. @param {string} root @param {string} file @param {string} text
 * @param {ReturnType<typeof siteIndex>} [index] @returns {LinkProblem[]} */
export function pageLinkProblems(root, file, text, index = siteIndex(root)) {
  const page = pageFile(file);
  const locale = page?.locale ?? 'bg';
  /** @type {LinkProblem[]} */
  const problems = [];
  for (const heading of headingsOf(text)) {
    if ((heading.level === 2 || heading.level === 3) && !heading.id) {
      problems.push({
        line: heading.line,
        what: `the heading «${heading.text}» has no id`,
        fix: 'end it with {#a-short-ascii-id}, the same id in both languages',
      });
    }
  }
  const checkAnchor = (
    /** @type {number} */ line,
    /** @type {string} */ anchor,
    /** @type {string} */ targetFile,
    /** @type {Set<string> | null} */ anchors,
  ) => {
    if (!anchor || !anchors || anchors.has(decodeURIComponent(anchor))) return;
    problems.push({
      line,
      what: `${targetFile === file ? 'this page' : targetFile} has no section #${anchor}`,
      fix: `link to one of its sections (${someAnchors(anchors)}) or give the heading {#${anchor}}`,
    });
  };
  for (const {line, target} of linksOf(text)) {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) continue; // another site, mail, phone
    const [pathPart, anchor = ''] = target.split('#');
    const address = pathPart.split('?')[0];
    if (address === '') {
      checkAnchor(line, anchor, file, withPartialAnchors(root, file, text, anchorsOf(text)));
      continue;
    }
    if (address.startsWith('/')) {
      if (/\.[a-z0-9]+$/i.test(address)) continue; // a file of static/, checked by the build
      const targetLocale = address === '/en' || address.startsWith('/en/') ? 'en' : locale;
      let route = targetLocale === 'en' ? address.replace(/^\/en(?=\/|$)/, '') || '/' : address;
      if (!route.endsWith('/')) route += '/';
      const found = index.byRoute[targetLocale].get(route);
      if (found && !found.draft) {
        checkAnchor(line, anchor, found.file, index.anchors(found.file));
      } else if (!GENERATED_ROUTES.some((pattern) => pattern.test(route))) {
        problems.push({
          line,
          what: found ? `${target} is a draft, not published` : `no page has the address ${target}`,
          fix: found
            ? 'link to a published page, or publish that one'
            : 'check the address (a page docs/a/b.md is at /business/a/b/), or link by file: [text](../a/b.md)',
        });
      }
      continue;
    }
    if (PAGE_FILE.test(address)) {
      const candidates = [path.posix.normalize(path.posix.join(path.posix.dirname(file), address))];
      // An English twin may link to a file only the Bulgarian folder has (Docusaurus looks there too).
      const area = AREAS.find(({twin}) => file.startsWith(`${twin}/`));
      if (area) {
        candidates.push(
          `${area.source}/${path.posix.relative(area.twin, candidates[0])}`.replace(/\/\.\//g, '/'),
        );
      }
      const targetFile = candidates.find((candidate) => index.exists(candidate));
      if (!targetFile) {
        problems.push({
          line,
          what: `${address} is not a file (looked for ${candidates[0]})`,
          fix: 'write the path from this file to the article, e.g. ../billing/wallet.md',
        });
        continue;
      }
      checkAnchor(line, anchor, targetFile, index.anchors(targetFile));
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** `file:line — what is wrong — what to do`, the form every writer check prints. */
export function formatProblem(
  /** @type {string} */ file,
  /** @type {{line?: number, what: string, fix?: string}} */ problem,
) {
  const where = problem.line ? `${file}:${problem.line}` : file;
  return [where, problem.what, problem.fix].filter(Boolean).join(' — ');
}
