/**
 * The first-search bench's own logic (bench-first-search.mjs):
 * options, and how it prints the runs and the requests of one.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';

import {parseArgs, summaryLines, waterfallLines} from '../bench-first-search.mjs';

test('options: five runs of both languages at 4× on build/ unless told; nonsense is refused', () => {
  const plain = parseArgs([]);
  assert.equal(plain.runs, 5);
  assert.deepEqual(plain.locales, ['bg', 'en']);
  assert.equal(plain.cpu, 4);
  assert.equal(plain.waterfall, false);
  assert.equal(path.basename(plain.buildDir), 'build');
  const told = parseArgs(['--runs', '9', '--locale', 'en', '--cpu', '8', '--waterfall']);
  assert.deepEqual(
    {runs: told.runs, locales: told.locales, cpu: told.cpu, waterfall: told.waterfall},
    {runs: 9, locales: ['en'], cpu: 8, waterfall: true},
  );
  assert.equal(parseArgs(['--build-dir', '/tmp/site']).buildDir, '/tmp/site');
  assert.throws(() => parseArgs(['--locale', 'de']), /--locale is bg or en\. Usage/);
  assert.throws(() => parseArgs(['--runs', '0']), /--runs needs a whole number/);
  assert.throws(() => parseArgs(['--runs']), /'--runs <value>' argument missing/);
  assert.throws(() => parseArgs(['--fast']), /Unknown option '--fast'/);
});

test('each language prints its median, its range and its bytes', () => {
  const runs = [
    {ms: 900, bytes: 102_400},
    {ms: 812, bytes: 102_400},
    {ms: 1040, bytes: 103_424},
  ];
  assert.deepEqual(summaryLines({en: runs}), ['en  0.90 s [0.81 s–1.04 s], 100.0 KB  (3 run(s))']);
});

test('the waterfall lists each request with its times from the focus and its size', () => {
  assert.deepEqual(
    waterfallLines([
      {url: '/en/search-index.json', start: 26.4, end: 331.2, bytes: 12_872},
      {url: '/en/assets/search/t.6a0b.json', start: 259, end: 412, bytes: 1178},
    ]),
    [
      '    26 →   331 ms   12.6 KB  /en/search-index.json',
      '   259 →   412 ms    1.2 KB  /en/assets/search/t.6a0b.json',
    ],
  );
});
