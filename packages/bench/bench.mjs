#!/usr/bin/env node
// `npm run bench`: numbers, not pass/fail, each next to its target; the parts and what each
// measures are in this package's README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {withChromium} from './lib/browser.mjs';
import {PACKAGE_DIR, ROOT, readOptions, runMain, runScript} from './lib/cli.mjs';
import {clearDevCaches, START_PAGE, startTable, timeDevStart} from './lib/dev-start.mjs';
import {kb} from './lib/format.mjs';
import {
  CATEGORIES,
  benchmarkNote,
  failingAuditsReport,
  lighthouseTable,
  medianRun,
  originSeoReport,
  withLighthouse,
} from './lib/lighthouse.mjs';
import {freePortFrom, serveBuild} from './lib/serve.mjs';
import {readJson} from './lib/site.mjs';
import {dirSize, measurePage} from './lib/weight.mjs';

export const PARTS = ['build', 'weight', 'lighthouse', 'start', 'nginx', 'stock'];

export const MEASURED_PAGES = [
  {name: 'home (bg)', file: 'index.html'},
  {name: 'doc page (bg)', file: 'business/intro/index.html'},
  {name: 'doc page (en)', file: 'en/business/intro/index.html'},
];

export const LIGHTHOUSE_PAGES = [
  {name: 'home (bg)', route: '/'},
  {name: 'doc page (bg)', route: '/business/intro/'},
  {name: 'long article (bg)', route: '/business/calendar/'},
  {name: 'changelog (bg)', route: '/changelog/'},
  {name: 'billing FAQ (en)', route: '/en/business/billing/faq/'},
];

export const USAGE =
  'Usage: bench.mjs [--no-build] [--only=build,weight,lighthouse,start,nginx,stock] [--runs=N] [--server=serve|nginx] [--port=N]';

export function parseArgs(/** @type {string[]} */ argv) {
  const options = readOptions(argv, USAGE, {
    only: {type: 'string', default: PARTS.join(',')},
    'no-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: 3, whole: true},
    server: {type: 'string', default: 'nginx', choices: ['serve', 'nginx']},
    port: {type: 'string', default: 3290, whole: true},
  });
  const parts = options.only.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !PARTS.includes(part));
  if (unknown.length) throw new Error(`Unknown part ${unknown.join(', ')}. ${USAGE}`);
  if (options.port > 65535) throw new Error(`--port is at most 65535. ${USAGE}`);
  const chosen = new Set(parts);
  if (options['no-build']) chosen.delete('build');
  return {parts: chosen, runs: options.runs, server: options.server, port: options.port};
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function measureBuildTime() {
  const started = process.hrtime.bigint();
  runScript(path.join(ROOT, 'scripts/build.mjs'), [], ['ignore', 'ignore', 'inherit']);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`build time (bg + en, npm run build): ${seconds.toFixed(1)} s`);
}

async function measureWeight(buildDir, options) {
  console.log(`build size: ${(dirSize(buildDir) / 1024 / 1024).toFixed(1)} MB`);
  const server = await serveBuild({...options, server: 'serve'});
  await withChromium([server], async (browser) => {
    for (const {name, file} of MEASURED_PAGES) {
      const m = await measurePage(browser, server.origin, buildDir, file);
      console.log(
        `${name}: first-load JS ${kb(m.jsGzip)} gzip, CSS ${kb(m.cssGzip)} gzip, HTML ${kb(m.htmlGzip)} gzip, ${m.requests} JS/CSS requests`,
      );
    }
  });
}

const slug = (route) => route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

async function measureLighthouse(options) {
  const reportDir = path.join(ROOT, '.bench/lighthouse');
  fs.mkdirSync(reportDir, {recursive: true});
  const started = Date.now();
  const nginx = options.server === 'nginx';
  console.log(
    `\nLighthouse, mobile (default emulation, simulated throttling), median of ${options.runs} run(s) by performance; ` +
      `served by ${nginx ? 'nginx (deploy/nginx.conf)' : 'a plain static server'}; ${os.cpus().length} CPU(s), load average ${loadAverage()}`,
  );
  if (!nginx)
    console.log(
      'The plain server sends no gzip and no cache lifetimes, so FCP, LCP and Speed Index come out slower than ' +
        'production: --server=nginx measures deploy/nginx.conf.',
    );
  const server = await serveBuild(options);
  const results = [];
  await withLighthouse([server], async (audit) => {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let run = 0; run < options.runs; run += 1)
        runs.push(await audit(server.origin + page.route, CATEGORIES, 'html'));
      const median = medianRun(runs);
      fs.writeFileSync(path.join(reportDir, `${slug(page.route)}.html`), median.report);
      results.push({page, runs, median});
    }
  });
  console.log(lighthouseTable(results));
  const benchmark = results.flatMap(({runs}) => runs.map((run) => run.benchmarkIndex));
  console.log(`Lighthouse ${results[0].median.version}; ${benchmarkNote(benchmark)}`);
  const failing = failingAuditsReport(results, options.server);
  if (failing) console.log(`\nFailing audits (median run):\n${failing}`);
  console.log(originSeoReport(results));
  for (const warning of new Set(results.flatMap(({median}) => median.warnings)))
    console.log(`Lighthouse warning: ${warning}`);
  console.log(
    `HTML reports of the median runs: ${path.relative(ROOT, reportDir)}/. Lighthouse took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

async function measureStart(options) {
  const port = await freePortFrom(options.port);
  console.log(
    `\nWriters' loop: docusaurus start on port ${port}, ${START_PAGE} (bg); load average ${loadAverage()}`,
  );
  clearDevCaches();
  const results = await withChromium([], async (browser) => [
    {label: 'cold (after clearing caches)', ...(await timeDevStart(browser, port, {settle: true}))},
    {label: 'warm (next start)', ...(await timeDevStart(browser, port))},
  ]);
  console.log(startTable(results));
  console.log(
    `The cold server ran ${results[0].settledSeconds.toFixed(0)} s more, until the bundler cache was written, before the warm start.`,
  );
  console.log(
    "'page served': HTTP 200 for the page after the first compile, every script it names answering 200. " +
      "'shown': Chromium then displays the article title. Cold = after removing .docusaurus/ and node_modules/.cache/.",
  );
}

/** The figures before the quality work, so that the run above reads as "after". */
function printBaseline() {
  const baseline = readJson(path.join(PACKAGE_DIR, 'bench-baseline.json'));
  console.log(`\nBefore — ${baseline.label}:`);
  for (const figure of baseline.figures) console.log(`  ${figure}`);
}

runMain(import.meta, USAGE, async (argv) => {
  const options = parseArgs(argv);
  const buildDir = path.join(ROOT, 'build');
  const has = (part) => options.parts.has(part);
  if (has('build')) measureBuildTime();
  if (['weight', 'lighthouse', 'nginx', 'stock'].some(has) && !fs.existsSync(buildDir))
    throw new Error('No build/ to measure: run `npm run build` or the bench without --no-build.');
  if (has('weight')) await measureWeight(buildDir, options);
  if (has('lighthouse')) await measureLighthouse(options);
  if (has('start')) await measureStart(options);
  // The load check and the stock comparison are benches of their own.
  for (const server of has('nginx') ? ['nginx', 'cdn'] : []) {
    console.log('');
    runScript(path.join(PACKAGE_DIR, 'bench-nginx.mjs'), ['--server', server], 'inherit');
  }
  if (has('stock'))
    runScript(path.join(PACKAGE_DIR, 'bench-stock.mjs'), [`--runs=${options.runs}`], 'inherit');
  printBaseline();
});
