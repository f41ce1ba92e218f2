import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  isStackLine,
  languagesToBuildSideBySide,
  loadRouteSources,
  outDirFromArgs,
  summarizeBuildErrors,
  writeDeployFilesAfterBuild,
} from '../../scripts/build.mjs';

const brokenLinks = `[ERROR] Error: Unable to build website for locale bg.
  [cause]: Error: Docusaurus found broken links!

  Exhaustive list of all broken links found:
  - Broken link on source page path = /business/intro/:
     -> linking to /business/no-such-page/
     -> linking to /business/other/
  - Broken link on source page path = /changelog/:
     -> linking to /nowhere/
`;

test('broken links are listed per target with the source file of the page', () => {
  const sources = new Map([['/business/intro', 'docs/intro.md']]);
  assert.deepEqual(summarizeBuildErrors(brokenLinks, sources), [
    'docs/intro.md (page /business/intro/): broken link to /business/no-such-page/',
    'docs/intro.md (page /business/intro/): broken link to /business/other/',
    'page /changelog/: broken link to /nowhere/',
  ]);
});

test('broken anchors are reported as anchors', () => {
  const output = `  - Broken anchor on source page path = /en/business/intro/:\n     -> linking to /en/business/calendar/#views\n`;
  const sources = new Map([
    ['/en/business/intro', 'i18n/en/docusaurus-plugin-content-docs/current/intro.md'],
  ]);
  assert.deepEqual(summarizeBuildErrors(output, sources), [
    'i18n/en/docusaurus-plugin-content-docs/current/intro.md (page /en/business/intro/): broken anchor to /en/business/calendar/#views',
  ]);
});

test('a Markdown link is reported once with file, line and column, colours removed', () => {
  const line =
    '\u001b[31m│ Cause: Markdown link with URL `./billing/wallet.md` in source file "docs/calendar.md" (128:129) couldn\'t be resolved.\u001b[39m';
  const output = `╰─▶ × Error: MDX compilation failed for file "/work/docs/calendar.md"\n${line}\n│ Details:\n${line}\n`;
  assert.deepEqual(summarizeBuildErrors(output), [
    'docs/calendar.md:128:129: the link ./billing/wallet.md points to no Markdown file',
  ]);
});

test('other MDX errors keep their cause and file', () => {
  const output = `× Error: MDX compilation failed for file "/work/docs/x.md"\n        │ Cause: Could not parse expression with acorn\n`;
  assert.deepEqual(summarizeBuildErrors(output), [
    '/work/docs/x.md: Could not parse expression with acorn',
  ]);
});

test('duplicate routes are named', () => {
  const output = `Error: Duplicate routes found!\n- Attempting to create page at /business/intro/, but a page already exists at this route.\n`;
  assert.deepEqual(summarizeBuildErrors(output), [
    'duplicate route /business/intro/: two pages are built at this address',
  ]);
});

test('stack-trace lines are recognised, messages are not', () => {
  assert.equal(isStackLine('    at throwError (/x/logger.js:80:11)'), true);
  assert.equal(isStackLine('        │     at async loadMDX (/x/loader.js:22:20)'), true);
  assert.equal(isStackLine('  - Broken link on source page path = /a/:'), false);
  assert.equal(isStackLine('Look at the calendar'), false);
});

test('route sources come from the metadata Docusaurus generates', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const dir = path.join(site, '.docusaurus/docusaurus-plugin-content-docs/default');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'site-docs-intro-md-1.json'),
    JSON.stringify({id: 'intro', source: '@site/docs/intro.md', permalink: '/business/intro'}),
  );
  fs.writeFileSync(path.join(dir, 'broken.json'), '{not json');
  assert.deepEqual([...loadRouteSources(site)], [['/business/intro', 'docs/intro.md']]);
});

test('where a deleted page left its metadata behind, the newest file names the source', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const dir = path.join(site, '.docusaurus/docusaurus-plugin-content-docs/default');
  fs.mkdirSync(dir, {recursive: true});
  const write = (name, source, seconds) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, JSON.stringify({source, permalink: '/business/calendar'}));
    fs.utimesSync(file, seconds, seconds);
  };
  write('new.json', '@site/docs/calendar.md', 2_000_000);
  write('old.json', '@site/docs/old-calendar.md', 1_000_000);
  assert.equal(loadRouteSources(site).get('/business/calendar'), 'docs/calendar.md');
});

test('the output folder of the build, where its deploy files go', () => {
  assert.equal(outDirFromArgs([], '/site'), '/site/build');
  assert.equal(outDirFromArgs(['--out-dir', 'build-consent'], '/site'), '/site/build-consent');
  assert.equal(outDirFromArgs(['--out-dir=/tmp/b'], '/site'), '/tmp/b');
  assert.equal(outDirFromArgs(['other', '--out-dir', 'out'], '/site'), '/site/other/out');
});

test('a build of one language gets no deploy files', () => {
  const lines = [];
  assert.equal(
    writeDeployFilesAfterBuild(['--locale', 'en'], {log: (line) => lines.push(line)}),
    false,
  );
  assert.match(lines.join('\n'), /one language/);
});

const root = path.resolve(import.meta.dirname, '../..');

test('npm run build builds every language of the site side by side, the default first', async () => {
  assert.deepEqual(await languagesToBuildSideBySide([], {cwd: root}), ['bg', 'en']);
});

test('a build that picks its languages, or a site of one language, is one docusaurus build', async () => {
  assert.equal(await languagesToBuildSideBySide(['--locale', 'en'], {cwd: root}), null);
  assert.equal(await languagesToBuildSideBySide(['--locale=bg'], {cwd: root}), null);
  // The build gates' fixture site is Bulgarian only.
  assert.equal(await languagesToBuildSideBySide(['tests/fixtures/build-gates'], {cwd: root}), null);
});
