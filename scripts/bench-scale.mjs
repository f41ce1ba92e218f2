#!/usr/bin/env node
/**
 * `npm run bench:scale`: what the help centre costs as it grows (issue #23).
 *
 * Builds the site twice in temporary folders outside the repository — as it
 * is (1×) and with the business docs copied N times (default 10) in both
 * languages — and prints, for each:
 *
 *   - pages (HTML files per locale), build time and peak memory (the build's
 *     whole process tree, sampled);
 *   - first-load JS and CSS (gzip) of /business/calendar/;
 *   - the search index of each locale (gzip);
 *   - the first search on a slow phone: in Chromium with Lighthouse's slow-4G
 *     figures (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, CPU slowed
 *     4×), cold cache, served by our nginx (deploy/: gzip, cache headers):
 *     /business/calendar/ is opened and left to settle (no request for 2 s:
 *     the links' prefetches run after "networkidle"), then the search box
 *     is focused and a word typed; the bench reports the bytes downloaded and
 *     the seconds from the focus to the first suggestion on screen, median of
 *     --runs (default 3).
 *
 * Copy k of the docs lives under docs/scale-k/ (and its English twin under
 * i18n/en/…/current/scale-k/): relative links stay inside the copy, links by
 * URL lead to the originals, tags are the same tags, and each copied
 * category's label gets the copy's number so that sidebar translation keys
 * stay unique. The build is the real one (`npm run build`): a broken link
 * in a copy fails it like in the site.
 *
 *   npm run bench:scale                 1× and 10×
 *   npm run bench:scale -- --times 5    1× and 5×
 *   npm run bench:scale -- --runs 5     five first searches per locale and size
 *   npm run bench:scale -- --keep       keep the temporary sites (their paths are printed)
 *
 * Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH) and nginx (installed
 * as for `npm run test:nginx`).
 */
/* global window, document, MutationObserver -- in functions that run in the page */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {dirSize, launchPlaywrightChromium, measurePage, waitUntilSettled} from './bench.mjs';
import {indexSizes, median} from './bench-search.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Lighthouse's mobile "slow 4G" (its simulated throttling figures). */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Targets of issue #23, per size. */
export const TARGETS = {
  firstSuggestionMs: {1: 1000, N: 1500},
  firstSearchBytes: {1: 150 * 1024, N: 250 * 1024},
  buildSeconds: {N: 90},
};

/** How long no request may start before the page counts as settled (firstSearch). */
const SETTLED_MS = 2000;

export const LOCALES = [
  {locale: 'bg', page: '/business/calendar/', word: 'фактура'},
  {locale: 'en', page: '/en/business/calendar/', word: 'invoice'},
];

/** The folders whose docs are copied, per locale. */
const DOC_FOLDERS = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];

export function parseArgs(argv) {
  const options = {times: 10, runs: 3, keep: false};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const number = () => {
      const value = Number(argv[i + 1]);
      i += 1;
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a whole number ≥ 1`);
      return value;
    };
    if (arg === '--times') options.times = number();
    else if (arg === '--runs') options.runs = number();
    else if (arg === '--keep') options.keep = true;
    else throw new Error(`Unknown option ${arg} (--times N, --runs N, --keep)`);
  }
  if (options.times < 2) throw new Error('--times must be 2 or more: 1× is always measured');
  return options;
}

/**
 * A copy of one docs folder's tree for copy `k`: every file but the tags
 * list; category labels numbered («Фактуриране 3») so that their translation
 * keys stay unique; the copy itself a category of its own.
 */
export function copyDocsTree(from, to, k, docsRoot = from) {
  fs.mkdirSync(to, {recursive: true});
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    if (entry.name === 'tags.yml' || entry.name.startsWith('scale-')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDocsTree(source, target, k, docsRoot);
    else if (entry.name === '_category_.yml' || entry.name === '_category_.json')
      fs.writeFileSync(target, numberedCategory(fs.readFileSync(source, 'utf8'), k));
    else if (/\.mdx?$/.test(entry.name))
      fs.writeFileSync(
        target,
        importsFromCopy(fs.readFileSync(source, 'utf8'), {source, target, docsRoot}),
      );
    else fs.copyFileSync(source, target);
  }
}

/**
 * An article's relative imports as its copy must write them: a path that
 * leaves the docs folder (an interactive part under src/components/) is
 * rewritten from the copy's deeper folder; one inside the docs is copied too
 * and stays as it is.
 */
export function importsFromCopy(text, {source, target, docsRoot}) {
  return text.replace(
    /^(import\s[^'"]*?from\s*|import\s*)(['"])(\.\.?\/[^'"]+)\2/gm,
    (line, head, quote, specifier) => {
      const resolved = path.resolve(path.dirname(source), specifier);
      if (!path.relative(docsRoot, resolved).startsWith('..')) return line;
      return `${head}${quote}${path.relative(path.dirname(target), resolved)}${quote}`;
    },
  );
}

/** A `_category_.yml` with its label numbered for copy `k` (YAML or JSON). */
export function numberedCategory(text, k) {
  return text.replace(
    /^([ \t]*"?label"?[ \t]*:[ \t]*)("?)(.+?)\2(,?)[ \t]*$/m,
    (_, key, quote, label, comma) => {
      return `${key}${quote}${label} ${k}${quote}${comma}`;
    },
  );
}

/** The site's tracked files in a fresh folder, node_modules linked, the docs copied `times` times. */
export function prepareSite(times) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `slotera-scale-${times}x-`));
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(path.join(root, file), target);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (let k = 2; k <= times; k += 1) {
    for (const folder of DOC_FOLDERS) {
      const copy = path.join(dir, folder, `scale-${k}`);
      copyDocsTree(path.join(dir, folder), copy, k);
      if (folder === 'docs')
        fs.writeFileSync(
          path.join(copy, '_category_.yml'),
          `label: Копие ${k}\nposition: ${1000 + k}\ncollapsed: true\n`,
        );
    }
  }
  return dir;
}

/** Resident memory (KB) of a process and its descendants, from ps. */
function treeRss(pid) {
  let table;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  } catch {
    return 0;
  }
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of rows)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  return rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0);
}

/**
 * `npm run build` (scripts/build.mjs: the languages side by side, then the
 * deploy files) of the site in `dir`: seconds and peak memory (MB) of its
 * process tree.
 */
export async function timedBuild(dir) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(root, 'scripts/build.mjs'), dir], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, treeRss(child.pid));
  }, 250);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build in ${dir} failed:\n${stderr.slice(-3000)}`);
  return {seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb: peakKb / 1024};
}

/** HTML pages of the build, per locale. */
export function countPages(buildDir) {
  const count = (dir, skip) => {
    let total = 0;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name)) total += count(path.join(dir, entry.name), []);
      } else if (entry.name.endsWith('.html')) total += 1;
    }
    return total;
  };
  return {bg: count(buildDir, ['en']), en: count(path.join(buildDir, 'en'), [])};
}

/**
 * One cold first search: a fresh browser context (empty cache), slow 4G
 * and a 4× slower CPU from the start (`cpuSlowdown` to change it); the page
 * settles, then the box is focused and the word typed. Returns the ms from
 * focus to the first suggestion and the bytes that arrived in between; with
 * `waterfall`, also each request made from the focus on — its path, when it
 * started and ended (ms from the focus event, by Chromium's own timing) and
 * its body's bytes.
 */
export async function firstSearch(
  browser,
  origin,
  {page: route, word},
  {cpuSlowdown = SLOW_4G.cpuSlowdown, waterfall = false} = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.downloadThroughput,
    uploadThroughput: SLOW_4G.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  // Context-wide: the index is fetched by the search worker, not the page.
  let counting = false;
  const finished = [];
  context.on('requestfinished', (request) => {
    if (counting)
      finished.push(
        request.sizes().then((size) => ({url: request.url(), timing: request.timing(), ...size})),
      );
  });
  try {
    await page.goto(origin + route, {waitUntil: 'networkidle', timeout: 120_000});
    // Settled: the links' prefetches run in idle periods after "networkidle"
    // (src/client/idle-prefetch.ts); at 10× they were still downloading when
    // the box was focused. Wait until no request has started for 2 s.
    await waitUntilSettled(page, SETTLED_MS);
    const box = page.locator('.navbar input.navbar__search-input');
    // Timed in the page, from the box's focus event to the first suggestion
    // on screen as the DOM changes. Not from Playwright's calls: its
    // `focus()` first runs its own selector script in the page, slowed 4×
    // like the site (about 0.2 s), and its waiting polls every 500 ms once
    // it has waited a while.
    // Awaited as a promise, not polled: Playwright's waitForFunction polls
    // on every animation frame, which kept the page's main thread drawing
    // frames (slowed 4×) all through the search it measured.
    await page.evaluate(() => {
      const state = {focusAt: null};
      state.shown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const shown = [...document.querySelectorAll('[role="option"]')].some((option) =>
            option.checkVisibility(),
          );
          if (!shown) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, {subtree: true, childList: true, attributes: true});
      });
      window.__firstSuggestion = state;
      document
        .querySelector('.navbar input.navbar__search-input')
        .addEventListener('focus', () => (state.focusAt = performance.now()), {once: true});
    });
    counting = true;
    await box.focus();
    await box.fill(word);
    const ms = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const state = window.__firstSuggestion;
          setTimeout(() => reject(new Error('no suggestion after 120 s')), 120_000);
          state.shown.then((shownAt) => resolve(shownAt - state.focusAt));
        }),
    );
    // Let the last responses finish so their bytes are counted.
    await page.waitForTimeout(300);
    const sizes = await Promise.all(finished);
    // Playwright reports no body for a worker's own script; the page's
    // resource timing has it (a fifth of the bytes of a first search).
    const timed = new Map(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => [entry.name, entry.encodedBodySize]),
      ),
    );
    const bytes = sizes.reduce(
      (sum, size) =>
        sum + (size.responseBodySize || timed.get(size.url) || 0) + size.responseHeadersSize,
      0,
    );
    if (!waterfall) return {ms, bytes};
    const focusedAt = await page.evaluate(
      () => performance.timeOrigin + window.__firstSuggestion.focusAt,
    );
    const requests = sizes
      .map(({url, timing, responseBodySize}) => ({
        url: url.startsWith(origin) ? url.slice(origin.length) : url,
        start: timing.startTime - focusedAt,
        end: timing.startTime + timing.responseEnd - focusedAt,
        bytes: responseBodySize || timed.get(url) || 0,
      }))
      .sort((a, b) => a.start - b.start);
    return {ms, bytes, requests};
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'ok' : 'MISSED');

/**
 * The bundler's cache is in node_modules/.cache/rspack, which the temporary
 * sites share through their node_modules link: each build of one writes a
 * folder per language and bundle there (≈ 1 GB a run at 10×) that no later
 * build reads, since the cache is keyed by the site's folder.
 */
const BUNDLER_CACHE = path.join(root, 'node_modules/.cache/rspack');
const cacheEntries = () => (fs.existsSync(BUNDLER_CACHE) ? fs.readdirSync(BUNDLER_CACHE) : []);

/** Removes what a temporary site's build added to the bundler's cache. */
export function removeCacheEntriesSince(before, cacheDir = BUNDLER_CACHE) {
  if (!fs.existsSync(cacheDir)) return [];
  const added = fs.readdirSync(cacheDir).filter((entry) => !before.includes(entry));
  for (const entry of added) fs.rmSync(path.join(cacheDir, entry), {recursive: true, force: true});
  return added;
}

/** Builds and measures one size. */
async function measureSize(times, options, chromium) {
  const dir = prepareSite(times);
  const cacheBefore = cacheEntries();
  try {
    const build = await timedBuild(dir);
    const buildDir = path.join(dir, 'build');
    const pages = countPages(buildDir);
    const sizes = indexSizes(buildDir);
    const {startNginx} = await import('./nginx-harness.mjs');
    const nginx = await startNginx({buildDir});
    const browser = await launchPlaywrightChromium(chromium);
    try {
      const weight = await measurePage(
        browser,
        nginx.origin,
        buildDir,
        'business/calendar/index.html',
      );
      const searches = {};
      for (const target of LOCALES) {
        const runs = [];
        for (let run = 0; run < options.runs; run += 1)
          runs.push(await firstSearch(browser, nginx.origin, target));
        searches[target.locale] = {
          ms: median(runs.map((r) => r.ms)),
          bytes: median(runs.map((r) => r.bytes)),
        };
      }
      return {times, dir, build, pages, sizes, weight, searches, size: dirSize(buildDir)};
    } finally {
      await browser.close();
      await nginx.stop();
    }
  } finally {
    if (!options.keep) {
      fs.rmSync(dir, {recursive: true, force: true});
      removeCacheEntriesSince(cacheBefore);
    }
  }
}

export function formatReport(results) {
  const lines = [
    '',
    'Scale bench (docs ×1 and ×N, both languages; first search on slow 4G, CPU 4×, cold cache)',
  ];
  for (const r of results) {
    const size = r.times === 1 ? 1 : 'N';
    lines.push(
      '',
      `${r.times}×: ${r.pages.bg} pages bg + ${r.pages.en} en; build ${r.build.seconds.toFixed(1)} s` +
        (TARGETS.buildSeconds[size]
          ? ` (target ≤ ${TARGETS.buildSeconds[size]} s: ${mark(r.build.seconds <= TARGETS.buildSeconds[size])})`
          : '') +
        `, peak memory ${r.build.peakMb.toFixed(0)} MB, output ${(r.size / 1024 / 1024).toFixed(1)} MB`,
      `  /business/calendar/ first load: JS ${kb(r.weight.jsGzip)} gzip, CSS ${kb(r.weight.cssGzip)} gzip, HTML ${kb(r.weight.htmlGzip)} gzip`,
    );
    for (const s of r.sizes)
      lines.push(
        `  search index (${s.locale}): ${kb(s.gzip)} gzip, ${kb(s.raw)} raw` +
          (s.parts?.count
            ? `; its parts, loaded as needed: ${s.parts.count} files, ${kb(s.parts.gzip)} gzip in all`
            : ''),
      );
    for (const [locale, s] of Object.entries(r.searches)) {
      const msTarget = TARGETS.firstSuggestionMs[size];
      const bytesTarget = TARGETS.firstSearchBytes[size];
      lines.push(
        `  first suggestion (${locale}): ${(s.ms / 1000).toFixed(2)} s (target ≤ ${msTarget / 1000} s: ${mark(s.ms <= msTarget)}),` +
          ` ${kb(s.bytes)} downloaded (target ≤ ${kb(bytesTarget)}: ${mark(s.bytes <= bytesTarget)})`,
      );
    }
    if (r.dir && fs.existsSync(r.dir)) lines.push(`  site kept in ${r.dir}`);
  }
  const [one, many] = results;
  if (one && many)
    lines.push(
      '',
      `First-load JS from 1× to ${many.times}×: ${kb(one.weight.jsGzip)} → ${kb(many.weight.jsGzip)} gzip`,
    );
  return lines.join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const {chromium} = await import('@playwright/test');
  const results = [];
  for (const times of [1, options.times]) {
    console.log(`Building and measuring ${times}× …`);
    results.push(await measureSize(times, options, chromium));
  }
  console.log(formatReport(results));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
