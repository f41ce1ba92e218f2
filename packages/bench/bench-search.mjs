#!/usr/bin/env node
// `npm run bench:search`: how well the search finds what readers look for, typed key by key into
// the real search box of the build; see this package's README.md.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import {withChromium} from './lib/browser.mjs';
import {ROOT, readOptions, runMain, runScript} from './lib/cli.mjs';
import {kb, mark, median, percentile} from './lib/format.mjs';
import {indexSizes, SEARCH_LOCALES as LOCALES} from './lib/search-index.mjs';
import {openSearch, runQuery} from './lib/search-box.mjs';
import {serveStatic} from './lib/serve.mjs';
import {orderLikeTheBox, readJson} from './lib/site.mjs';

export const TOP_N = 3;
export const LATENCY_TARGET_MS = 50;
export const INDEX_TARGET_BYTES = 250 * 1024;

const USAGE =
  'Usage: bench-search.mjs [--build] [--dir build] [--queries tests/search/queries.json] [--verbose] [--json out.json] [--strict] [--repeat 3]';

export function parseArgs(/** @type {string[]} */ argv) {
  return readOptions(argv, USAGE, {
    build: {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
    queries: {type: 'string', default: 'tests/search/queries.json'},
    json: {type: 'string', default: null},
    verbose: {type: 'boolean', default: false},
    strict: {type: 'boolean', default: false},
    repeat: {type: 'string', default: 3, whole: true},
  });
}

export function loadQuerySets(data) {
  assert(Array.isArray(data?.sets), 'the query file has no "sets" array');
  const ids = new Set();
  for (const set of data.sets) {
    assert(set.id && !ids.has(set.id), `query set without a unique id: ${set.id}`);
    ids.add(set.id);
    assert(LOCALES[set.locale], `set ${set.id}: unknown locale ${set.locale}`);
    assert(set.queries?.length > 0, `set ${set.id} has no queries`);
    for (const {q, route} of set.queries) {
      assert(typeof q === 'string' && q.trim() !== '', `set ${set.id}: a query without text`);
      assert(
        typeof route === 'string' && route.startsWith('/'),
        `set ${set.id}: "${q}" has no route`,
      );
    }
  }
  return data.sets;
}

/** The page a suggestion leads to: its path with a trailing slash, no query or hash. */
export function routeOf(url) {
  const {pathname} = new URL(url, 'http://localhost');
  const decoded = decodeURIComponent(pathname).replace(/\/index\.html$/, '/');
  return decoded.endsWith('/') ? decoded : `${decoded}/`;
}

export function foundInTop(suggestionUrls, route, n = TOP_N) {
  const wanted = routeOf(route);
  return suggestionUrls.slice(0, n).some((url) => routeOf(url) === wanted);
}

/** Whether the first suggestion is `route`: its page and, for a `#section` route, that section. */
export function foundFirst(suggestionUrls, route) {
  const first = suggestionUrls[0];
  if (!first || routeOf(first) !== routeOf(route)) return false;
  const hash = new URL(route, 'http://localhost').hash;
  return !hash || new URL(first, 'http://localhost').hash === hash;
}

/**
 * The worker's results as the box shows them from `readerPath`: its own area first where the query
 * allows, without repeats. `results` as the page recorded them ({u, h, a: answer, w: asker, s:
 * standing, c: context}).
 */
export function shownOrder(results, readerPath, baseUrl) {
  const full = results.map((r) => ({
    document: {u: r.u, h: r.h},
    answer: r.a,
    asker: r.w,
    standing: r.s,
    context: r.c === undefined ? undefined : {t: r.c},
  }));
  return orderLikeTheBox(full, readerPath, baseUrl).map((r) => r.document);
}

export function summarize(sets, results) {
  return sets.map((set) => {
    const own = results.filter((r) => r.set === set.id);
    const found = own.filter((r) => r.found).length;
    const first = own.filter((r) => r.first).length;
    const share = (count) => (own.length ? count / own.length : 0);
    return {
      id: set.id,
      label: set.label ?? set.id,
      target: set.target ?? null,
      measure: set.measure === 'first' ? 'first' : 'top',
      found,
      first,
      total: own.length,
      share: share(found),
      firstShare: share(first),
    };
  });
}

/** Whether a query's route came where its set looks: first, or in the top 3. */
const passed = (result) => (result.measure === 'first' ? result.first : result.found);

/** The share a set is judged by: of the first suggestion, or of the top 3. */
const judgedShare = (s) => (s.measure === 'first' ? (s.firstShare ?? 0) : s.share);

const pct = (share) => `${(share * 100).toFixed(1)} %`;

export function formatReport({summary, latency, sizes, failures = []}) {
  const lines = [
    '',
    `Search benchmark: route in the top ${TOP_N} suggestions, and first (the target applies to the column the set is measured by)`,
    `  ${'set'.padEnd(36)} ${`top ${TOP_N}`.padStart(16)}   ${'first'.padStart(16)}`,
  ];
  for (const s of summary) {
    const judged = judgedShare(s);
    const target =
      s.target == null
        ? ''
        : `  (target ≥ ${pct(s.target)} ${s.measure === 'first' ? 'first' : `top ${TOP_N}`}: ${mark(judged >= s.target)})`;
    lines.push(
      `  ${s.label.padEnd(36)} ${`${s.found}/${s.total}`.padStart(7)} ${pct(s.share).padStart(8)}   ` +
        `${`${s.first ?? 0}/${s.total}`.padStart(7)} ${pct(s.firstShare ?? 0).padStart(8)}${target}`,
    );
  }
  lines.push(
    `Median time from keystroke to suggestions: ${latency.median.toFixed(1)} ms over ${latency.samples} queries` +
      ` (p90 ${latency.p90.toFixed(1)} ms; target < ${LATENCY_TARGET_MS} ms: ${mark(latency.median < LATENCY_TARGET_MS)})`,
  );
  for (const [locale, ms] of Object.entries(latency.ready ?? {}))
    lines.push(
      `First answer after focusing the box (${locale}, index download and load): ${ms.toFixed(0)} ms`,
    );
  for (const size of sizes)
    lines.push(
      `Search index (${size.locale}): ${kb(size.gzip)} gzip, ${kb(size.raw)} raw` +
        ` (target ≤ ${kb(INDEX_TARGET_BYTES)} gzip: ${mark(size.gzip > 0 && size.gzip <= INDEX_TARGET_BYTES)})` +
        (size.parts?.count
          ? `; the parts it loads as needed: ${size.parts.count} files, ${kb(size.parts.gzip)} gzip in all`
          : ''),
    );
  if (failures.length) {
    lines.push('', 'Missed (not in the top 3, or not first in a set measured by the first):');
    for (const f of failures)
      lines.push(
        `  [${f.set}] "${f.q}" → ${f.route}; got ${f.top.map(routeOf).join(', ') || 'nothing'}`,
      );
  }
  return lines.join('\n');
}

runMain(import.meta, USAGE, async (argv) => {
  const options = parseArgs(argv);
  const buildDir = path.resolve(ROOT, options.dir);
  if (options.build) runScript(path.join(ROOT, 'scripts/build.mjs'), [], 'inherit');
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first (or pass --build).`);
  const sets = loadQuerySets(readJson(path.resolve(ROOT, options.queries)));
  const server = await serveStatic(buildDir);
  const results = [];
  const opened = {};
  await withChromium([server], async (browser) => {
    for (const set of sets) {
      const {page} = (opened[set.locale] ??= await openSearch(browser, server.origin, set.locale));
      for (const query of set.queries) {
        const answer = await runQuery(page, query, options.repeat);
        const {prefix, startPage} = LOCALES[set.locale];
        const shown = shownOrder(answer.results, startPage, prefix);
        const urls = shown.map((r) => r.u + (r.h ?? ''));
        if (answer.shown !== shown.length)
          console.warn(`"${query.q}": ${answer.shown} suggestions shown, ${shown.length} expected`);
        const result = {
          set: set.id,
          q: query.q,
          route: query.route,
          measure: set.measure === 'first' ? 'first' : 'top',
          found: foundInTop(urls, query.route),
          first: foundFirst(urls, query.route),
          latency: answer.latency,
          top: urls.slice(0, TOP_N),
        };
        results.push(result);
        if (options.verbose)
          console.log(
            `${passed(result) ? '  ok ' : ' MISS'} [${set.id}] ${query.q} (${answer.latency.toFixed(1)} ms): ${result.top.join('  ')}`,
          );
      }
    }
  });

  const latencies = results.map((r) => r.latency);
  const summary = summarize(sets, results);
  const latency = {
    median: median(latencies),
    p90: percentile(latencies, 90),
    samples: latencies.length,
    repeat: options.repeat,
    ready: Object.fromEntries(Object.entries(opened).map(([locale, o]) => [locale, o.readyMs])),
  };
  const sizes = indexSizes(buildDir);
  const failures = results.filter((r) => !passed(r));
  console.log(formatReport({summary, latency, sizes, failures}));
  if (options.json)
    fs.writeFileSync(options.json, JSON.stringify({summary, latency, sizes, results}, null, 2));
  const missed =
    summary.some((s) => s.target != null && judgedShare(s) < s.target) ||
    !(latency.median < LATENCY_TARGET_MS) ||
    sizes.some((s) => s.gzip === 0 || s.gzip > INDEX_TARGET_BYTES);
  if (options.strict && missed) process.exitCode = 1;
});
