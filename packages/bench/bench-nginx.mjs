#!/usr/bin/env node
// `npm run bench:nginx`: a bounded load check of the production setup (nginx with
// deploy/nginx.conf, or Cloudflare's runtime) with Node's http client.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import {ROOT, readOptions, runMain} from './lib/cli.mjs';
import {percentile} from './lib/format.mjs';
import {htmlFiles, startNginx, startPagesDev} from './lib/site.mjs';

export const SERVERS = {
  nginx: 'nginx (deploy/nginx.conf)',
  cdn: "Cloudflare's runtime (wrangler pages dev, the build's _headers)",
};

const USAGE =
  'Usage: bench-nginx.mjs [--server nginx|cdn] [--requests 2000] [--concurrency 50] [--max-seconds 60] [--build dir]';

/** The options; a relative --build is read from `cwd`. */
export function parseArgs(/** @type {string[]} */ argv, cwd = process.cwd()) {
  const options = readOptions(argv, USAGE, {
    server: {type: 'string', default: 'nginx', choices: Object.keys(SERVERS)},
    requests: {type: 'string', default: 2000, whole: true},
    concurrency: {type: 'string', default: 50, whole: true},
    'max-seconds': {type: 'string', default: 60, whole: true},
    build: {type: 'string', default: path.join(ROOT, 'build')},
  });
  const {'max-seconds': maxSeconds, build, ...chosen} = options;
  return {...chosen, maxSeconds, timeoutMs: 5000, buildDir: path.resolve(cwd, build)};
}

export function routeOf(/** @type {string} */ buildDir, /** @type {string} */ file) {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The scripts and stylesheets a home page names. */
const HOME_ASSETS = /(?:src|href)="?(\/(?:en\/)?assets\/[^"\s>]+\.(?:js|css))/g;

export function benchUrls(/** @type {string} */ buildDir) {
  const pages = htmlFiles(buildDir)
    .filter((file) => path.basename(file) !== '404.html')
    .map((file) => routeOf(buildDir, file));
  const assets = ['index.html', 'en/index.html'].flatMap((home) => {
    const html = fs.readFileSync(path.join(buildDir, home), 'utf8');
    return [...html.matchAll(HOME_ASSETS)].map((match) => match[1]);
  });
  return [...pages, ...new Set(assets)];
}

export function summarize(results, /** @type {number} */ elapsedMs) {
  const latencies = results.map((r) => r.ms);
  const errors = results.filter((r) => r.error || r.status !== 200);
  return {
    requests: results.length,
    errors: errors.length,
    firstErrors: [
      ...new Set(errors.map((r) => `${r.url}: ${r.error ?? `status ${r.status}`}`)),
    ].slice(0, 5),
    requestsPerSecond: elapsedMs > 0 ? (results.length / elapsedMs) * 1000 : 0,
    bytes: results.reduce((sum, r) => sum + (r.bytes ?? 0), 0),
    elapsedMs,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: percentile(latencies, 100),
  };
}

export function formatSummary(summary, {concurrency, urls, planned, server = 'nginx'}) {
  const ms = (/** @type {number} */ value) => value.toFixed(1);
  const lines = [
    `load bench, ${SERVERS[server]}: ${summary.requests} of ${planned} requests, ${concurrency} at a time, ${urls} URLs (pages and assets), keep-alive, gzip`,
    `  requests per second: ${Math.round(summary.requestsPerSecond)}`,
    `  errors: ${summary.errors}`,
    `  latency: p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms, max ${ms(summary.max)} ms`,
    `  transferred: ${(summary.bytes / 1024 / 1024).toFixed(1)} MB in ${(summary.elapsedMs / 1000).toFixed(2)} s`,
  ];
  return [...lines, ...summary.firstErrors.map((error) => `  error: ${error}`)].join('\n');
}

function requestOnce(agent, origin, url, timeoutMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (fields) => resolve({url, ms: performance.now() - started, ...fields});
    const options = {agent, headers: {'accept-encoding': 'gzip'}};
    const request = http.get(`${origin}${url}`, options, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => done({status: response.statusCode, bytes}));
      response.on('error', (error) => done({error: error.message}));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', (error) => done({error: error.message}));
  });
}

/** `total` keep-alive GETs over `urls`, `concurrency` at a time, none started after `deadline`. */
export async function runLoad({origin, urls, total, concurrency, deadline, timeoutMs}) {
  const agent = new http.Agent({keepAlive: true, maxSockets: concurrency});
  const results = [];
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < total && performance.now() < deadline)
      results.push(await requestOnce(agent, origin, urls[next++ % urls.length], timeoutMs));
  };
  try {
    await Promise.all(Array.from({length: Math.min(concurrency, total)}, lane));
  } finally {
    agent.destroy();
  }
  return {results, elapsedMs: performance.now() - started};
}

runMain(import.meta, USAGE, async (argv) => {
  const options = parseArgs(argv);
  const urls = benchUrls(options.buildDir);
  // nginx with as many workers as cores: the configuration, not a test setup.
  const server =
    options.server === 'cdn'
      ? await startPagesDev({buildDir: options.buildDir})
      : await startNginx({buildDir: options.buildDir, workers: 'auto'});
  try {
    const {concurrency, requests: planned, server: name} = options;
    const deadline = performance.now() + options.maxSeconds * 1000;
    const load = await runLoad({...options, origin: server.origin, urls, total: planned, deadline});
    const summary = summarize(load.results, load.elapsedMs);
    console.log(formatSummary(summary, {concurrency, urls: urls.length, planned, server: name}));
    if (summary.errors > 0 || summary.requests < planned) process.exitCode = 1;
  } finally {
    await server.stop();
  }
});
