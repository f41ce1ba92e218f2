#!/usr/bin/env node
/**
 * `npm run bench`: numbers, not pass/fail — the goals are judged by reading
 * them, and each is printed next to its target where there is one. Parts, in
 * the order they run:
 *
 *   build       build time of both locales (`npm run build`: scripts/build.mjs,
 *               the languages side by side, and the deploy files)
 *   weight      build size, and the first-load weight (gzip) of the home page
 *               and of doc pages: the JavaScript and CSS Chromium fetches on a
 *               first visit, until the network is quiet
 *   lighthouse  Lighthouse, mobile (its default emulation and simulated
 *               throttling), on four pages: scores for performance,
 *               accessibility, best practices and SEO, and FCP, LCP, TBT,
 *               CLS, Speed Index — of the median of --runs runs by
 *               performance score — then the audits that failed wherever a
 *               score is under its target (performance ≥ 95, the rest 100).
 *               The median run's HTML report is written to .bench/lighthouse/.
 *   start       the writers' loop: seconds from launching `docusaurus start`
 *               until /business/intro/ is served (HTTP 200 after the first
 *               compile, with every script its HTML names answering 200), and
 *               until Chromium shows the article. Measured cold — after
 *               removing what `docusaurus clear` removes except build/
 *               (.docusaurus/ and the bundler cache node_modules/.cache/) —
 *               then warm, the next start, once the cold server has finished
 *               writing the bundler cache; target 20 s.
 *   nginx       the bounded load check against nginx and against the CDN runtime
 *               (scripts/bench-nginx.mjs --server nginx|cdn)
 *   stock       side by side with stock Docusaurus on the same content
 *               (scripts/bench-stock.mjs): first-load JS, Lighthouse
 *               performance and the first search, ours, stock's and the
 *               ratio, against the goals of issue #38
 *
 *   npm run bench                           every part
 *   npm run bench -- --no-build             every part but the build: measure the existing build/
 *   npm run bench -- --only=lighthouse      one part (or several: --only=weight,start)
 *   npm run bench -- --only=lighthouse --runs=5
 *   npm run bench -- --only=lighthouse --server=serve
 *
 * Options:
 *   --only=PARTS       comma-separated parts from the list above (default: all)
 *   --no-build         skip the build part (the others measure build/ as it is)
 *   --runs=N           Lighthouse runs per page, the median is reported (default 3)
 *   --server=NAME      what serves build/ to Lighthouse: `nginx` (the default:
 *                      deploy/nginx.conf in Debian's nginx, what visitors
 *                      get — gzip, cache headers) or `serve` (`docusaurus
 *                      serve`: no gzip, no cache headers)
 *   --port=N           first loopback port to try for the servers (default 3290)
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH). A measurement
 * that cannot be taken (no Chromium, a server that does not answer, a
 * Lighthouse run that errors) ends the bench with exit code 1.
 */
/* global window -- in functions that run in the page */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docusaurusBin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

export const PARTS = ['build', 'weight', 'lighthouse', 'start', 'nginx', 'stock'];

/** Pages whose first load is measured, relative to build/. */
export const MEASURED_PAGES = [
  {name: 'home (bg)', file: 'index.html'},
  {name: 'doc page (bg)', file: 'business/intro/index.html'},
  {name: 'doc page (en)', file: 'en/business/intro/index.html'},
];

/** Pages Lighthouse measures. */
export const LIGHTHOUSE_PAGES = [
  {name: 'home (bg)', route: '/'},
  {name: 'doc page (bg)', route: '/business/intro/'},
  // A long article, with tables and many headings (issue #23).
  {name: 'long article (bg)', route: '/business/calendar/'},
  {name: 'changelog (bg)', route: '/changelog/'},
  {name: 'billing FAQ (en)', route: '/en/business/billing/faq/'},
];

export const CATEGORIES = [
  {id: 'performance', label: 'perf', target: 95},
  {id: 'accessibility', label: 'a11y', target: 100},
  {id: 'best-practices', label: 'bp', target: 100},
  {id: 'seo', label: 'seo', target: 100},
];

export const METRICS = [
  {id: 'first-contentful-paint', label: 'FCP'},
  {id: 'largest-contentful-paint', label: 'LCP'},
  {id: 'total-blocking-time', label: 'TBT'},
  {id: 'cumulative-layout-shift', label: 'CLS'},
  {id: 'speed-index', label: 'SI'},
];

/**
 * Audits that judge the server more than the site. `docusaurus serve` sends
 * neither gzip nor cache lifetimes, which deploy/nginx.conf does; neither
 * local server speaks HTTPS or HTTP/2.
 */
export const SERVER_AUDITS = {
  'uses-text-compression': {
    servers: ['serve'],
    note: 'docusaurus serve sends no gzip; production nginx does (run with --server=nginx)',
  },
  'uses-long-cache-ttl': {
    servers: ['serve'],
    note: 'docusaurus serve sends no cache lifetimes; production nginx does',
  },
  'cache-insight': {
    servers: ['serve'],
    note: 'docusaurus serve sends no cache lifetimes; production nginx does',
  },
  'uses-http2': {servers: ['serve', 'nginx'], note: 'the local server speaks HTTP/1.1'},
  'is-on-https': {servers: ['serve', 'nginx'], note: 'the local server is plain http'},
  'redirects-http': {servers: ['serve', 'nginx'], note: 'the local server is plain http'},
};

/** SEO audits that look at the page's address: the site is served from 127.0.0.1 but its canonical links name SITE_URL. */
export const ORIGIN_SENSITIVE_SEO_AUDITS = ['canonical', 'hreflang', 'is-crawlable', 'robots-txt'];

export const START_TARGET_SECONDS = 20;
export const START_PAGE = '/business/intro/';

/** Chromium as Lighthouse drives it: headless, and silent on a machine without internet. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const USAGE =
  'Usage: bench.mjs [--no-build] [--only=build,weight,lighthouse,start,nginx,stock] [--runs=N] [--server=serve|nginx] [--port=N]';

/** Reads the command line; throws on anything it does not know. */
export function parseArgs(args) {
  const options = {parts: new Set(PARTS), runs: 3, server: 'nginx', port: 3290};
  let noBuild = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--no-build') {
      noBuild = true;
      continue;
    }
    const match = /^--(only|runs|server|port)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    const [, name] = match;
    const value = match[2] ?? args[(i += 1)];
    if (value === undefined || value === '') throw new Error(`--${name} needs a value. ${USAGE}`);
    if (name === 'only') {
      const parts = value.split(',').map((part) => part.trim());
      const unknown = parts.filter((part) => !PARTS.includes(part));
      if (unknown.length) throw new Error(`Unknown part ${unknown.join(', ')}. ${USAGE}`);
      options.parts = new Set(parts);
    } else if (name === 'server') {
      if (!['serve', 'nginx'].includes(value)) throw new Error(`--server is serve or nginx.`);
      options.server = value;
    } else {
      const number = Number(value);
      if (!Number.isInteger(number) || number <= 0 || (name === 'port' && number > 65535))
        throw new Error(`--${name} needs a positive whole number.`);
      options[name] = number;
    }
  }
  if (noBuild) options.parts.delete('build');
  return options;
}

export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, {level: 9}).length;
}

/** Sums the gzip size of site-relative asset paths inside `buildDir`. */
export function gzipTotal(buildDir, assets) {
  return assets.reduce((sum, asset) => {
    const file = path.join(buildDir, decodeURIComponent(asset.split(/[?#]/)[0]));
    if (!fs.existsSync(file))
      throw new Error(`${asset} is referenced but missing from ${buildDir}`);
    return sum + gzipSize(fs.readFileSync(file));
  }, 0);
}

/**
 * Sorts the URLs a page requested into same-site JavaScript and CSS paths
 * (other hosts and other kinds of file are not ours to weigh).
 */
export function classifyRequests(origin, urls) {
  const scripts = new Set();
  const styles = new Set();
  for (const raw of urls) {
    const url = new URL(raw, origin);
    if (url.origin !== origin) continue;
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    else if (url.pathname.endsWith('.css')) styles.add(url.pathname);
  }
  return {scripts: [...scripts], styles: [...styles]};
}

// ---------------------------------------------------------------- Lighthouse

/**
 * The run reported for a page: the median by performance score (of an even
 * number, the lower of the two middle runs). Ties keep the order of the runs.
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('No Lighthouse runs to take a median of.');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Which element was the largest contentful paint, and the longest phase of
 * its timing: "div.x > p “Slotera е…” — render delay 4.3 s of 4.8 s".
 */
export function lcpElementSummary(audit) {
  const [element, phases] = audit.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return audit.displayValue ?? '';
  const label = node.nodeLabel ? ` “${node.nodeLabel.slice(0, 40)}”` : '';
  const timings = (phases?.items ?? []).filter((p) => typeof p.timing === 'number');
  const total = timings.reduce((sum, p) => sum + p.timing, 0);
  const longest = timings.reduce((a, b) => (b.timing > (a?.timing ?? -1) ? b : a), undefined);
  const phase = longest
    ? ` — ${longest.phase.toLowerCase()} ${formatMs(longest.timing)} of ${formatMs(total)}`
    : '';
  return `${node.selector ?? node.snippet}${label}${phase}`;
}

/**
 * The audits that cost a category points: those with a weight that did not
 * pass and, for performance, the failed diagnostics a maintainer would fix.
 */
export function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const failing = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode))
      continue;
    // Diagnostics weigh nothing themselves; those Lighthouse marks as failed
    // (red, under 0.5) name what makes the metrics slow.
    const counts =
      ref.weight > 0 ||
      (categoryId === 'performance' && ref.group === 'diagnostics' && audit.score < 0.5);
    if (!counts) continue;
    failing.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue:
        ref.id === 'largest-contentful-paint-element'
          ? lcpElementSummary(audit)
          : (audit.displayValue ?? ''),
    });
  }
  // What weighs most first; then the worst.
  return failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

/** What one Lighthouse result says, in the bench's terms. Throws if the run itself failed. */
export function summarizeLhr(lhr) {
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  const scores = {};
  const failing = {};
  for (const {id} of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number')
      throw new Error(`Lighthouse gave no ${id} score for ${lhr.requestedUrl}.`);
    scores[id] = Math.round(score * 100);
    failing[id] = failingAudits(lhr, id);
  }
  const metrics = {};
  for (const {id} of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? null;
  const originSeo = Object.fromEntries(
    ORIGIN_SENSITIVE_SEO_AUDITS.filter((id) => lhr.audits[id]).map((id) => [
      id,
      lhr.audits[id].score === null ? 'n/a' : lhr.audits[id].score >= 1 ? 'pass' : 'fail',
    ]),
  );
  return {
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl,
    scores,
    metrics,
    failing,
    originSeo,
    version: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Lighthouse's CPU benchmark index under which the bench calls the machine busy. */
export const BUSY_BENCHMARK_INDEX = 1000;

/**
 * The benchmark index Lighthouse's default 4× CPU slowdown is calibrated for:
 * 1500–2000, a high-end desktop, which 4× brings down to a mid-tier phone
 * (Lighthouse's docs/throttling.md). Below it the simulated phone is slower
 * than Lighthouse's, and so are TBT and the metrics that wait on scripts.
 */
export const CALIBRATED_BENCHMARK_INDEX = 1500;

/**
 * The range of Lighthouse's CPU benchmark index over the runs, and a warning
 * when some ran on a busy machine (simulated throttling multiplies the CPU
 * time it observes, so a busy machine inflates TBT, and what waits on
 * scripts, in proportion) or on one slower than Lighthouse's calibration.
 */
export function benchmarkNote(indices) {
  const known = indices.filter((n) => typeof n === 'number');
  if (known.length === 0) return 'CPU benchmark index unknown';
  const low = Math.min(...known);
  const range = `CPU benchmark index ${low.toFixed(0)}–${Math.max(...known).toFixed(0)}`;
  const under = (limit) => known.filter((n) => n < limit).length;
  if (low < BUSY_BENCHMARK_INDEX)
    return `${range}: BUSY MACHINE — ${under(BUSY_BENCHMARK_INDEX)} of ${known.length} runs under ${BUSY_BENCHMARK_INDEX}; TBT and performance are worse than on a quiet machine, rerun when it is idle`;
  if (low < CALIBRATED_BENCHMARK_INDEX)
    return (
      `${range}: ${under(CALIBRATED_BENCHMARK_INDEX)} of ${known.length} runs under ${CALIBRATED_BENCHMARK_INDEX}, ` +
      `the slowest machine Lighthouse's 4× CPU slowdown is calibrated for (a high-end desktop); ` +
      `on this one the simulated phone is slower than Lighthouse's, so TBT is higher and performance lower than Lighthouse's reference`
    );
  return `${range} (TBT grows on a busy machine: compare runs taken under similar load)`;
}

export const formatMs = (ms) =>
  ms === null || ms === undefined
    ? '–'
    : ms >= 1000
      ? `${(ms / 1000).toFixed(1)} s`
      : `${Math.round(ms)} ms`;

export function formatMetric(id, value) {
  if (value === null || value === undefined) return '–';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : formatMs(value);
}

/** Pads columns to a common width: a plain-text table for the terminal. */
export function formatTable(rows) {
  const widths = [];
  for (const row of rows)
    row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, String(cell).length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? String(cell) : String(cell).padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A score with a mark when it misses its target. */
export const formatScore = (score, target) => (score >= target ? `${score}` : `${score} ✗`);

/**
 * The Lighthouse table: one row per page (its median run), a target row, and
 * the performance score of every run so the spread shows.
 */
export function lighthouseTable(results) {
  const header = [
    'page',
    ...CATEGORIES.map((c) => c.label),
    ...METRICS.map((m) => m.label),
    'perf of each run',
  ];
  const targets = [
    'target',
    ...CATEGORIES.map((c) => (c.target < 100 ? `≥${c.target}` : `${c.target}`)),
    ...METRICS.map(() => ''),
    '',
  ];
  const rows = results.map(({page, runs, median}) => [
    `${page.name} ${page.route}`,
    ...CATEGORIES.map((c) => formatScore(median.scores[c.id], c.target)),
    ...METRICS.map((m) => formatMetric(m.id, median.metrics[m.id])),
    runs.map((run) => run.scores.performance).join(', '),
  ]);
  return formatTable([header, targets, ...rows]);
}

/**
 * The audits to fix, for every page and category under its target, each
 * marked where the audit judges the local server rather than the site.
 */
export function failingAuditsReport(results, server) {
  const lines = [];
  for (const {page, median} of results) {
    for (const category of CATEGORIES) {
      if (median.scores[category.id] >= category.target) continue;
      lines.push(
        `${page.name} ${page.route} — ${category.id} ${median.scores[category.id]} (target ${category.target < 100 ? '≥' : ''}${category.target}):`,
      );
      const audits = median.failing[category.id];
      if (audits.length === 0)
        lines.push('  (no single failed audit; the score is the sum of small ones)');
      for (const audit of audits) {
        const local = SERVER_AUDITS[audit.id];
        const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
        const note = local?.servers.includes(server) ? ` [local server: ${local.note}]` : '';
        lines.push(
          `  ${audit.id}: ${audit.title}${value} (score ${audit.score.toFixed(2)}${audit.weight ? `, weight ${audit.weight}` : ''})${note}`,
        );
      }
    }
  }
  return lines.join('\n');
}

/** One line on the SEO audits that look at the address, since the site is served from 127.0.0.1. */
export function originSeoReport(results) {
  const failures = [];
  for (const {page, median} of results)
    for (const [id, verdict] of Object.entries(median.originSeo))
      if (verdict === 'fail') failures.push(`${id} on ${page.route}`);
  const ids = ORIGIN_SENSITIVE_SEO_AUDITS.join(', ');
  return failures.length === 0
    ? `Address-sensitive SEO audits (${ids}) pass on every page served from 127.0.0.1.`
    : `Address-sensitive SEO audits failing (${failures.join('; ')}): the site is served from 127.0.0.1 while its canonical and hreflang links name SITE_URL — check whether the failure is the local address before fixing the site.`;
}

// ---------------------------------------------------------------- dev server

/** The script URLs an HTML document names, in order. */
export function scriptSources(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)].map((m) => m[1]);
}

/** Whether a script path is the main bundle: `/main.js` in development, `/assets/js/main.<hash>.js` in a build. */
export const isMainBundle = (src) => /(^|\/)main(\.[\w-]+)?\.js(\?.*)?$/.test(src);

/**
 * Whether the dev server's answer for a page is the compiled app's shell: a
 * 200 with the root element and the main bundle. `docusaurus start` holds
 * requests until the first compile ends, so a shell without its bundle (or
 * any other answer) means it is not ready yet. Returns the scripts to check.
 */
export function devShellReadiness(status, html) {
  if (status !== 200) return {ready: false, reason: `HTTP ${status}`};
  if (!/id=["']__docusaurus["']/.test(html))
    return {ready: false, reason: 'no #__docusaurus root element'};
  const scripts = scriptSources(html);
  if (!scripts.some(isMainBundle)) return {ready: false, reason: 'no main bundle script'};
  return {ready: true, scripts};
}

/** The scripts that did not answer 200 with a body, from `[{src, status, bytes}]`. */
export const unservedScripts = (checks) =>
  checks.filter(({status, bytes}) => status !== 200 || bytes === 0).map(({src}) => src);

export function startTable(results) {
  const rows = [
    ['writers loop (docusaurus start)', 'page served', 'shown in Chromium', 'target'],
    ...results.map(({label, servedSeconds, shownSeconds}) => [
      label,
      `${servedSeconds.toFixed(1)} s${servedSeconds > START_TARGET_SECONDS ? ' ✗' : ''}`,
      shownSeconds === null ? '–' : `${shownSeconds.toFixed(1)} s`,
      `≤${START_TARGET_SECONDS} s`,
    ]),
  ];
  return formatTable(rows);
}

// ---------------------------------------------------------------- plumbing

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function dirSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size;
  }
  return total;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function chromiumPath() {
  const chromePath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath))
    throw new Error(
      `Chromium not found at ${chromePath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  return chromePath;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free loopback port from `from`, trying ten. */
async function freePortFrom(from) {
  for (let port = from; port < from + 10; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`No free port in ${from}–${from + 9} (--port chooses where to start).`);
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The build server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Serves build/ on a loopback port with nginx or, with --server=serve, `docusaurus serve`. */
async function serveBuild(options) {
  const port = await freePortFrom(options.port);
  if (options.server === 'nginx') {
    const {startNginx} = await import('./nginx-harness.mjs');
    const nginx = await startNginx({port});
    return {origin: nginx.origin, stop: nginx.stop};
  }
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [docusaurusBin, 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: root, stdio: 'ignore'},
  );
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  };
  try {
    await waitForServer(`${origin}/`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {origin, stop};
}

function measureBuildTime() {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The build failed; nothing measured.');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`build time (bg + en, npm run build): ${seconds.toFixed(1)} s`);
}

/**
 * Waits until the page has started no new resource (script, fetch, image,
 * prefetch) for `quietMs`, polled in the page every 250 ms.
 */
export async function waitUntilSettled(page, quietMs) {
  await page.waitForFunction(
    (quiet) => {
      const count = performance.getEntriesByType('resource').length;
      const state = (window.__benchSettle ??= {count, since: performance.now()});
      if (count !== state.count) Object.assign(state, {count, since: performance.now()});
      return performance.now() - state.since > quiet;
    },
    quietMs,
    {timeout: 60_000, polling: 250},
  );
}

/**
 * Loads a page in Chromium, as a visitor's first visit would, and weighs
 * every same-site script and stylesheet it fetched until the network went
 * quiet — including the route chunks the HTML does not name, but not the
 * prefetches of pages it links to.
 */
export async function measurePage(browser, origin, buildDir, file) {
  const page = await browser.newPage();
  const urls = [];
  page.on('request', (request) => {
    // Chunks of linked pages fetched ahead of time (<link rel=prefetch>) are
    // not part of this page's first load.
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
    if (!purpose.includes('prefetch')) urls.push(request.url());
  });
  const route = `/${file.replace(/index\.html$/, '')}`;
  await page.goto(origin + route, {waitUntil: 'networkidle'});
  // "networkidle" is 500 ms without a request. A page whose HTML names only
  // main.js (stock Docusaurus) asks for its own chunks once main.js has run,
  // and on a busy machine that came after those 500 ms: the chunks were
  // missed in one load of three.
  await waitUntilSettled(page, 1500);
  await page.close();
  const {scripts, styles} = classifyRequests(origin, urls);
  const html = fs.readFileSync(path.join(buildDir, file));
  return {
    jsGzip: gzipTotal(buildDir, scripts),
    cssGzip: gzipTotal(buildDir, styles),
    htmlGzip: gzipSize(html),
    requests: scripts.length + styles.length,
  };
}

export function launchPlaywrightChromium(chromium) {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

async function measureWeight(buildDir, options) {
  console.log(`build size: ${(dirSize(buildDir) / 1024 / 1024).toFixed(1)} MB`);
  const {chromium} = await import('@playwright/test');
  const server = await serveBuild({...options, server: 'serve'});
  let browser;
  try {
    browser = await launchPlaywrightChromium(chromium);
    for (const {name, file} of MEASURED_PAGES) {
      const m = await measurePage(browser, server.origin, buildDir, file);
      console.log(
        `${name}: first-load JS ${kb(m.jsGzip)} gzip, CSS ${kb(m.cssGzip)} gzip, HTML ${kb(m.htmlGzip)} gzip, ${m.requests} JS/CSS requests`,
      );
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** chrome-launcher, as Lighthouse's own dependency (the version Lighthouse was tested with). */
export async function importChromeLauncher() {
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  return import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
}

const slug = (route) => route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

async function measureLighthouse(options) {
  const chromePath = chromiumPath();
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await importChromeLauncher();
  const reportDir = path.join(root, '.bench/lighthouse');
  fs.mkdirSync(reportDir, {recursive: true});
  const started = Date.now();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `\nLighthouse, mobile (default emulation, simulated throttling), ` +
      `median of ${options.runs} run(s) by performance; served by ${options.server === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'docusaurus serve'}; ` +
      `${os.cpus().length} CPU(s), load average ${load}`,
  );
  if (options.server === 'serve')
    console.log(
      'docusaurus serve sends no gzip and no cache lifetimes, so FCP, LCP and Speed Index come out slower than ' +
        'production: --server=nginx measures deploy/nginx.conf.',
    );
  const server = await serveBuild(options);
  let chrome;
  const results = [];
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let run = 0; run < options.runs; run += 1) {
        const result = await lighthouse(server.origin + page.route, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: CATEGORIES.map((c) => c.id),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.route}.`);
        runs.push({...summarizeLhr(result.lhr), report: result.report});
      }
      const median = medianRun(runs);
      fs.writeFileSync(path.join(reportDir, `${slug(page.route)}.html`), median.report);
      results.push({page, runs, median});
    }
  } finally {
    // chrome-launcher's kill() ends Chromium; its own exit handler covers a crash.
    await chrome?.kill();
    await server.stop();
  }
  console.log(lighthouseTable(results));
  const benchmark = results.flatMap(({runs}) => runs.map((run) => run.benchmarkIndex));
  console.log(`Lighthouse ${results[0].median.version}; ${benchmarkNote(benchmark)}`);
  const failing = failingAuditsReport(results, options.server);
  if (failing) console.log(`\nFailing audits (median run):\n${failing}`);
  console.log(originSeoReport(results));
  const warnings = [...new Set(results.flatMap(({median}) => median.warnings))];
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
  console.log(
    `HTML reports of the median runs: ${path.relative(root, reportDir)}/. Lighthouse took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

/** Removes what `docusaurus clear` removes, except build/: the generated folder and the bundler cache. */
function clearDevCaches() {
  for (const dir of ['.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
}

/** The newest modification time under `dir` (0 when it does not exist). */
function newestMtime(dir) {
  let newest = 0;
  const walk = (current) => {
    let entries;
    try {
      entries = fs.readdirSync(current, {withFileTypes: true});
      newest = Math.max(newest, fs.statSync(current).mtimeMs);
    } catch {
      return; // removed while walking
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        try {
          newest = Math.max(newest, fs.statSync(full).mtimeMs);
        } catch {
          // removed while walking
        }
    }
  };
  walk(dir);
  return newest;
}

/**
 * Waits until nothing under `dir` has changed for `quietMs` (at most
 * `maxMs`); returns the seconds waited.
 */
async function waitUntilQuiet(dir, {quietMs = 5000, maxMs = 120_000} = {}) {
  const started = Date.now();
  let newest = newestMtime(dir);
  let changedAt = Date.now();
  while (Date.now() - changedAt < quietMs && Date.now() - started < maxMs) {
    await sleep(500);
    const now = newestMtime(dir);
    if (now !== newest) {
      newest = now;
      changedAt = Date.now();
    }
  }
  return (Date.now() - started) / 1000;
}

/** Ends the dev server's whole process group and waits for it. */
async function stopGroup(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, timeoutMs);
  await exited;
  clearTimeout(timer);
  // Children that outlived the leader.
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // none left
  }
}

async function fetchText(url, timeoutMs) {
  const response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs)});
  return {status: response.status, text: await response.text()};
}

/**
 * Launches `docusaurus start` and times it until the start page is served —
 * the compiled shell and every script it names answering 200 — then until
 * Chromium shows the article's title.
 */
async function timeDevStart(browser, port, {settle = false, timeoutMs = 300_000} = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const url = origin + START_PAGE;
  const output = [];
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const child = spawn(
    process.execPath,
    [docusaurusBin, 'start', '--no-open', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, BROWSER: 'none'},
    },
  );
  const killOnExit = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const interrupted = () => {
    killOnExit();
    process.exit(130);
  };
  process.once('exit', killOnExit);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => output.push(chunk.toString()));
  const failure = (why) =>
    new Error(
      `docusaurus start: ${why}\n${output.join('').split('\n').slice(-20).join('\n')}`.trimEnd(),
    );
  try {
    let servedSeconds = null;
    let last = 'no answer';
    while (servedSeconds === null) {
      if (child.exitCode !== null) throw failure(`exited with code ${child.exitCode}`);
      if (elapsed() * 1000 > timeoutMs)
        throw failure(`${START_PAGE} not served within ${timeoutMs / 1000} s (last: ${last})`);
      try {
        const page = await fetchText(url, timeoutMs);
        const shell = devShellReadiness(page.status, page.text);
        last = shell.reason ?? 'scripts not served';
        if (shell.ready) {
          const checks = [];
          for (const src of shell.scripts) {
            const response = await fetch(new URL(src, url), {
              signal: AbortSignal.timeout(timeoutMs),
            });
            const bytes = (await response.arrayBuffer()).byteLength;
            checks.push({src, status: response.status, bytes});
          }
          const missing = unservedScripts(checks);
          if (missing.length === 0) servedSeconds = elapsed();
          else last = `scripts not served: ${missing.join(', ')}`;
        }
      } catch (error) {
        last = error.cause?.code ?? error.message;
      }
      if (servedSeconds === null) await sleep(100);
    }
    if (/Failed to compile|compiled with \d+ errors?/i.test(output.join('')))
      throw failure('the first compile failed');
    let shownSeconds = null;
    if (browser) {
      const page = await browser.newPage();
      try {
        await page.goto(url, {timeout: timeoutMs});
        await page.locator('article h1').first().waitFor({timeout: timeoutMs});
        shownSeconds = elapsed();
      } finally {
        await page.close();
      }
    }
    // `docusaurus start` exits on SIGINT/SIGTERM without closing the bundler,
    // so its cache holds only what it wrote while running: as a writer's
    // session would, let it finish writing before the next start.
    const settledSeconds = settle
      ? await waitUntilQuiet(path.join(root, 'node_modules/.cache'))
      : null;
    return {servedSeconds, shownSeconds, settledSeconds};
  } finally {
    await stopGroup(child);
    process.removeListener('exit', killOnExit);
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    if (!(await portIsFree(port)))
      console.error(`Warning: port ${port} is still in use after stopping docusaurus start.`);
  }
}

async function measureStart(options) {
  const {chromium} = await import('@playwright/test');
  const port = await freePortFrom(options.port);
  const browser = await launchPlaywrightChromium(chromium);
  const results = [];
  try {
    console.log(
      `\nWriters' loop: docusaurus start on port ${port}, ${START_PAGE} (bg); load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    clearDevCaches();
    results.push({
      label: 'cold (after clearing caches)',
      ...(await timeDevStart(browser, port, {settle: true})),
    });
    results.push({label: 'warm (next start)', ...(await timeDevStart(browser, port))});
  } finally {
    await browser.close();
  }
  console.log(startTable(results));
  const {settledSeconds} = results[0];
  console.log(
    `The cold server ran ${settledSeconds.toFixed(0)} s more, until the bundler cache was written, before the warm start.`,
  );
  console.log(
    "'page served': HTTP 200 for the page after the first compile, every script it names answering 200. " +
      "'shown': Chromium then displays the article title. Cold = after removing .docusaurus/ and node_modules/.cache/.",
  );
}

/** The load check against both production servers: nginx, and a CDN's runtime. */
function runNginxBench() {
  for (const server of ['nginx', 'cdn']) {
    console.log('');
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/bench-nginx.mjs'), '--server', server],
      {cwd: root, stdio: 'inherit'},
    );
    if (result.status !== 0) throw new Error(`The ${server} load check failed (see above).`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const buildDir = path.join(root, 'build');
  if (options.parts.has('build')) measureBuildTime();
  const needsBuild = ['weight', 'lighthouse', 'nginx', 'stock'].some((part) =>
    options.parts.has(part),
  );
  if (needsBuild && !fs.existsSync(buildDir))
    throw new Error('No build/ to measure: run `npm run build` or the bench without --no-build.');
  if (options.parts.has('weight')) await measureWeight(buildDir, options);
  if (options.parts.has('lighthouse')) await measureLighthouse(options);
  if (options.parts.has('start')) await measureStart(options);
  if (options.parts.has('nginx')) runNginxBench();
  if (options.parts.has('stock')) {
    const {measureStock} = await import('./bench-stock.mjs');
    await measureStock({runs: options.runs, buildDir});
  }
  printBaseline();
}

/**
 * The figures before the quality work (scripts/bench-baseline.json), so the
 * run above reads as "after" next to them. Edit that file only with figures
 * this bench printed, and say at which commit.
 */
function printBaseline() {
  const file = path.join(root, 'scripts/bench-baseline.json');
  const baseline = JSON.parse(fs.readFileSync(file, 'utf8'));
  console.log(`\nBefore — ${baseline.label}:`);
  for (const figure of baseline.figures) console.log(`  ${figure}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
