import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import zlib from 'node:zlib';

import {classifyRequests, gzipTotal} from '../../scripts/bench.mjs';

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
