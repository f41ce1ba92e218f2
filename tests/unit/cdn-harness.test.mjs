import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  COMPATIBILITY_DATE,
  assertCdnReady,
  parseArgs,
  wranglerArgs,
  wranglerEnv,
} from '../../scripts/cdn-harness.mjs';

function fixtureBuild(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-build-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), '');
  }
  return dir;
}

const PAGES = ['index.html', '404.html', 'en/index.html', 'en/404.html'];

test('a build without its CDN files is reported with the command that writes them', () => {
  const bare = fixtureBuild(PAGES);
  assert.throws(
    () => assertCdnReady(bare, process.execPath),
    /_headers is missing: build with "npm run build"/,
  );
  const ready = fixtureBuild([...PAGES, '_headers', '_redirects']);
  assert.doesNotThrow(() => assertCdnReady(ready, process.execPath));
  assert.throws(() => assertCdnReady(ready, '/no/wrangler.js'), /npm ci/);
});

test('wrangler serves the build on loopback with a fixed compatibility date and its own state', () => {
  const args = wranglerArgs({buildDir: '/b', port: 8123, stateDir: '/tmp/s'});
  assert.deepEqual(args.slice(1, 4), ['pages', 'dev', '/b']);
  const option = (name) => args[args.indexOf(name) + 1];
  assert.equal(option('--ip'), '127.0.0.1');
  assert.equal(option('--port'), '8123');
  assert.equal(option('--compatibility-date'), COMPATIBILITY_DATE);
  assert.equal(option('--persist-to'), '/tmp/s');
});

test('telemetry is off whatever the caller’s environment says', () => {
  const env = wranglerEnv({PATH: '/bin', WRANGLER_SEND_METRICS: 'true'});
  assert.equal(env.WRANGLER_SEND_METRICS, 'false');
  assert.equal(env.PATH, '/bin');
});

test('parses the command line', () => {
  assert.deepEqual(parseArgs(['out', '--port', '8080'], '/site'), {
    buildDir: '/site/out',
    port: 8080,
  });
  assert.throws(() => parseArgs(['--port', 'x']), /--port needs a number/);
  assert.throws(() => parseArgs(['--fast']), /Unknown option --fast/);
});
