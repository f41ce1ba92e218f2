/**
 * The `stock` part of `npm run bench` (issue #38): this site side by side
 * with stock Docusaurus on the same content, so that the goals read as
 * ratios of what a reader gets from Docusaurus as it ships, not as lines in
 * kilobytes.
 *
 * The stock site is built by ../shared/tools/stock-anchor.sh (Docusaurus
 * 3.10.2, classic preset, React 19, @easyops-cn/docusaurus-search-local with
 * ru+en; no theme override, no plugin of ours) from this repository's docs/,
 * marketplace/, changelog/, i18n/ and static/. Two articles import an
 * interactive part from src/components/ (the booking-rules simulator, the
 * SMS cost calculator); the anchor has no src/components/, so each such
 * import gets, at the same path in the anchor, the part's text for readers
 * without it (the file without its import and export lines) — what the
 * Markdown copy of the article says there.
 *
 * Both builds are served by deploy/nginx.conf in Debian's nginx (gzip, cache
 * headers, each build's own Content-Security-Policy), one server each, and
 * measured in the same Chromium, in turns:
 *
 *   first-load JS  the scripts Chromium fetches on a first visit until the
 *                  network is quiet (./bench.mjs measurePage), gzip; goal
 *                  ≤ 0.70× stock on every page type
 *   Lighthouse     mobile performance (default emulation and simulated
 *                  throttling), --runs runs per page and site, interleaved
 *                  (ours, stock; then stock, ours), the median by score with
 *                  its LCP and TBT; goal ≥ stock on every page
 *   first search   on a slow phone (./bench-scale.mjs firstSearch: slow 4G,
 *                  4× CPU, cold cache; focus to first suggestion), median of
 *                  --runs per language; goal ≤ 0.3× stock's time
 *
 *   npm run bench -- --only=stock              our build/ must exist (or add build)
 *   npm run bench -- --only=build,stock --runs=5
 *   STOCK=/path npm run bench -- --only=stock  where the anchor lives (default $TMPDIR/stock-anchor)
 *   STOCK_ANCHOR_SCRIPT=/path/stock-anchor.sh  the build script, for a checkout elsewhere
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {kb} from './bench.mjs';
import {median} from './bench-search.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The anchor's build script: the shared tools' beside this repository, or STOCK_ANCHOR_SCRIPT. */
export const STOCK_ANCHOR_SCRIPT =
  process.env.STOCK_ANCHOR_SCRIPT ?? path.resolve(root, '../shared/tools/stock-anchor.sh');

/** The content folders the anchor copies (stock-anchor.sh). */
export const CONTENT_FOLDERS = ['docs', 'marketplace', 'changelog', 'i18n'];

/** One page of each type a reader opens. */
export const STOCK_PAGES = [
  {type: 'home', route: '/'},
  {type: 'doc page', route: '/business/intro/'},
  {type: 'changelog', route: '/changelog/'},
  {type: 'English FAQ', route: '/en/business/billing/faq/'},
];

/** The goals of issue #38, as ratios to stock. */
export const GOALS = {firstLoadJs: 0.7, firstSearchTime: 0.3};

const MARKDOWN = /\.mdx?$/;
const IMPORT = /^import\s[^'"]*?from\s*(['"])(\.\.?\/[^'"]+)\1/gm;

function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && MARKDOWN.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/**
 * The files the content imports from outside its own folders, as the anchor
 * must have them: for each, its path relative to the project (the same path
 * in the anchor resolves the same relative import) and its text for readers
 * without the interactive part — the MDX file without its import and export
 * lines. Another kind of file is an error that names the article.
 */
export function stubsForOutsideImports(projectDir) {
  const stubs = new Map();
  for (const folder of CONTENT_FOLDERS) {
    const top = path.join(projectDir, folder);
    for (const file of markdownFiles(top)) {
      for (const [, , specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.resolve(path.dirname(file), specifier);
        const relative = path.relative(projectDir, target);
        if (CONTENT_FOLDERS.some((inside) => !path.relative(inside, relative).startsWith('..')))
          continue;
        if (!MARKDOWN.test(target) || !fs.existsSync(target))
          throw new Error(
            `${path.relative(projectDir, file)} imports ${specifier}, which the stock anchor cannot have: ` +
              'only an MDX part outside the content can be replaced by its text.',
          );
        const text = fs
          .readFileSync(target, 'utf8')
          .split('\n')
          .filter((line) => !/^(import|export)\s/.test(line))
          .join('\n');
        stubs.set(relative, text);
      }
    }
  }
  return stubs;
}

/** Builds (or finds up to date) the anchor; returns its build folder. */
export function buildStock({stockDir, log = console.log}) {
  if (!fs.existsSync(STOCK_ANCHOR_SCRIPT))
    throw new Error(
      `${STOCK_ANCHOR_SCRIPT} is missing: the stock part needs the shared tools beside this repository.`,
    );
  for (const [relative, text] of stubsForOutsideImports(root)) {
    const target = path.join(stockDir, relative);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, text);
  }
  log(`Stock Docusaurus with this content (${path.relative(root, STOCK_ANCHOR_SCRIPT)}) …`);
  const result = spawnSync('bash', [STOCK_ANCHOR_SCRIPT], {
    cwd: root,
    env: {...process.env, PROJECT: root, STOCK: stockDir},
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) throw new Error(`The stock anchor did not build: ${output}`);
  log(output);
  return path.join(stockDir, 'build');
}

/** `ours / stock`, two decimals. */
export const ratio = (ours, stock) => (stock > 0 ? ours / stock : Number.NaN);

/** "0.61 ✓" or "0.75 ✗ (goal ≤ 0.70)". */
export function judged(value, goal, {atMost = true} = {}) {
  const met = atMost ? value <= goal : value >= goal;
  const text = value.toFixed(2);
  return met ? `${text} ✓` : `${text} ✗ (goal ${atMost ? '≤' : '≥'} ${goal.toFixed(2)})`;
}

/** Rows to columns, the first left-aligned, the rest right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => `${row[column]}`.length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? `${cell}`.padEnd(widths[column]) : `${cell}`.padStart(widths[column]),
        )
        .join('   '),
    )
    .join('\n');
}

const inSeconds = (ms) => (ms / 1000).toFixed(2);
const seconds = (ms) => `${inSeconds(ms)} s`;

/** The fastest and the slowest of some runs, in seconds: "0.92–1.16". */
export const secondsSpread = (ms) => `${inSeconds(Math.min(...ms))}–${inSeconds(Math.max(...ms))}`;

/** The file of a route in a build. */
const fileOf = (route) => `${route.replace(/^\//, '')}index.html`;

async function measureWeights(browser, sites) {
  const {measurePage} = await import('./bench.mjs');
  const rows = [['first-load JS (gzip)', 'ours', 'stock', 'ratio']];
  let worst = 0;
  for (const {type, route} of STOCK_PAGES) {
    const weights = [];
    for (const site of sites) {
      const m = await measurePage(browser, site.origin, site.buildDir, fileOf(route));
      weights.push(m.jsGzip);
    }
    const r = ratio(weights[0], weights[1]);
    worst = Math.max(worst, r);
    rows.push([`${type} (${route})`, kb(weights[0]), kb(weights[1]), judged(r, GOALS.firstLoadJs)]);
  }
  return {text: table(rows), worst};
}

async function measureLighthouseSideBySide(sites, runs) {
  const {CHROME_FLAGS, chromiumPath, importChromeLauncher, medianRun, formatMs} =
    await import('./bench.mjs');
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await importChromeLauncher();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const results = STOCK_PAGES.map(() => sites.map(() => []));
  const benchmark = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [p, {route}] of STOCK_PAGES.entries()) {
        // Turns: ours first on even runs, stock first on odd ones.
        const order = run % 2 === 0 ? [0, 1] : [1, 0];
        for (const s of order) {
          const result = await lighthouse(sites[s].origin + route, {
            port: chrome.port,
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
          const summary = performanceOf(result.lhr);
          results[p][s].push(summary);
          benchmark.push(summary.benchmarkIndex);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const rows = [['Lighthouse mobile', 'ours', 'stock', 'ours − stock']];
  let worst = Infinity;
  for (const [p, {type, route}] of STOCK_PAGES.entries()) {
    const [ours, stock] = results[p].map((pageRuns) => medianRun(pageRuns));
    const difference = ours.scores.performance - stock.scores.performance;
    worst = Math.min(worst, difference);
    const cell = (m) =>
      `${m.scores.performance} (LCP ${formatMs(m.metrics['largest-contentful-paint'])}, TBT ${formatMs(m.metrics['total-blocking-time'])})`;
    const spread = (pageRuns) => {
      const scores = pageRuns.map((m) => m.scores.performance);
      return `${Math.min(...scores)}–${Math.max(...scores)}`;
    };
    rows.push([
      `${type} (${route})`,
      `${cell(ours)} [${spread(results[p][0])}]`,
      `${cell(stock)} [${spread(results[p][1])}]`,
      `${difference >= 0 ? '+' : ''}${difference} ${difference >= 0 ? '✓' : '✗ (goal ≥ stock)'}`,
    ]);
  }
  return {text: table(rows), worst, benchmark};
}

/** A performance-only Lighthouse result in ./bench.mjs's shape (for medianRun). */
export function performanceOf(lhr) {
  const score = lhr.categories?.performance?.score;
  if (lhr.runtimeError || typeof score !== 'number')
    throw new Error(
      `Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError?.code ?? 'no performance score'}`,
    );
  return {
    scores: {performance: Math.round(score * 100)},
    metrics: {
      'largest-contentful-paint': lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      'total-blocking-time': lhr.audits['total-blocking-time']?.numericValue ?? null,
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

async function measureFirstSearch(browser, sites, runs) {
  const {firstSearch, LOCALES} = await import('./bench-scale.mjs');
  const rows = [['first search, slow 4G', 'ours', 'stock', 'ratio (time)']];
  let worst = 0;
  for (const locale of LOCALES) {
    const measured = sites.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      const order = run % 2 === 0 ? [0, 1] : [1, 0];
      for (const s of order) measured[s].push(await firstSearch(browser, sites[s].origin, locale));
    }
    const [ours, stock] = measured.map((list) => ({
      ms: median(list.map((m) => m.ms)),
      bytes: median(list.map((m) => m.bytes)),
      spread: secondsSpread(list.map((m) => m.ms)),
    }));
    const r = ratio(ours.ms, stock.ms);
    worst = Math.max(worst, r);
    rows.push([
      `${locale.locale} «${locale.word}» on ${locale.page}`,
      `${seconds(ours.ms)} [${ours.spread}], ${kb(ours.bytes)}`,
      `${seconds(stock.ms)} [${stock.spread}], ${kb(stock.bytes)}`,
      judged(r, GOALS.firstSearchTime),
    ]);
  }
  return {text: table(rows), worst};
}

/** The stock part of the bench: prints the three tables and whether each goal is met. */
export async function measureStock({runs, buildDir = path.join(root, 'build')}) {
  const stockDir = process.env.STOCK ?? path.join(os.tmpdir(), 'stock-anchor');
  const stockBuild = buildStock({stockDir});
  const {startNginx} = await import('./nginx-harness.mjs');
  const {launchPlaywrightChromium} = await import('./bench.mjs');
  const {chromium} = await import('@playwright/test');
  const servers = [];
  let browser;
  try {
    for (const dir of [buildDir, stockBuild]) {
      const server = await startNginx({buildDir: dir});
      servers.push({origin: server.origin, buildDir: dir, stop: server.stop});
    }
    console.log(
      `\nSide by side with stock Docusaurus (${stockBuild}), each build served by deploy/nginx.conf; ` +
        `${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)}`,
    );
    browser = await launchPlaywrightChromium(chromium);
    const weights = await measureWeights(browser, servers);
    console.log(`\n${weights.text}`);
    const search = await measureFirstSearch(browser, servers, runs);
    console.log(
      `\n${search.text}\n(median of ${runs} interleaved run(s) per language; [fastest–slowest])`,
    );
    await browser.close();
    browser = undefined;
    const lighthouse = await measureLighthouseSideBySide(servers, runs);
    console.log(
      `\n${lighthouse.text}\n(median of ${runs} interleaved run(s) by score; [lowest–highest score])`,
    );
    const {benchmarkNote} = await import('./bench.mjs');
    console.log(benchmarkNote(lighthouse.benchmark));
    console.log(
      `\nGoals: first-load JS ≤ ${GOALS.firstLoadJs}× stock — worst ${weights.worst.toFixed(2)}${weights.worst <= GOALS.firstLoadJs ? ' ✓' : ' ✗'}; ` +
        `Lighthouse ≥ stock — worst ${lighthouse.worst >= 0 ? '+' : ''}${lighthouse.worst}${lighthouse.worst >= 0 ? ' ✓' : ' ✗'}; ` +
        `first search ≤ ${GOALS.firstSearchTime}× stock — worst ${search.worst.toFixed(2)}${search.worst <= GOALS.firstSearchTime ? ' ✓' : ' ✗'}`,
    );
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
  }
}
