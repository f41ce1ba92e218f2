import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';

import {benchUrls, formatSummary, parseArgs, routeOf, runLoad, summarize} from '../bench-nginx.mjs';
import {percentile} from '../lib/format.mjs';

function fixtureBuild(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

test('a built file’s URL', () => {
  assert.equal(routeOf('/b', '/b/index.html'), '/');
  assert.equal(routeOf('/b', '/b/business/intro/index.html'), '/business/intro/');
  assert.equal(routeOf('/b', '/b/en/404.html'), '/en/404.html');
});

test('requests every page but the 404s, and the home pages’ scripts and styles once', () => {
  const home = (prefix) =>
    `<link rel=stylesheet href=${prefix}/assets/css/styles.1.css><script src=${prefix}/assets/js/main.2.js defer></script><script src="${prefix}/assets/js/main.2.js"></script><img src=${prefix}/img/logo.svg>`;
  const build = fixtureBuild({
    'index.html': home(''),
    '404.html': '',
    'business/intro/index.html': '',
    'en/index.html': home('/en'),
    'en/404.html': '',
  });
  assert.deepEqual(benchUrls(build), [
    '/business/intro/',
    '/en/',
    '/',
    '/assets/css/styles.1.css',
    '/assets/js/main.2.js',
    '/en/assets/css/styles.1.css',
    '/en/assets/js/main.2.js',
  ]);
});

test('percentiles by nearest rank', () => {
  const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  assert.equal(percentile(values, 50), 5);
  assert.equal(percentile(values, 95), 10);
  assert.equal(percentile(values, 0), 1);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('anything but a 200 is an error, and the first few are named', () => {
  const results = [
    {url: '/', status: 200, ms: 1, bytes: 100},
    {url: '/a/', status: 404, ms: 2, bytes: 10},
    {url: '/b/', error: 'socket hang up', ms: 3},
    {url: '/', status: 200, ms: 4, bytes: 100},
  ];
  const summary = summarize(results, 2000);
  assert.equal(summary.requests, 4);
  assert.equal(summary.errors, 2);
  assert.deepEqual(summary.firstErrors, ['/a/: status 404', '/b/: socket hang up']);
  assert.equal(summary.requestsPerSecond, 2);
  assert.equal(summary.bytes, 210);
  assert.equal(summary.max, 4);
});

test('prints requests per second and errors', () => {
  const summary = summarize([{url: '/', status: 200, ms: 2, bytes: 1024 * 1024}], 500);
  const text = formatSummary(summary, {concurrency: 50, urls: 1, planned: 1});
  assert.match(text, /^load bench, nginx \(deploy\/nginx\.conf\): 1 of 1 requests, 50 at a time/);
  const cdn = formatSummary(summary, {concurrency: 50, urls: 1, planned: 1, server: 'cdn'});
  assert.match(cdn, /^load bench, Cloudflare's runtime/);
  assert.match(text, /requests per second: 2$/m);
  assert.match(text, /errors: 0$/m);
  assert.match(text, /transferred: 1\.0 MB in 0\.50 s/);
});

test('parses the command line', () => {
  assert.deepEqual(
    parseArgs(['--requests', '100', '--concurrency', '5', '--build', 'out'], '/site'),
    {
      server: 'nginx',
      requests: 100,
      concurrency: 5,
      maxSeconds: 60,
      timeoutMs: 5000,
      buildDir: '/site/out',
    },
  );
  assert.equal(parseArgs(['--server', 'cdn']).server, 'cdn');
  assert.throws(() => parseArgs(['--server', 'apache']), /--server is nginx or cdn/);
  assert.throws(() => parseArgs(['--requests', '0']), /--requests needs a whole number/);
  assert.throws(() => parseArgs(['--forever']), /Unknown option '--forever'/);
});

describe('runLoad against a local server', () => {
  let server;
  let origin;
  let open = 0;
  let peak = 0;
  before(async () => {
    server = http.createServer((request, response) => {
      open += 1;
      peak = Math.max(peak, open);
      setTimeout(() => {
        open -= 1;
        response.statusCode = request.url === '/broken/' ? 500 : 200;
        response.end('ok');
      }, 2);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  test('sends exactly the planned requests, never more at once than asked', async () => {
    peak = 0;
    const {results} = await runLoad({
      origin,
      urls: ['/', '/a/'],
      total: 40,
      concurrency: 4,
      deadline: performance.now() + 10_000,
      timeoutMs: 1000,
    });
    assert.equal(results.length, 40);
    assert.ok(peak <= 4, `peak ${peak}`);
    assert.equal(summarize(results, 1).errors, 0);
    assert.equal(results.filter((r) => r.url === '/a/').length, 20);
  });

  test('counts server errors', async () => {
    const {results} = await runLoad({
      origin,
      urls: ['/', '/broken/'],
      total: 10,
      concurrency: 2,
      deadline: performance.now() + 10_000,
      timeoutMs: 1000,
    });
    assert.equal(summarize(results, 1).errors, 5);
  });

  test('stops at the deadline', async () => {
    const {results} = await runLoad({
      origin,
      urls: ['/'],
      total: 1000,
      concurrency: 2,
      deadline: performance.now() - 1,
      timeoutMs: 1000,
    });
    assert.equal(results.length, 0);
  });
});
