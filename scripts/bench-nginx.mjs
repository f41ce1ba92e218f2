#!/usr/bin/env node
/**
 * A bounded load check of the production setup, hit with Node's own http
 * client on a loopback port: nginx with deploy/nginx.conf over build/, or
 * (--server cdn) the build with its _headers and _redirects in Cloudflare's
 * runtime (`wrangler pages dev`, scripts/cdn-harness.mjs).
 *
 *   node scripts/bench-nginx.mjs [--server nginx|cdn] [--requests 2000] [--concurrency 50] [--build dir]
 *
 * The requests cycle through every page of the build (both locales) and the
 * home pages' hashed JS and CSS, asking for gzip like a browser, over
 * keep-alive connections. Prints requests per second, errors (anything but
 * a 200, a network error or a timeout) and latency; exits 1 on any error.
 * The run stops after --max-seconds whatever happens, so it cannot hang CI.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {htmlFiles} from './csp-hashes.mjs';
import {ROOT, startNginx} from './nginx-harness.mjs';

export const DEFAULTS = {
  requests: 2000,
  concurrency: 50,
  maxSeconds: 60,
  timeoutMs: 5000,
  server: 'nginx',
};

/** What serves the build, by --server. */
export const SERVERS = {
  nginx: 'nginx (deploy/nginx.conf)',
  cdn: "Cloudflare's runtime (wrangler pages dev, the build's _headers)",
};

/** The URL of a built HTML file: `business/intro/index.html` → `/business/intro/`. */
export function routeOf(buildDir, file) {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** What the bench requests: every page but the 404s, then the home pages' scripts and styles. */
export function benchUrls(buildDir) {
  const pages = htmlFiles(buildDir)
    .filter((file) => path.basename(file) !== '404.html')
    .map((file) => routeOf(buildDir, file));
  const assets = ['index.html', 'en/index.html'].flatMap((home) => {
    const html = fs.readFileSync(path.join(buildDir, home), 'utf8');
    return [...html.matchAll(/(?:src|href)="?(\/(?:en\/)?assets\/[^"\s>]+\.(?:js|css))/g)].map(
      (match) => match[1],
    );
  });
  return [...pages, ...new Set(assets)];
}

/** The p-th percentile (0–100) of ascending numbers, nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Turns per-request results into the figures the bench prints. */
export function summarize(results, elapsedMs) {
  const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
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
    max: latencies.at(-1) ?? 0,
  };
}

/** The lines the bench prints. */
export function formatSummary(summary, {concurrency, urls, planned, server = 'nginx'}) {
  const ms = (value) => value.toFixed(1);
  const lines = [
    `load bench, ${SERVERS[server]}: ${summary.requests} of ${planned} requests, ${concurrency} at a time, ${urls} URLs (pages and assets), keep-alive, gzip`,
    `  requests per second: ${Math.round(summary.requestsPerSecond)}`,
    `  errors: ${summary.errors}`,
    `  latency: p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms, max ${ms(summary.max)} ms`,
    `  transferred: ${(summary.bytes / 1024 / 1024).toFixed(1)} MB in ${(summary.elapsedMs / 1000).toFixed(2)} s`,
  ];
  for (const error of summary.firstErrors) lines.push(`  error: ${error}`);
  return lines.join('\n');
}

function requestOnce(agent, origin, url, timeoutMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (fields) => resolve({url, ms: performance.now() - started, ...fields});
    const request = http.get(
      `${origin}${url}`,
      {agent, headers: {'accept-encoding': 'gzip'}},
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => done({status: response.statusCode, bytes}));
        response.on('error', (error) => done({error: error.message}));
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', (error) => done({error: error.message}));
  });
}

/**
 * Sends `total` GETs cycling through `urls`, `concurrency` at a time, and
 * stops starting new ones at `deadline` (performance.now() ms). Returns the
 * per-request results and the elapsed time.
 */
export async function runLoad({origin, urls, total, concurrency, deadline, timeoutMs}) {
  const agent = new http.Agent({keepAlive: true, maxSockets: concurrency});
  const results = [];
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < total && performance.now() < deadline) {
      const url = urls[next++ % urls.length];
      results.push(await requestOnce(agent, origin, url, timeoutMs));
    }
  };
  try {
    await Promise.all(Array.from({length: Math.min(concurrency, total)}, lane));
  } finally {
    agent.destroy();
  }
  return {results, elapsedMs: performance.now() - started};
}

function positiveInteger(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} needs a positive number.`);
  return number;
}

const USAGE =
  '[--server nginx|cdn] [--requests 2000] [--concurrency 50] [--max-seconds 60] [--build dir]';

/** Reads the options; anything unknown is an error with the usage. */
export function parseArgs(args, cwd = process.cwd()) {
  const options = {...DEFAULTS, buildDir: path.join(ROOT, 'build')};
  const names = {
    '--requests': 'requests',
    '--concurrency': 'concurrency',
    '--max-seconds': 'maxSeconds',
  };
  for (let i = 0; i < args.length; i += 1) {
    const value = args[i + 1];
    if (names[args[i]]) options[names[args[i]]] = positiveInteger(args[i], value);
    else if (args[i] === '--build' && value) options.buildDir = path.resolve(cwd, value);
    else if (args[i] === '--server' && SERVERS[value]) options.server = value;
    else throw new Error(`Unknown option ${args[i]}. Usage: bench-nginx.mjs ${USAGE}`);
    i += 1;
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const urls = benchUrls(options.buildDir);
  // nginx: as many workers as cores; the bench measures the configuration,
  // not a single-process test setup.
  const server =
    options.server === 'cdn'
      ? await (await import('./cdn-harness.mjs')).startPagesDev({buildDir: options.buildDir})
      : await startNginx({buildDir: options.buildDir, workers: 'auto'});
  try {
    const {results, elapsedMs} = await runLoad({
      origin: server.origin,
      urls,
      total: options.requests,
      concurrency: options.concurrency,
      deadline: performance.now() + options.maxSeconds * 1000,
      timeoutMs: options.timeoutMs,
    });
    const summary = summarize(results, elapsedMs);
    console.log(
      formatSummary(summary, {
        concurrency: options.concurrency,
        urls: urls.length,
        planned: options.requests,
        server: options.server,
      }),
    );
    if (summary.errors > 0 || summary.requests < options.requests) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
