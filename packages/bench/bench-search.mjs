#!/usr/bin/env node
// `npm run bench:search`: how well the site search finds what readers look for,
// typed key by key into the real search box of the build in Chromium; see
// this package's README.md for what it prints and its targets.
/* global window, document, MutationObserver, Element -- in functions that run in the page */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {launchChromium} from './lib/browser.mjs';
import {ROOT, readOptions, runMain} from './lib/cli.mjs';
import {kb, mark, median, percentile} from './lib/format.mjs';
import {distinctResults, preferArea} from './lib/search-engine.mjs';
import {indexSizes, SEARCH_LOCALES as LOCALES} from './lib/search-index.mjs';
import {serveStatic} from './lib/serve.mjs';

export const TOP_N = 3;
export const LATENCY_TARGET_MS = 50;
export const INDEX_TARGET_BYTES = 250 * 1024;

const USAGE =
  'Usage: bench-search.mjs [--build] [--dir build] [--queries tests/search/queries.json] [--verbose] [--json out.json] [--strict] [--repeat 3]';

export function parseArgs(/** @type {string[]} */ argv) {
  return readOptions(
    argv,
    {
      build: {type: 'boolean', default: false},
      dir: {type: 'string', default: 'build'},
      queries: {type: 'string', default: 'tests/search/queries.json'},
      json: {type: 'string', default: null},
      verbose: {type: 'boolean', default: false},
      strict: {type: 'boolean', default: false},
      repeat: {type: 'string', default: 3, whole: true},
    },
    USAGE,
  );
}

/** Checks the query file's shape and returns its sets. */
export function loadQuerySets(data) {
  if (!data || !Array.isArray(data.sets)) throw new Error('the query file has no "sets" array');
  const ids = new Set();
  for (const set of data.sets) {
    if (!set.id || ids.has(set.id)) throw new Error(`query set without a unique id: ${set.id}`);
    ids.add(set.id);
    if (!LOCALES[set.locale]) throw new Error(`set ${set.id}: unknown locale ${set.locale}`);
    if (!Array.isArray(set.queries) || set.queries.length === 0)
      throw new Error(`set ${set.id} has no queries`);
    for (const query of set.queries) {
      if (typeof query.q !== 'string' || query.q.trim() === '')
        throw new Error(`set ${set.id}: a query without text`);
      if (typeof query.route !== 'string' || !query.route.startsWith('/'))
        throw new Error(`set ${set.id}: "${query.q}" has no route`);
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

/** Whether `route` is among the pages of the first `n` suggestions. */
export function foundInTop(suggestionUrls, route, n = TOP_N) {
  const wanted = routeOf(route);
  return suggestionUrls.slice(0, n).some((url) => routeOf(url) === wanted);
}

/**
 * Whether the first suggestion is `route`: its page, and where the route
 * names a section (`#refunds`), that section.
 */
export function foundFirst(suggestionUrls, route) {
  const first = suggestionUrls[0];
  if (!first || routeOf(first) !== routeOf(route)) return false;
  const hash = new URL(route, 'http://localhost').hash;
  return !hash || new URL(first, 'http://localhost').hash === hash;
}

/**
 * The worker's results as the box shows them from `readerPath`: its own
 * area first where the query allows, without repeats. `results` as the
 * page recorded them ({u, h, a: answer, w: asker, s: standing, c: context}).
 */
export function shownOrder(results, readerPath, baseUrl) {
  const full = results.map((r) => ({
    document: {u: r.u, h: r.h},
    answer: r.a,
    asker: r.w,
    standing: r.s,
    context: r.c === undefined ? undefined : {t: r.c},
  }));
  return distinctResults(preferArea(full, readerPath, baseUrl)).map((r) => ({
    u: r.document.u,
    h: r.document.h,
  }));
}

/** Per-set share found, from a list of {set, found} results. */
export function summarize(sets, results) {
  return sets.map((set) => {
    const own = results.filter((r) => r.set === set.id);
    const found = own.filter((r) => r.found).length;
    const first = own.filter((r) => r.first).length;
    return {
      id: set.id,
      label: set.label ?? set.id,
      target: set.target ?? null,
      measure: set.measure === 'first' ? 'first' : 'top',
      found,
      first,
      total: own.length,
      share: own.length ? found / own.length : 0,
      firstShare: own.length ? first / own.length : 0,
    };
  });
}

const pct = (share) => `${(share * 100).toFixed(1)} %`;

export function formatReport({summary, latency, sizes, failures = []}) {
  const lines = [
    '',
    `Search benchmark: route in the top ${TOP_N} suggestions, and first (the target applies to the column the set is measured by)`,
    `  ${'set'.padEnd(36)} ${`top ${TOP_N}`.padStart(16)}   ${'first'.padStart(16)}`,
  ];
  for (const s of summary) {
    const judged = s.measure === 'first' ? (s.firstShare ?? 0) : s.share;
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
  for (const size of sizes) {
    lines.push(
      `Search index (${size.locale}): ${kb(size.gzip)} gzip, ${kb(size.raw)} raw` +
        ` (target ≤ ${kb(INDEX_TARGET_BYTES)} gzip: ${mark(size.gzip > 0 && size.gzip <= INDEX_TARGET_BYTES)})` +
        (size.parts?.count
          ? `; the parts it loads as needed: ${size.parts.count} files, ${kb(size.parts.gzip)} gzip in all`
          : ''),
    );
  }
  if (failures.length) {
    lines.push('', 'Missed (not in the top 3, or not first in a set measured by the first):');
    for (const f of failures)
      lines.push(
        `  [${f.set}] "${f.q}" → ${f.route}; got ${f.top.map(routeOf).join(', ') || 'nothing'}`,
      );
  }
  return lines.join('\n');
}

/**
 * Runs in the page before its own scripts: records the search worker's
 * answers (the suggestions' data, which the DOM does not carry) and when the
 * suggestion list last changed, and the time of every key press.
 */
function instrumentPage() {
  const state = {requests: new Map(), answers: [], keyAt: 0, mutationAt: []};
  Object.defineProperty(window, '__benchSearch', {value: state});
  // Comlink talks to the worker over a MessagePort it hands over first, so
  // both the Worker's and the ports' messages are watched.
  const watched = new WeakSet();
  const watch = (target) => {
    if (watched.has(target)) return;
    watched.add(target);
    EventTarget.prototype.addEventListener.call(target, 'message', (event) => {
      const data = event.data;
      const input = data && state.requests.get(data.id);
      if (input === undefined) return;
      state.requests.delete(data.id);
      const value = data.value;
      state.answers.push({
        input,
        at: performance.now(),
        results: Array.isArray(value)
          ? value.map((r) => ({
              u: r.document?.u ?? '',
              h: r.document?.h ?? '',
              t: r.type,
              a: r.answer,
              w: r.asker,
              s: r.standing,
              c: r.context?.t,
            }))
          : [],
      });
    });
  };
  const record = (message) => {
    // A Comlink call of search(baseUrl, input, limit) (src/plugins/search/theme/SearchBar/worker.ts).
    if (message?.type === 'APPLY' && message.path?.at(-1) === 'search') {
      const input = message.argumentList?.[1]?.value;
      if (typeof input === 'string') state.requests.set(message.id, input);
    }
  };
  for (const Target of [window.Worker, window.MessagePort]) {
    const {postMessage, addEventListener} = Target.prototype;
    Target.prototype.postMessage = function (message, ...rest) {
      record(message);
      watch(this);
      return postMessage.call(this, message, ...rest);
    };
    Target.prototype.addEventListener = function (type, ...rest) {
      if (type === 'message') watch(this);
      return addEventListener.call(this, type, ...rest);
    };
  }
  // A key press: keydown, or a beforeinput alone (a Cyrillic letter is typed
  // as text, as an input method would); one after a keydown is that key's.
  let keyPending = false;
  document.addEventListener(
    'keydown',
    () => {
      state.keyAt = performance.now();
      keyPending = true;
    },
    true,
  );
  document.addEventListener(
    'beforeinput',
    () => {
      if (!keyPending) state.keyAt = performance.now();
      keyPending = false;
    },
    true,
  );
  new MutationObserver((records) => {
    // The dropdown: the list of results (the listbox) is drawn anew inside it for each query.
    const dropdown = '[class*="dropdownMenu"], [role="listbox"]';
    if (records.some((r) => r.target instanceof Element && r.target.closest(dropdown)))
      state.mutationAt.push(performance.now());
  }).observe(document, {subtree: true, childList: true});
}

const INPUT = 'input.navbar__search-input, .navbar__search input';
const OPTIONS = '[role="listbox"] [role="option"]';

async function waitForAnswer(page, input, since, timeout = 5000) {
  await page.waitForFunction(
    ([text, after]) =>
      window.__benchSearch.answers.some((a) => a.input === text && a.at >= after) &&
      // The list is drawn in the same task as the answer arrives.
      window.__benchSearch.mutationAt.some((t) => t >= after),
    [input, since],
    {timeout, polling: 5},
  );
}

/** Presses the last key of `text` and times the suggestions that answer it. */
async function timeLastKey(page, box, text) {
  const start = await page.evaluate(() => performance.now());
  await box.pressSequentially(text.slice(-1));
  await waitForAnswer(page, text, start);
  // Let the list settle, then read it.
  await page.waitForTimeout(30);
  return page.evaluate(
    ([text, after, selector]) => {
      const state = window.__benchSearch;
      const answer = state.answers.filter((a) => a.input === text && a.at >= after).at(-1);
      const drawnAt = state.mutationAt.find((t) => t >= answer.at) ?? answer.at;
      const options = [...document.querySelectorAll(selector)].filter((el) => el.offsetParent);
      return {latency: drawnAt - state.keyAt, shown: options.length, results: answer.results};
    },
    [text, start, OPTIONS],
  );
}

/**
 * Types the query, reads the suggestions, then times the last keystroke
 * `repeat` times in all (deleting and typing it again) and keeps the median.
 */
async function runQuery(page, query, repeat) {
  const box = page.locator(INPUT).first();
  await box.fill('');
  await page.waitForTimeout(30);
  const text = query.q;
  const head = text.slice(0, -1);
  const typeHead = async () => {
    const before = await page.evaluate(() => performance.now());
    if (head) await box.pressSequentially(head, {delay: 15});
    await waitForAnswer(page, head, before).catch(() => {});
    await page.waitForTimeout(60);
  };
  await typeHead();
  const first = await timeLastKey(page, box, text);
  const latencies = [first.latency];
  for (let i = 1; i < repeat; i += 1) {
    const before = await page.evaluate(() => performance.now());
    await box.press('Backspace');
    if (head) await waitForAnswer(page, head, before).catch(() => {});
    await page.waitForTimeout(60);
    latencies.push((await timeLastKey(page, box, text)).latency);
  }
  return {...first, latency: median(latencies)};
}

/**
 * Opens a page of the locale and focuses the search box, which loads the
 * index. Returns the page and the time from the focus to the first answer of
 * a one-letter query typed at once (download, parsing and first search).
 */
async function openSearch(browser, origin, locale) {
  const page = await browser.newPage();
  await page.addInitScript(instrumentPage);
  await page.goto(origin + LOCALES[locale].startPage, {waitUntil: 'networkidle'});
  const box = page.locator(INPUT).first();
  const before = await page.evaluate(() => performance.now());
  await box.click();
  await box.pressSequentially('a');
  await waitForAnswer(page, 'a', before, 30000);
  const readyMs = (await page.evaluate(() => performance.now())) - before;
  return {page, readyMs};
}

runMain(import.meta, USAGE, async (argv) => {
  const options = parseArgs(argv);
  const buildDir = path.resolve(ROOT, options.dir);
  if (options.build) {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('The build failed.');
  }
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first (or pass --build).`);
  const queries = fs.readFileSync(path.resolve(ROOT, options.queries), 'utf8');
  const sets = loadQuerySets(JSON.parse(queries));
  const server = await serveStatic(buildDir);
  const origin = server.origin;
  const browser = await launchChromium();
  const results = [];
  const ready = {};
  try {
    const pages = new Map();
    for (const set of sets) {
      if (!pages.has(set.locale)) {
        const opened = await openSearch(browser, origin, set.locale);
        pages.set(set.locale, opened.page);
        ready[set.locale] = opened.readyMs;
      }
      const page = pages.get(set.locale);
      for (const query of set.queries) {
        const answer = await runQuery(page, query, options.repeat);
        const {prefix, startPage} = LOCALES[set.locale];
        const shown = shownOrder(answer.results, startPage, prefix);
        const urls = shown.map((r) => r.u + (r.h ?? ''));
        if (answer.shown !== shown.length)
          console.warn(`"${query.q}": ${answer.shown} suggestions shown, ${shown.length} expected`);
        const found = foundInTop(urls, query.route);
        const first = foundFirst(urls, query.route);
        results.push({
          set: set.id,
          q: query.q,
          route: query.route,
          measure: set.measure === 'first' ? 'first' : 'top',
          found,
          first,
          latency: answer.latency,
          top: urls.slice(0, TOP_N),
        });
        const ok = set.measure === 'first' ? first : found;
        if (options.verbose)
          console.log(
            `${ok ? '  ok ' : ' MISS'} [${set.id}] ${query.q} (${answer.latency.toFixed(1)} ms): ${urls.slice(0, TOP_N).join('  ')}`,
          );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const latencies = results.map((r) => r.latency);
  const summary = summarize(sets, results);
  const latency = {
    median: median(latencies),
    p90: percentile(latencies, 90),
    samples: latencies.length,
    repeat: options.repeat,
    ready,
  };
  const sizes = indexSizes(buildDir);
  const failures = results.filter((r) => !(r.measure === 'first' ? r.first : r.found));
  console.log(formatReport({summary, latency, sizes, failures}));
  if (options.json)
    fs.writeFileSync(options.json, JSON.stringify({summary, latency, sizes, results}, null, 2));

  if (options.strict) {
    const missed =
      summary.some(
        (s) => s.target != null && (s.measure === 'first' ? s.firstShare : s.share) < s.target,
      ) ||
      !(latency.median < LATENCY_TARGET_MS) ||
      sizes.some((s) => s.gzip === 0 || s.gzip > INDEX_TARGET_BYTES);
    if (missed) process.exitCode = 1;
  }
});
