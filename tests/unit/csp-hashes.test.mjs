import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  attributeValue,
  buildPolicy,
  collectBuildHashes,
  generate,
  inlineScripts,
  isExecutableScript,
  scriptHash,
  unhashableCode,
} from '../../scripts/csp-hashes.mjs';

/** A throwaway build folder with the given files. */
function fixtureBuild(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-build-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const page = (scripts) => `<!doctype html><html><head>${scripts}</head><body></body></html>`;

test('hashes the exact script text, as the CSP specification does', () => {
  // The example of the CSP Level 3 specification.
  assert.equal(
    scriptHash("alert('Hello, world.');"),
    "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
  );
  assert.notEqual(scriptHash('a()'), scriptHash('a() '));
});

test('reads attributes quoted, unquoted and bare', () => {
  assert.equal(attributeValue(' type="module"', 'type'), 'module');
  assert.equal(attributeValue(" type='module'", 'type'), 'module');
  assert.equal(
    attributeValue(' data-rh=true type=application/ld+json', 'type'),
    'application/ld+json',
  );
  assert.equal(attributeValue(' defer', 'defer'), '');
  assert.equal(attributeValue(' data-src=x', 'src'), undefined);
  assert.equal(attributeValue('', 'type'), undefined);
});

test('JavaScript runs; data blocks such as JSON-LD do not', () => {
  assert.ok(isExecutableScript(''));
  assert.ok(isExecutableScript(' type=module'));
  assert.ok(isExecutableScript(' type="text/javascript"'));
  assert.ok(!isExecutableScript(' type=application/ld+json'));
  assert.ok(!isExecutableScript(' type="application/json"'));
});

test('finds the inline scripts a page runs, body untouched', () => {
  const html = page(
    [
      '<script src=/assets/js/main.1.js defer></script>',
      '<script>\n  first();\n</script>',
      '<script data-rh=true type=application/ld+json>{"@type":"Article"}</script>',
      '<SCRIPT type="module">second()</SCRIPT>',
      '<script></script>',
    ].join(''),
  );
  assert.deepEqual(inlineScripts(html), ['\n  first();\n', 'second()', '']);
});

test('reports inline code that no hash can allow', () => {
  assert.deepEqual(unhashableCode(page('<script>ok()</script>')), []);
  assert.deepEqual(unhashableCode('<button type=button onclick="go()">Go</button>'), [
    'inline event handler onclick=',
  ]);
  assert.deepEqual(unhashableCode('<a href="javascript:void 0">x</a>'), ['javascript: URL']);
  // Words that merely start with "on" in text are not handlers.
  assert.deepEqual(unhashableCode('<p>online booking = easy</p>'), []);
});

test('collects one hash per distinct script over every page of the build', () => {
  const build = fixtureBuild({
    'index.html': page('<script>theme()</script><script>banner()</script>'),
    'business/intro/index.html': page('<script>theme()</script>'),
    'en/index.html': page('<script>themeEn()</script>'),
    'assets/js/main.js': '<script>not a page</script>',
  });
  const {hashes, pages, problems} = collectBuildHashes(build);
  assert.equal(pages, 3);
  assert.deepEqual(problems, []);
  assert.deepEqual(
    hashes,
    [scriptHash('theme()'), scriptHash('banner()'), scriptHash('themeEn()')].sort(),
  );
});

test('an empty build is an error that says what to run', () => {
  assert.throws(() => collectBuildHashes(fixtureBuild({})), /npm run build/);
});

test('the policy: same-origin only, the hashes, no framing', () => {
  const policy = buildPolicy({hashes: ["'sha256-a'", "'sha256-b'"]});
  assert.match(policy, /(^|; )script-src 'self' 'sha256-a' 'sha256-b'(;|$)/);
  assert.match(policy, /(^|; )frame-ancestors 'none'(;|$)/);
  assert.match(policy, /(^|; )object-src 'none'(;|$)/);
  assert.match(policy, /(^|; )worker-src 'self'(;|$)/);
  assert.doesNotMatch(policy, /unsafe-eval|https?:|\*/);
  assert.doesNotMatch(policy.match(/script-src[^;]*/)[0], /unsafe-inline/);
});

test('the tag manager is allowed only when configured', () => {
  const policy = buildPolicy({hashes: [], tagManager: true});
  assert.match(policy, /script-src 'self' https:\/\/www\.googletagmanager\.com/);
  assert.match(policy, /connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  assert.match(policy, /frame-src https:\/\/www\.googletagmanager\.com/);
  assert.match(buildPolicy({hashes: []}), /frame-src 'none'/);
});

test('generate: GTM_CONTAINER_ID switches the tag manager on', () => {
  const build = fixtureBuild({
    'index.html': page('<script>t()</script>'),
    'assets/js/main.0a1b.js': 'customFields:{gtmContainerId:"GTM-TEST123"}',
  });
  assert.doesNotMatch(generate(build, {}).policy, /googletagmanager/);
  assert.match(generate(build, {GTM_CONTAINER_ID: 'GTM-TEST123'}).policy, /googletagmanager/);
  assert.doesNotMatch(generate(build, {GTM_CONTAINER_ID: '  '}).policy, /googletagmanager/);
});

test('finds a container id in a page or in any locale’s main bundle', () => {
  const inBundle = fixtureBuild({
    'index.html': page(''),
    'assets/js/main.0a1b.js': 'customFields:{gtmContainerId:null}',
    'en/assets/js/main.2c3d.js': 'customFields:{gtmContainerId:"GTM-ABC1234"}',
  });
  assert.equal(collectBuildHashes(inBundle).usesTagManager, true);
  const inPage = fixtureBuild({
    'index.html': page('<script>f(window,document,"script","dataLayer","GTM-ABC1234")</script>'),
  });
  assert.equal(collectBuildHashes(inPage).usesTagManager, true);
  const without = fixtureBuild({
    'index.html': page('<p>Tags such as GTM-style snippets</p>'),
    'assets/js/main.0a1b.js':
      'customFields:{gtmContainerId:null},"https://www.googletagmanager.com"',
  });
  assert.equal(collectBuildHashes(without).usesTagManager, false);
});

test('generate warns when the build and GTM_CONTAINER_ID disagree', () => {
  const withId = fixtureBuild({
    'index.html': page(''),
    'assets/js/main.0a1b.js': 'gtmContainerId:"GTM-TEST123"',
  });
  assert.match(generate(withId, {}).warnings.join('\n'), /will block the tag manager/);
  assert.deepEqual(generate(withId, {GTM_CONTAINER_ID: 'GTM-TEST123'}).warnings, []);
  const withoutId = fixtureBuild({'index.html': page('')});
  assert.match(
    generate(withoutId, {GTM_CONTAINER_ID: 'GTM-TEST123'}).warnings.join('\n'),
    /allows the tag manager for nothing/,
  );
  assert.deepEqual(generate(withoutId, {}).warnings, []);
});

test('generate refuses a build with inline handlers, naming the page', () => {
  const build = fixtureBuild({'docs/index.html': page('<body onload="x()">')});
  assert.throws(() => generate(build, {}), /docs\/index\.html: inline event handler onload=/);
});
