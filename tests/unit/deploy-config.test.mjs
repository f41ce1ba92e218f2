import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  CACHE_HASHED,
  CACHE_REVALIDATE,
  SECURITY_HEADERS,
  cdnFiles,
  defaultNginxDir,
  deployRules,
  localeRoots,
  nginxSnippets,
  parseArgs,
  writeDeployFiles,
} from '../../scripts/deploy-config.mjs';

/** A throwaway build of two languages, each with its 404 page and an inline script. */
function fixtureBuild(extra = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-build-'));
  const files = {
    'index.html': '<html><script>bg()</script>',
    '404.html': '<html><script>bg()</script>',
    'en/index.html': '<html><script>en()</script>',
    'en/404.html': '<html><script>en()</script>',
    'assets/js/main.0a1b.js': 'x',
    'img/logo.svg': '<svg/>',
    ...extra,
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

test('the languages are read from the build: folders with their own 404 page', () => {
  assert.deepEqual(localeRoots(fixtureBuild()), ['/en/', '/']);
  assert.deepEqual(localeRoots(fixtureBuild({'de/404.html': ''})), ['/de/', '/en/', '/']);
});

test('the rules: the build’s policy first, then the security headers; a 404 page per language', () => {
  const rules = deployRules(fixtureBuild(), {});
  assert.deepEqual(rules.headers[0], ['Content-Security-Policy', rules.policy]);
  assert.deepEqual(rules.headers.slice(1), SECURITY_HEADERS);
  assert.equal(rules.hashes.length, 2);
  assert.deepEqual(rules.assetFolders, ['/en/assets/', '/assets/']);
  assert.deepEqual(rules.notFound, [
    {prefix: '/en/', page: '/en/404.html'},
    {prefix: '/', page: '/404.html'},
  ]);
  assert.throws(() => deployRules(path.join(os.tmpdir(), 'no-such-build'), {}), /npm run build/);
});

test('nginx: every header with `always`, both cache rules, the 404 page by language', () => {
  const rules = deployRules(fixtureBuild(), {});
  const snippets = nginxSnippets(rules);
  const headers = snippets['slotera-headers.conf'];
  for (const [name, value] of rules.headers) {
    assert.ok(headers.includes(`add_header ${name} "${value}" always;`), name);
  }
  const caching = snippets['slotera-caching.conf'];
  assert.ok(caching.includes(`add_header Cache-Control "${CACHE_REVALIDATE}" always;`));
  assert.ok(caching.includes(`add_header Cache-Control "${CACHE_HASHED}";`));
  const location = /location ~ (\S+) \{/.exec(caching)[1];
  const matches = (uri) => new RegExp(location).test(uri);
  assert.ok(matches('/assets/js/main.0a1b.js'));
  assert.ok(matches('/en/assets/css/styles.1.css'));
  assert.ok(!matches('/assets/'), 'a folder is not a hashed file');
  assert.ok(!matches('/img/logo.svg'));
  assert.ok(!matches('/business/assets/x.js'));
  // The location adds headers, so it includes the security headers again.
  assert.match(caching, /location[^}]*include snippets\/slotera-headers\.conf;/);
  assert.equal(
    snippets['slotera-not-found.conf']
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n'),
    [
      'set $not_found_page /404.html;',
      'if ($uri ~ "^/en/") {',
      '    set $not_found_page /en/404.html;',
      '}',
      'error_page 404 $not_found_page;',
      '',
    ].join('\n'),
  );
  assert.throws(
    () => nginxSnippets({...rules, headers: [['X-Test', 'a "b"']]}),
    /X-Test header cannot contain quotes/,
  );
});

test('the CDN: headers on every path, a year only for hashed assets, 404s by language', () => {
  const rules = deployRules(fixtureBuild(), {});
  const {_headers: headers, _redirects: redirects} = cdnFiles(rules);
  const lines = headers.split('\n').filter((line) => line && !line.startsWith('#'));
  assert.deepEqual(lines, [
    '/*',
    ...rules.headers.map(([name, value]) => `  ${name}: ${value}`),
    '/en/assets/*',
    `  Cache-Control: ${CACHE_HASHED}`,
    '/assets/*',
    `  Cache-Control: ${CACHE_HASHED}`,
  ]);
  // Cloudflare Pages joins a header that two matching rules set: the pages
  // keep the host's revalidating default instead of a second Cache-Control.
  assert.equal(lines.filter((line) => line.includes('Cache-Control')).length, 2);
  assert.deepEqual(
    redirects.split('\n').filter((line) => line && !line.startsWith('#')),
    ['/en/*  /en/404.html  404'],
  );
  const long = {...rules, headers: [['Content-Security-Policy', 'x'.repeat(2000)]]};
  assert.throws(() => cdnFiles(long), /Cloudflare Pages reads 2000/);
});

test('writes the CDN files into the build and the nginx snippets beside it', () => {
  const build = fixtureBuild();
  const {written} = writeDeployFiles(build, {env: {}});
  assert.equal(defaultNginxDir(build), `${build}-nginx`);
  assert.deepEqual(written.map((file) => path.relative(path.dirname(build), file)).sort(), [
    `${path.basename(build)}-nginx/slotera-caching.conf`,
    `${path.basename(build)}-nginx/slotera-headers.conf`,
    `${path.basename(build)}-nginx/slotera-not-found.conf`,
    `${path.basename(build)}/_headers`,
    `${path.basename(build)}/_redirects`,
  ]);
  fs.rmSync(`${build}-nginx`, {recursive: true, force: true});
});

test('parses the command line', () => {
  assert.deepEqual(parseArgs([], '/site'), {
    buildDir: '/site/build',
    nginxDir: '/site/build-nginx',
  });
  assert.deepEqual(parseArgs(['out', '--nginx-dir', 'snippets'], '/site'), {
    buildDir: '/site/out',
    nginxDir: '/site/snippets',
  });
  assert.throws(() => parseArgs(['--nginx-dir']), /needs a folder/);
  assert.throws(() => parseArgs(['--gtm']), /Unknown option --gtm/);
});
