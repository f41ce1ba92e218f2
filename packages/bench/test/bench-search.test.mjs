import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {
  formatReport,
  foundFirst,
  foundInTop,
  loadQuerySets,
  parseArgs,
  routeOf,
  shownOrder,
  summarize,
} from '../bench-search.mjs';
import {ROOT as root} from '../lib/cli.mjs';
import {median, percentile} from '../lib/format.mjs';
import {findIndexFiles, indexSizes} from '../lib/search-index.mjs';
import {serveStatic} from '../lib/serve.mjs';

const temporary = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  temporary.push(dir);
  return dir;
}
after(() => {
  for (const dir of temporary) fs.rmSync(dir, {recursive: true, force: true});
});

describe('bench:search', () => {
  it('reads its options', () => {
    assert.deepEqual(parseArgs([]), {
      build: false,
      dir: 'build',
      queries: 'tests/search/queries.json',
      json: null,
      verbose: false,
      strict: false,
      repeat: 3,
    });
    const options = parseArgs(['--build', '--dir', 'out', '--json', 'r.json', '--repeat', '5']);
    assert.equal(options.build, true);
    assert.equal(options.dir, 'out');
    assert.equal(options.json, 'r.json');
    assert.equal(options.repeat, 5);
    assert.throws(() => parseArgs(['--dir']), /'--dir <value>' argument missing/);
    assert.throws(() => parseArgs(['--repeat', '0']), /--repeat needs a whole number/);
    assert.throws(() => parseArgs(['--fast']), /Unknown option '--fast'/);
  });

  it('reduces suggestion URLs to routes', () => {
    assert.equal(routeOf('/business/calendar/#views'), '/business/calendar/');
    assert.equal(routeOf('/business/calendar/?_highlight=x#views'), '/business/calendar/');
    assert.equal(routeOf('/business/calendar'), '/business/calendar/');
    assert.equal(routeOf('/en/business/calendar/index.html'), '/en/business/calendar/');
    assert.equal(routeOf('/%D0%B0/'), '/а/');
  });

  it('finds a route only among the first three suggestions', () => {
    const urls = ['/a/#x', '/a/#y', '/b/', '/c/'];
    assert.equal(foundInTop(urls, '/b/'), true);
    assert.equal(foundInTop(urls, '/c/'), false);
    assert.equal(foundInTop(urls, '/c/', 4), true);
    assert.equal(foundInTop([], '/a/'), false);
  });

  it('takes medians and percentiles of the finite values', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
    assert.equal(median([1, NaN, 3]), 2);
    assert.equal(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90), 9);
    assert.equal(percentile([5], 90), 5);
  });

  it('summarises each set', () => {
    const sets = [
      {id: 'bg', label: 'Bulgarian', target: 0.9},
      {id: 'en', label: 'English'},
    ];
    const results = [
      {set: 'bg', found: true, first: true},
      {set: 'bg', found: false, first: false},
      {set: 'en', found: true, first: false},
    ];
    assert.deepEqual(summarize(sets, results), [
      {
        id: 'bg',
        label: 'Bulgarian',
        target: 0.9,
        measure: 'top',
        found: 1,
        first: 1,
        total: 2,
        share: 0.5,
        firstShare: 0.5,
      },
      {
        id: 'en',
        label: 'English',
        target: null,
        measure: 'top',
        found: 1,
        first: 0,
        total: 1,
        share: 1,
        firstShare: 0,
      },
    ]);
  });

  it('judges the first suggestion, and its section where the route names one', () => {
    const urls = ['/a/#refunds', '/b/'];
    assert.equal(foundFirst(urls, '/a/'), true);
    assert.equal(foundFirst(urls, '/a/#refunds'), true);
    assert.equal(foundFirst(urls, '/a/#deposit'), false);
    assert.equal(foundFirst(urls, '/b/'), false, 'second is not first');
    assert.equal(foundFirst([], '/a/'), false);
  });

  it('reads the suggestions in the order the box shows them', () => {
    const rec = (u, extra = {}) => ({u, h: '', s: 1, ...extra});
    // From a business page the business help comes first among equals…
    assert.deepEqual(
      shownOrder([rec('/marketplace/x/'), rec('/business/y/')], '/business/intro/', '/').map(
        (r) => r.u,
      ),
      ['/business/y/', '/marketplace/x/'],
    );
    // …but not before a better match, nor before a writer's answer, and a
    // client's words put the marketplace first.
    assert.deepEqual(
      shownOrder(
        [rec('/marketplace/x/', {s: 0}), rec('/business/y/')],
        '/business/intro/',
        '/',
      ).map((r) => r.u),
      ['/marketplace/x/', '/business/y/'],
    );
    assert.deepEqual(
      shownOrder(
        [rec('/business/y/', {w: 'client'}), rec('/marketplace/x/', {w: 'client', s: 5})],
        '/business/intro/',
        '/',
      ).map((r) => r.u),
      ['/marketplace/x/', '/business/y/'],
    );
  });

  it('checks the query file', () => {
    const sets = loadQuerySets(
      JSON.parse(fs.readFileSync(path.join(root, 'tests/search/queries.json'), 'utf8')),
    );
    const count = (id) => sets.find((set) => set.id === id).queries.length;
    assert.ok(count('bg') >= 40);
    assert.ok(count('latin') >= 10);
    assert.ok(count('en') >= 20);
    assert.throws(() => loadQuerySets({}), /sets/);
    assert.throws(() => loadQuerySets({sets: [{id: 'x', locale: 'de', queries: []}]}), /locale/);
    assert.throws(
      () => loadQuerySets({sets: [{id: 'x', locale: 'bg', queries: [{q: 'a'}]}]}),
      /no route/,
    );
  });

  it('serves files from the build folder only', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'business/calendar'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'business/calendar/index.html'), 'x');
    fs.writeFileSync(path.join(dir, 'search-index.json'), '[]');
    const server = await serveStatic(dir);
    // The path as written, not normalized by a URL parser.
    const get = (urlPath) =>
      new Promise((resolve, reject) => {
        const {hostname, port} = new URL(server.origin);
        http
          .get({hostname, port, path: urlPath}, (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({status: response.statusCode, body}));
          })
          .on('error', reject);
      });
    try {
      assert.deepEqual(await get('/business/calendar/'), {status: 200, body: 'x'});
      assert.deepEqual(await get('/search-index.json?_=abc'), {status: 200, body: '[]'});
      assert.equal((await get('/missing/')).status, 404);
      assert.notEqual((await get('/../../etc/passwd')).status, 200);
      assert.notEqual((await get('/%2e%2e/%2e%2e/etc/passwd')).status, 200);
    } finally {
      await server.stop();
    }
  });

  it("weighs each locale's search index", () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'en'));
    fs.writeFileSync(path.join(dir, 'search-index.json'), 'a'.repeat(1000));
    fs.writeFileSync(path.join(dir, 'en/search-index-abc.json'), 'b'.repeat(10));
    fs.writeFileSync(path.join(dir, 'en/other.json'), '{}');
    assert.deepEqual(findIndexFiles(path.join(dir, 'en')), [
      path.join(dir, 'en/search-index-abc.json'),
    ]);
    fs.mkdirSync(path.join(dir, 'assets/search'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'assets/search/t.0a.json'), 'c'.repeat(500));
    fs.writeFileSync(path.join(dir, 'assets/search/p.1b.json'), 'd'.repeat(500));
    const [bg, en] = indexSizes(dir);
    assert.equal(bg.locale, 'bg');
    assert.equal(bg.raw, 1000);
    assert.ok(bg.gzip > 0 && bg.gzip < 100);
    assert.equal(bg.parts.count, 2);
    assert.ok(bg.parts.gzip > 0 && bg.parts.gzip < 100);
    assert.deepEqual(en.files, ['en/search-index-abc.json']);
    assert.deepEqual(en.parts, {count: 0, gzip: 0});
  });

  it('prints the figures against their targets', () => {
    const report = formatReport({
      summary: [
        {id: 'bg', label: 'Bulgarian', target: 0.9, found: 9, total: 10, share: 0.9},
        {
          id: 'bg-everyday',
          label: 'Everyday words',
          target: 0.95,
          measure: 'first',
          found: 10,
          first: 9,
          total: 10,
          share: 1,
          firstShare: 0.9,
        },
      ],
      latency: {median: 12.3, p90: 40, samples: 10, ready: {bg: 300}},
      sizes: [{locale: 'bg', raw: 400000, gzip: 200000, files: []}],
      failures: [{set: 'bg', q: 'отстъпка', route: '/a/', top: ['/b/#x']}],
    });
    assert.match(
      report,
      /Bulgarian\s+9\/10\s+90\.0 %\s+0\/10\s+0\.0 %\s+\(target ≥ 90\.0 % top 3: ok\)/,
    );
    // A set measured by the first suggestion is judged by it.
    assert.match(
      report,
      /Everyday words\s+10\/10\s+100\.0 %\s+9\/10\s+90\.0 %\s+\(target ≥ 95\.0 % first: MISSED\)/,
    );
    assert.match(report, /Median time from keystroke to suggestions: 12\.3 ms over 10 queries/);
    assert.match(report, /target < 50 ms: ok/);
    assert.match(
      report,
      /First answer after focusing the box \(bg, index download and load\): 300 ms/,
    );
    assert.match(
      report,
      /Search index \(bg\): 195\.3 KB gzip, 390\.6 KB raw \(target ≤ 250\.0 KB gzip: ok\)/,
    );
    assert.match(report, /\[bg\] "отстъпка" → \/a\/; got \/b\//);
  });
});
