/**
 * Build gates: on a tiny Bulgarian-only fixture site that takes its gate
 * settings from the real docusaurus.config.ts, a broken link, a broken
 * anchor, a broken Markdown link and a duplicate route each stop the build,
 * and the summary at the end names the source file (or the route). A clean case must build, so
 * that a failure is caused by the gate and not by the fixture.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = path.join(root, 'tests/fixtures/build-gates');
// Through the same wrapper as `npm run build`, so its summary is tested too.
const build = path.join(root, 'scripts/build.mjs');

function buildCase(gateCase) {
  // Each case starts clean: Docusaurus keeps generated files of other cases.
  fs.rmSync(path.join(fixture, '.docusaurus'), {recursive: true, force: true});
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `gate-${gateCase}-`));
  const result = spawnSync(process.execPath, [build, fixture, '--out-dir', outDir], {
    cwd: root,
    env: {...process.env, GATE_CASE: gateCase, NO_COLOR: '1', FORCE_COLOR: '0'},
    encoding: 'utf8',
    timeout: 180_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const built = fs.existsSync(path.join(outDir, 'business/intro/index.html'));
  fs.rmSync(outDir, {recursive: true, force: true});
  return {status: result.status, output, built};
}

test('the clean fixture builds (so the failures below are the gates)', () => {
  const {status, output, built} = buildCase('ok');
  assert.equal(status, 0, output);
  assert.ok(built, 'the clean fixture produced /business/intro/');
});

test('a broken link stops the build and names the source file', () => {
  const {status, output} = buildCase('broken-link');
  assert.notEqual(status, 0);
  assert.match(output, /broken links/i);
  assert.match(
    output,
    /cases\/broken-link\/docs\/intro\.md \(page \/business\/intro\/\): broken link to \/business\/no-such-page\//,
  );
});

test('a broken anchor stops the build and names the source file', () => {
  const {status, output} = buildCase('broken-anchor');
  assert.notEqual(status, 0);
  assert.match(output, /broken anchors/i);
  assert.match(
    output,
    /cases\/broken-anchor\/docs\/intro\.md \(page \/business\/intro\/\): broken anchor to \/business\/calendar\/#no-such-heading/,
  );
});

test('a broken Markdown file link stops the build and names the file', () => {
  const {status, output} = buildCase('broken-markdown-link');
  assert.notEqual(status, 0);
  assert.match(
    output,
    /cases\/broken-markdown-link\/docs\/intro\.md:3:\d+: the link \.\/billing\/wallet\.md points to no Markdown file/,
  );
  assert.doesNotMatch(output, /^\s*at \S+ \(.*:\d+:\d+\)$/m, 'no stack trace');
});

test('a duplicate route stops the build and names the route', () => {
  const {status, output} = buildCase('duplicate-route');
  assert.notEqual(status, 0);
  assert.match(output, /duplicate route \/business\/intro\/: two pages are built at this address/);
});
