#!/usr/bin/env node
// `npm run bench -- --only=stock`: this site beside stock Docusaurus on the same content
// (./stock-anchor.sh), both behind deploy/nginx.conf, in turns; goals as ratios to stock.
import {spawnSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

import {withChromium} from './lib/browser.mjs';
import {PACKAGE_DIR, ROOT, readOptions, runMain} from './lib/cli.mjs';
import {FIRST_SEARCHES, firstSearch, medianSearch} from './lib/first-search.mjs';
import {formatMs, formatTable, kb, seconds} from './lib/format.mjs';
import {benchmarkNote, medianRun, withLighthouse} from './lib/lighthouse.mjs';
import {startNginx} from './lib/site.mjs';
import {measurePage} from './lib/weight.mjs';

/** The anchor's build script: this package's, or STOCK_ANCHOR_SCRIPT. */
export const STOCK_ANCHOR_SCRIPT =
  process.env.STOCK_ANCHOR_SCRIPT ?? path.join(PACKAGE_DIR, 'stock-anchor.sh');

export const STOCK_PAGES = [
  {type: 'home', route: '/'},
  {type: 'doc page', route: '/business/intro/'},
  {type: 'changelog', route: '/changelog/'},
  {type: 'English FAQ', route: '/en/business/billing/faq/'},
];

/** Goals as ratios to stock: first-load JS of issue #53 item 7 (React 19), first search of #38. */
export const GOALS = {firstLoadJs: 0.75, firstSearchTime: 0.3};

const USAGE =
  'Usage: bench-stock.mjs [--runs N] [--build-dir DIR]   (STOCK=… where the anchor lives)';

export function buildStock(/** @type {string} */ stockDir) {
  console.log(`Stock Docusaurus with this content (${path.relative(ROOT, STOCK_ANCHOR_SCRIPT)}) …`);
  const result = spawnSync('bash', [STOCK_ANCHOR_SCRIPT], {
    cwd: ROOT,
    env: {...process.env, PROJECT: ROOT, STOCK: stockDir},
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) throw new Error(`The stock anchor did not build: ${output}`);
  console.log(output);
  return path.join(stockDir, 'build');
}

export const ratio = (ours, stock) => (stock > 0 ? ours / stock : Number.NaN);

/** "0.61 ✓" or "0.75 ✗ (goal ≤ 0.70)". */
export function judged(value, goal) {
  const text = value.toFixed(2);
  return value <= goal ? `${text} ✓` : `${text} ✗ (goal ≤ ${goal.toFixed(2)})`;
}

export const secondsSpread = (ms) =>
  `${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)}`;

const table = (rows) => formatTable(rows, {right: true, gap: '   '});
const verdict = (/** @type {boolean} */ met) => (met ? ' ✓' : ' ✗');

/** Turns: ours first on even runs, stock first on odd ones. */
const turns = (run) => (run % 2 === 0 ? [0, 1] : [1, 0]);

async function measureWeights(browser, sites) {
  const rows = [['first-load JS (gzip)', 'ours', 'stock', 'ratio']];
  let worst = 0;
  for (const {type, route} of STOCK_PAGES) {
    const file = `${route.replace(/^\//, '')}index.html`;
    const weights = [];
    for (const site of sites)
      weights.push((await measurePage(browser, site.origin, site.buildDir, file)).jsGzip);
    const r = ratio(weights[0], weights[1]);
    worst = Math.max(worst, r);
    rows.push([`${type} (${route})`, kb(weights[0]), kb(weights[1]), judged(r, GOALS.firstLoadJs)]);
  }
  const goal = `first-load JS ≤ ${GOALS.firstLoadJs}× stock — worst ${worst.toFixed(2)}${verdict(worst <= GOALS.firstLoadJs)}`;
  return {text: table(rows), goal};
}

async function measureFirstSearch(browser, sites, runs) {
  const rows = [['first search, slow 4G', 'ours', 'stock', 'ratio (time)']];
  let worst = 0;
  for (const target of FIRST_SEARCHES) {
    const measured = sites.map(() => []);
    for (let run = 0; run < runs; run += 1)
      for (const s of turns(run))
        measured[s].push(await firstSearch(browser, sites[s].origin, target));
    const [ours, stock] = measured.map(medianSearch);
    const r = ratio(ours.ms, stock.ms);
    worst = Math.max(worst, r);
    const cell = (m) => `${seconds(m.ms)} [${secondsSpread(m.times)}], ${kb(m.bytes)}`;
    rows.push([
      `${target.locale} «${target.word}» on ${target.page}`,
      cell(ours),
      cell(stock),
      judged(r, GOALS.firstSearchTime),
    ]);
  }
  const goal = `first search ≤ ${GOALS.firstSearchTime}× stock — worst ${worst.toFixed(2)}${verdict(worst <= GOALS.firstSearchTime)}`;
  return {text: table(rows), goal};
}

async function measureLighthouse(sites, runs) {
  const results = STOCK_PAGES.map(() => sites.map(() => []));
  await withLighthouse([], async (audit) => {
    for (let run = 0; run < runs; run += 1)
      for (const [p, {route}] of STOCK_PAGES.entries())
        for (const s of turns(run))
          results[p][s].push(await audit(sites[s].origin + route, [{id: 'performance'}]));
  });
  const rows = [['Lighthouse mobile', 'ours', 'stock', 'ours − stock']];
  let worst = Infinity;
  for (const [p, {type, route}] of STOCK_PAGES.entries()) {
    const [ours, stock] = results[p].map((pageRuns) => medianRun(pageRuns));
    const difference = ours.scores.performance - stock.scores.performance;
    worst = Math.min(worst, difference);
    const cell = (m, pageRuns) => {
      const scores = pageRuns.map((run) => run.scores.performance);
      const metric = (id) => formatMs(m.metrics[id]);
      return `${m.scores.performance} (LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}) [${Math.min(...scores)}–${Math.max(...scores)}]`;
    };
    rows.push([
      `${type} (${route})`,
      cell(ours, results[p][0]),
      cell(stock, results[p][1]),
      `${difference >= 0 ? '+' : ''}${difference} ${difference >= 0 ? '✓' : '✗ (goal ≥ stock)'}`,
    ]);
  }
  const benchmark = results.flat(2).map((run) => run.benchmarkIndex);
  const goal = `Lighthouse ≥ stock — worst ${worst >= 0 ? '+' : ''}${worst}${verdict(worst >= 0)}`;
  return {text: table(rows), goal, benchmark};
}

runMain(import.meta, USAGE, async (argv) => {
  const {runs, 'build-dir': buildDir} = readOptions(argv, USAGE, {
    runs: {type: 'string', default: 3, whole: true},
    'build-dir': {type: 'string', default: path.join(ROOT, 'build')},
  });
  const stockBuild = buildStock(process.env.STOCK ?? path.join(os.tmpdir(), 'stock-anchor'));
  const servers = [];
  try {
    for (const dir of [path.resolve(buildDir), stockBuild])
      servers.push({...(await startNginx({buildDir: dir})), buildDir: dir});
    console.log(
      `\nSide by side with stock Docusaurus (${stockBuild}), each build served by deploy/nginx.conf; ` +
        `${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)}`,
    );
    const [weights, search] = await withChromium([], async (browser) => {
      const weights = await measureWeights(browser, servers);
      console.log(`\n${weights.text}`);
      return [weights, await measureFirstSearch(browser, servers, runs)];
    });
    console.log(
      `\n${search.text}\n(median of ${runs} interleaved run(s) per language; [fastest–slowest])`,
    );
    const lighthouse = await measureLighthouse(servers, runs);
    console.log(
      `\n${lighthouse.text}\n(median of ${runs} interleaved run(s) by score; [lowest–highest score])`,
    );
    console.log(benchmarkNote(lighthouse.benchmark));
    console.log(`\nGoals: ${[weights.goal, lighthouse.goal, search.goal].join('; ')}`);
  } finally {
    for (const server of servers) await server.stop();
  }
});
