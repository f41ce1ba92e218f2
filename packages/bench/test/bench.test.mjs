import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import zlib from 'node:zlib';

import {PARTS, parseArgs} from '../bench.mjs';
import {
  devShellReadiness,
  isMainBundle,
  served,
  scriptSources,
  startTable,
  unservedScripts,
} from '../lib/dev-start.mjs';
import {formatMs, formatTable} from '../lib/format.mjs';
import {
  benchmarkNote,
  failingAudits,
  failingAuditsReport,
  formatMetric,
  formatScore,
  lcpElementSummary,
  lighthouseTable,
  medianRun,
  originSeoReport,
  summarizeLhr,
} from '../lib/lighthouse.mjs';
import {classifyRequests, gzipTotal} from '../lib/weight.mjs';

const origin = 'http://127.0.0.1:3290';

test('keeps the same-site scripts and stylesheets a page fetched, once each', () => {
  const urls = [
    `${origin}/business/intro/`,
    `${origin}/assets/css/styles.abc.css`,
    `${origin}/assets/js/runtime~main.1.js`,
    `${origin}/assets/js/main.2.js?v=1`,
    `${origin}/assets/js/main.2.js`,
    `${origin}/img/logo.svg`,
    'https://www.googletagmanager.com/gtm.js',
  ];
  assert.deepEqual(classifyRequests(origin, urls), {
    scripts: ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'],
    styles: ['/assets/css/styles.abc.css'],
  });
});

test('sums gzip sizes of the files on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const files = {'assets/js/a.js': 'console.log(1);'.repeat(100), 'assets/js/b.js': 'let a = 2;'};
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  const gz = (s) => zlib.gzipSync(Buffer.from(s), {level: 9}).length;
  assert.equal(
    gzipTotal(dir, ['/assets/js/a.js', '/assets/js/b.js']),
    gz(files['assets/js/a.js']) + gz(files['assets/js/b.js']),
  );
});

test('a fetched asset missing from the build is an error, not a zero', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  assert.throws(
    () => gzipTotal(dir, ['/assets/js/missing.js']),
    /missing\.js is referenced but missing/,
  );
});

// ------------------------------------------------------------ options

test('reads the parts, runs, server and port from the command line', () => {
  const all = parseArgs([]);
  assert.deepEqual([...all.parts], PARTS);
  assert.equal(all.runs, 3);
  assert.equal(all.server, 'nginx');
  assert.deepEqual(
    [...parseArgs(['--no-build']).parts],
    PARTS.filter((p) => p !== 'build'),
  );
  const some = parseArgs([
    '--only=lighthouse,start',
    '--runs',
    '5',
    '--server=serve',
    '--port=3440',
  ]);
  assert.deepEqual([...some.parts], ['lighthouse', 'start']);
  assert.equal(some.runs, 5);
  assert.equal(some.server, 'serve');
  assert.equal(some.port, 3440);
  assert.deepEqual([...parseArgs(['--only=build,weight', '--no-build']).parts], ['weight']);
});

test('refuses what it does not know', () => {
  assert.throws(() => parseArgs(['--fast']), /Unknown option '--fast'.*Usage: bench\.mjs/);
  assert.throws(() => parseArgs(['--only=lighthouse,speed']), /Unknown part speed/);
  assert.throws(() => parseArgs(['--runs=0']), /--runs needs a whole number/);
  assert.throws(() => parseArgs(['--runs']), /'--runs <value>' argument missing/);
  assert.throws(() => parseArgs(['--server=caddy']), /--server is serve or nginx/);
  assert.throws(() => parseArgs(['--port=70000']), /at most 65535/);
});

// ------------------------------------------------------------ Lighthouse

/** A Lighthouse result with just the fields the bench reads. */
function fakeLhr({performance = 0.9, audits = {}, refs = {}, runtimeError} = {}) {
  const base = {
    'first-contentful-paint': {score: 0.98, scoreDisplayMode: 'numeric', numericValue: 1300},
    'largest-contentful-paint': {score: 0.3, scoreDisplayMode: 'numeric', numericValue: 4800},
    'total-blocking-time': {score: 0.58, scoreDisplayMode: 'numeric', numericValue: 497},
    'cumulative-layout-shift': {score: 1, scoreDisplayMode: 'numeric', numericValue: 0.0123},
    'speed-index': {score: 1, scoreDisplayMode: 'numeric', numericValue: 1325},
    'uses-text-compression': {score: 0, scoreDisplayMode: 'metricSavings', displayValue: '561 KiB'},
    'uses-long-cache-ttl': {score: 0.5, scoreDisplayMode: 'metricSavings'},
    'cache-insight': {score: 0, scoreDisplayMode: 'metricSavings'},
    'valid-source-maps': {score: 0, scoreDisplayMode: 'binary'},
    'color-contrast': {score: 1, scoreDisplayMode: 'binary'},
    'image-alt': {score: null, scoreDisplayMode: 'notApplicable'},
    canonical: {score: 1, scoreDisplayMode: 'binary'},
    'is-crawlable': {score: 1, scoreDisplayMode: 'binary'},
    ...audits,
  };
  const perfRefs = [
    {id: 'first-contentful-paint', weight: 10, group: 'metrics'},
    {id: 'largest-contentful-paint', weight: 25, group: 'metrics'},
    {id: 'total-blocking-time', weight: 30, group: 'metrics'},
    {id: 'cumulative-layout-shift', weight: 25, group: 'metrics'},
    {id: 'speed-index', weight: 10, group: 'metrics'},
    {id: 'uses-text-compression', weight: 0, group: 'diagnostics'},
    {id: 'uses-long-cache-ttl', weight: 0, group: 'diagnostics'},
    {id: 'cache-insight', weight: 0, group: 'hidden'},
  ];
  return {
    requestedUrl: 'http://127.0.0.1:3290/business/intro/',
    finalDisplayedUrl: 'http://127.0.0.1:3290/business/intro/',
    lighthouseVersion: '12.8.2',
    environment: {benchmarkIndex: 1600},
    runWarnings: [],
    runtimeError,
    audits: base,
    categories: {
      performance: {score: performance, auditRefs: refs.performance ?? perfRefs},
      accessibility: {
        score: 1,
        auditRefs: refs.accessibility ?? [
          {id: 'color-contrast', weight: 7},
          {id: 'image-alt', weight: 10},
        ],
      },
      'best-practices': {score: 1, auditRefs: [{id: 'valid-source-maps', weight: 0}]},
      seo: {
        score: 1,
        auditRefs: [
          {id: 'canonical', weight: 1},
          {id: 'is-crawlable', weight: 4.04},
        ],
      },
    },
  };
}

test('the median run is the middle one by performance score', () => {
  const runs = [70, 92, 64].map((performance, i) => ({i, scores: {performance}}));
  assert.equal(medianRun(runs).i, 0);
  assert.equal(medianRun([runs[1]]).i, 1);
  // Of an even number, the lower middle; ties keep the order of the runs.
  assert.equal(medianRun([runs[0], runs[1], runs[2], {i: 3, scores: {performance: 80}}]).i, 0);
  const tied = [80, 80, 80].map((performance, i) => ({i, scores: {performance}}));
  assert.equal(medianRun(tied).i, 1);
  assert.throws(() => medianRun([]), /No Lighthouse runs/);
});

test('lists weighted audits that failed, and failed performance diagnostics, heaviest first', () => {
  const lhr = fakeLhr();
  assert.deepEqual(
    failingAudits(lhr, 'performance').map((a) => a.id),
    // Not: passed metrics, the orange (0.5) cache diagnostic, or the hidden insight.
    [
      'total-blocking-time',
      'largest-contentful-paint',
      'first-contentful-paint',
      'uses-text-compression',
    ],
  );
  // Weight 0 outside performance does not cost points; not-applicable audits do not count.
  assert.deepEqual(failingAudits(lhr, 'best-practices'), []);
  assert.deepEqual(failingAudits(lhr, 'accessibility'), []);
  const failed = fakeLhr({
    audits: {'color-contrast': {score: 0, scoreDisplayMode: 'binary', title: 'Contrast'}},
  });
  assert.deepEqual(failingAudits(failed, 'accessibility'), [
    {id: 'color-contrast', title: 'Contrast', score: 0, weight: 7, displayValue: ''},
  ]);
});

test('summarizes a result in percent and milliseconds, and refuses a failed run', () => {
  const summary = summarizeLhr(fakeLhr({performance: 0.695}));
  assert.deepEqual(summary.scores, {
    performance: 70,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  });
  assert.equal(summary.metrics['largest-contentful-paint'], 4800);
  assert.equal(summary.metrics['cumulative-layout-shift'], 0.0123);
  assert.deepEqual(summary.originSeo, {canonical: 'pass', 'is-crawlable': 'pass'});
  assert.equal(summary.benchmarkIndex, 1600);
  assert.throws(
    () => summarizeLhr(fakeLhr({runtimeError: {code: 'NO_FCP', message: 'no paint'}})),
    /could not measure .*NO_FCP/,
  );
});

test('names the largest contentful paint element and its longest phase', () => {
  const audit = {
    displayValue: '4,840 ms',
    details: {
      items: [
        {items: [{node: {selector: 'article > div > p', nodeLabel: 'Slotera е онлайн платформа'}}]},
        {
          items: [
            {phase: 'TTFB', timing: 510},
            {phase: 'Load Delay', timing: 0},
            {phase: 'Render Delay', timing: 4330},
          ],
        },
      ],
    },
  };
  assert.equal(
    lcpElementSummary(audit),
    'article > div > p “Slotera е онлайн платформа” — render delay 4.3 s of 4.8 s',
  );
  assert.equal(lcpElementSummary({displayValue: '1 s'}), '1 s');
});

test('formats metrics and pads table columns', () => {
  assert.equal(formatMs(497.4), '497 ms');
  assert.equal(formatMs(4842), '4.8 s');
  assert.equal(formatMs(null), '–');
  assert.equal(formatMetric('cumulative-layout-shift', 0.01234), '0.012');
  assert.equal(formatMetric('total-blocking-time', 120), '120 ms');
  assert.equal(formatScore(94, 95), '94 ✗');
  assert.equal(formatScore(100, 100), '100');
  assert.equal(
    formatTable([
      ['page', 'perf', 'note'],
      ['home', '100', ''],
      ['a longer name', '9', 'x'],
    ]),
    'page           perf  note\nhome           100\na longer name  9     x',
  );
});

const page = {name: 'doc page (bg)', route: '/business/intro/'};

test('the Lighthouse table has targets, the median run and every run’s score', () => {
  const runs = [0.7, 0.64, 0.9].map((performance) => summarizeLhr(fakeLhr({performance})));
  const table = lighthouseTable([{page, runs, median: medianRun(runs)}]).split('\n');
  assert.match(
    table[0],
    /^page\s+perf\s+a11y\s+bp\s+seo\s+FCP\s+LCP\s+TBT\s+CLS\s+SI\s+perf of each run$/,
  );
  assert.match(table[1], /^target\s+≥95\s+100\s+100\s+100$/);
  assert.match(
    table[2],
    /^doc page \(bg\) \/business\/intro\/\s+70 ✗\s+100\s+100\s+100\s+1\.3 s\s+4\.8 s\s+497 ms\s+0\.012\s+1\.3 s\s+70, 64, 90$/,
  );
});

test('reports the failing audits under a missed target, marking the local server’s', () => {
  const median = summarizeLhr(fakeLhr({performance: 0.7}));
  const served = failingAuditsReport([{page, median}], 'serve');
  assert.match(served, /^doc page \(bg\) \/business\/intro\/ — performance 70 \(target ≥95\):$/m);
  assert.match(served, /^ {2}total-blocking-time: .*\(score 0\.58, weight 30\)$/m);
  assert.match(served, /uses-text-compression: .*\[local server: the plain server sends no gzip/);
  // Behind nginx, compression is the site's business again.
  assert.doesNotMatch(failingAuditsReport([{page, median}], 'nginx'), /local server/);
  // Nothing under target, nothing to report.
  assert.equal(
    failingAuditsReport([{page, median: summarizeLhr(fakeLhr({performance: 0.95}))}]),
    '',
  );
});

test('says whether the address-sensitive SEO audits pass from 127.0.0.1', () => {
  const median = summarizeLhr(fakeLhr());
  assert.match(originSeoReport([{page, median}]), /pass on every page/);
  const failing = summarizeLhr(
    fakeLhr({audits: {canonical: {score: 0, scoreDisplayMode: 'binary'}}}),
  );
  assert.match(
    originSeoReport([{page, median: failing}]),
    /failing \(canonical on \/business\/intro\/\)/,
  );
});

// ------------------------------------------------------------ dev server

const devShell = `<!doctype html><html><head>
<script defer src="/runtime~main.js"></script><script defer src="/main.js"></script>
<link href="/styles.css" rel="stylesheet"></head>
<body><script>(function(){})()</script><div id="__docusaurus"></div></body></html>`;

test('finds the scripts an HTML page names and which is the main bundle', () => {
  assert.deepEqual(scriptSources(devShell), ['/runtime~main.js', '/main.js']);
  assert.ok(isMainBundle('/main.js'));
  assert.ok(isMainBundle('/assets/js/main.8d2f1c3a.js'));
  assert.ok(!isMainBundle('/runtime~main.js'));
  assert.ok(!isMainBundle('/assets/js/domain.js'));
});

test('the dev server is ready when the page is the compiled shell with its bundle', () => {
  assert.deepEqual(devShellReadiness(200, devShell), {
    ready: true,
    scripts: ['/runtime~main.js', '/main.js'],
  });
  assert.deepEqual(devShellReadiness(503, devShell), {ready: false, reason: 'HTTP 503'});
  assert.equal(devShellReadiness(200, 'Compiling…').ready, false);
  assert.deepEqual(devShellReadiness(200, devShell.replace('/main.js', '/other.js')), {
    ready: false,
    reason: 'no main bundle script',
  });
  assert.deepEqual(
    unservedScripts([
      {src: '/runtime~main.js', status: 200, bytes: 51984},
      {src: '/main.js', status: 404, bytes: 20},
      {src: '/empty.js', status: 200, bytes: 0},
    ]),
    ['/main.js', '/empty.js'],
  );
});

test('the start table marks a start over the 20 s target', () => {
  const table = startTable([
    {label: 'cold', servedSeconds: 24.71, shownSeconds: 27.7},
    {label: 'warm', servedSeconds: 10.5, shownSeconds: null},
  ]).split('\n');
  assert.match(table[1], /^cold\s+24\.7 s ✗\s+27\.7 s\s+≤20 s$/);
  assert.match(table[2], /^warm\s+10\.5 s\s+–\s+≤20 s$/);
});

test('warns when Lighthouse ran on a busy machine or one slower than its calibration', () => {
  assert.equal(
    benchmarkNote([1624.5, 2023, 1561]),
    'CPU benchmark index 1561–2023 (TBT grows on a busy machine: compare runs taken under similar load)',
  );
  assert.match(
    benchmarkNote([1624.5, 2023, 1361]),
    /^CPU benchmark index 1361–2023: 1 of 3 runs under 1500, the slowest machine Lighthouse's 4× CPU slowdown is calibrated for/,
  );
  assert.match(
    benchmarkNote([190, 1361, null]),
    /^CPU benchmark index 190–1361: BUSY MACHINE — 1 of 2 runs under 1000;/,
  );
  assert.equal(benchmarkNote([null]), 'CPU benchmark index unknown');
});

test('the dev server counts as serving once the shell and every script it names answer', async () => {
  const bodies = {'/business/intro/': devShell, '/runtime~main.js': 'x', '/main.js': ''};
  const server = http.createServer((request, response) => {
    const body = bodies[request.url];
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/business/intro/`;
  try {
    assert.equal(await served(url), 'scripts not served: /main.js');
    bodies['/main.js'] = 'main';
    assert.equal(await served(url), null);
    bodies['/business/intro/'] = 'Compiling…';
    assert.equal(await served(url), 'no #__docusaurus root element');
  } finally {
    server.close();
  }
});
