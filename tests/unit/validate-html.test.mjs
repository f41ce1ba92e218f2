import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {fileURLToPath} from 'node:url';

import {
  BROKEN_CHARACTER_RULE,
  brokenCharacters,
  formatReport,
  headingIdBefore,
  listHtmlFiles,
  loadPageSources,
  routeOfHtmlFile,
  sourceOfRoute,
  validateBuild,
  validateBuildWithNu,
} from '../../scripts/validate-html.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/validate-html.mjs', import.meta.url));

const page = (body, lang = 'bg') =>
  `<!doctype html><html lang=${lang}><head><meta charset=utf-8><title>Page</title></head>` +
  `<body><main>${body}</main></body></html>`;

const GOOD = page(
  '<article><h1>Клиенти</h1><h2 id=import>Импорт</h2><p>Текст.</p>' +
    '<pre><code><span class=token-line>a,b</span><br></code></pre></article>',
);
// The mistakes a writer or a component can make: an id used twice, h2 → h4,
// and a block element inside <code> (Docusaurus 3.10's code block lines).
const BAD = page(
  '<article><h1>Клиенти</h1><h2 id=import>Импорт</h2><h4 id=columns>Колони</h4>' +
    '<p id=import>Повторен id.</p><pre><code><div class=token-line>a,b</div></code></pre></article>',
);

const sites = [];
after(() => {
  for (const site of sites) fs.rmSync(site, {recursive: true, force: true});
});

/** A site with Docusaurus metadata for two Bulgarian articles and a build of both languages. */
function makeSite() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-html-'));
  sites.push(site);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), text);
  };
  for (const name of ['good', 'bad']) {
    write(
      `.docusaurus/docusaurus-plugin-content-docs/default/site-docs-${name}-md.json`,
      JSON.stringify({permalink: `/business/${name}/`, source: `@site/docs/${name}.md`}),
    );
    write(`docs/${name}.md`, `# ${name}\n`);
  }
  write('i18n/en/docusaurus-plugin-content-docs/current/bad.md', '# bad\n');
  write('build/business/good/index.html', GOOD);
  write('build/business/bad/index.html', BAD);
  write('build/en/business/bad/index.html', BAD.replace('lang=bg', 'lang=en'));
  write('build/assets/js/main.js', '<div>not a page</div>');
  return site;
}

test('lists every .html file and maps it to its route', () => {
  const site = makeSite();
  assert.deepEqual(listHtmlFiles(path.join(site, 'build')), [
    'business/bad/index.html',
    'business/good/index.html',
    'en/business/bad/index.html',
  ]);
  assert.equal(routeOfHtmlFile('index.html'), '/');
  assert.equal(routeOfHtmlFile('en/business/intro/index.html'), '/en/business/intro/');
  assert.equal(routeOfHtmlFile('404.html'), '/404.html');
});

test('an English page is traced to its twin in i18n/en, from the Bulgarian metadata', () => {
  const site = makeSite();
  const sources = loadPageSources(site);
  assert.equal(sourceOfRoute('/business/bad/', sources, {siteDir: site}), 'docs/bad.md');
  assert.equal(
    sourceOfRoute('/en/business/bad/', sources, {siteDir: site}),
    'i18n/en/docusaurus-plugin-content-docs/current/bad.md',
  );
  // No English twin: the English page is built from the Bulgarian file.
  assert.equal(sourceOfRoute('/en/business/good/', sources, {siteDir: site}), 'docs/good.md');
});

test('the checker reports the bad page with its source file and passes the good one', async () => {
  const site = makeSite();
  const result = await validateBuild(path.join(site, 'build'), {siteDir: site});
  assert.equal(result.files, 3);
  assert.deepEqual(
    result.problems.filter((problem) => problem.file === 'business/good/index.html'),
    [],
  );

  const bad = result.problems.filter((problem) => problem.file === 'business/bad/index.html');
  assert.deepEqual(bad.map((problem) => problem.rule).sort(), [
    'element-permitted-content',
    'heading-level',
    'no-dup-id',
  ]);
  for (const problem of bad) {
    assert.equal(problem.severity, 'error');
    assert.equal(problem.source, 'docs/bad.md');
    assert.ok(problem.line >= 1 && problem.column >= 1);
  }
  assert.equal(bad.find((problem) => problem.rule === 'heading-level').heading, 'columns');

  const english = result.problems.filter((problem) => problem.file.startsWith('en/'));
  assert.equal(english.length, 3);
  assert.ok(
    english.every(
      (problem) => problem.source === 'i18n/en/docusaurus-plugin-content-docs/current/bad.md',
    ),
  );

  const lines = formatReport(result);
  const dupId = bad.find((problem) => problem.rule === 'no-dup-id');
  assert.ok(
    lines.includes(
      `build/business/bad/index.html:${dupId.line}:${dupId.column} no-dup-id Duplicate ID "import"`,
    ),
    lines.join('\n'),
  );
  assert.ok(lines.includes('    fix in: docs/bad.md, under the heading {#columns}'));
  assert.match(
    lines.at(-2),
    /^HTML check failed: 6 error\(s\) in 2 of 3 pages in build\/ \(.*heading-level 2.*\)\.$/,
  );
});

test('a build without errors passes', async () => {
  const site = makeSite();
  fs.rmSync(path.join(site, 'build/business/bad'), {recursive: true});
  fs.rmSync(path.join(site, 'build/en'), {recursive: true});
  const result = await validateBuild(path.join(site, 'build'), {siteDir: site});
  assert.deepEqual(result.problems, []);
  assert.deepEqual(formatReport(result), [
    'HTML check passed: 1 page in build/, no errors (html-validate and the W3C Nu checker).',
  ]);
});

test('an error met on many pages is blamed on the layout, not on each article', () => {
  const problems = Array.from({length: 6}, (_, index) => ({
    file: `business/p${index}/index.html`,
    line: 1,
    column: 2,
    rule: 'heading-level',
    message: 'Initial heading level must be <h1> but got <h3>',
    severity: 'error',
    selector: 'aside > nav > h3',
    source: `docs/p${index}.md`,
  }));
  const lines = formatReport({files: 6, problems});
  assert.equal(
    lines[1],
    '    fix in: the layout (same error on many pages): src/theme/, src/css/, docusaurus.config.ts',
  );
  assert.ok(!lines.some((line) => line.includes('docs/p0.md')));
});

test('the heading an error is under is the last heading with an id before it', () => {
  const html = '<h1>T</h1><h2 id=a>A</h2><p>x</p><h3 id="b">B</h3><p>y</p>';
  assert.equal(headingIdBefore(html, html.indexOf('<p>x')), 'a');
  assert.equal(headingIdBefore(html, html.indexOf('<p>y')), 'b');
  assert.equal(headingIdBefore(html, html.indexOf('h3')), 'b');
  assert.equal(headingIdBefore(html, 0), undefined);
});

test('the command exits non-zero and prints the error; without a build it says what to run', () => {
  const site = makeSite();
  const failed = spawnSync(process.execPath, [SCRIPT, path.join(site, 'build')], {
    cwd: site,
    encoding: 'utf8',
  });
  assert.equal(failed.status, 1);
  assert.match(failed.stderr, /^build\/business\/bad\/index\.html:\d+:\d+ no-dup-id /m);
  // The Nu checker's errors follow html-validate's, in the same form.
  assert.match(
    failed.stderr,
    /^build\/business\/bad\/index\.html:\d+:\d+ w3c-nu Duplicate ID “import”/m,
  );
  assert.match(failed.stderr, /HTML check failed: 12 error\(s\) in 2 of 3 pages .*w3c-nu 6/);

  const missing = spawnSync(process.execPath, [SCRIPT, path.join(site, 'nothing')], {
    cwd: site,
    encoding: 'utf8',
  });
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /run "npm run build" first/);
});

test('the W3C Nu checker finds what html-validate does not: an itemprop outside any item', async () => {
  const site = makeSite();
  // «Последна промяна» as the theme wrote it: valid to html-validate, an error to the Nu checker.
  const orphan = page(
    '<article><h1>Клиенти</h1><h2 id=import>Импорт</h2><p>Последна промяна: ' +
      '<time datetime=2025-11-05T10:00:00.000Z itemprop=dateModified>5 ноември 2025 г.</time></p></article>',
  );
  fs.writeFileSync(path.join(site, 'build/business/bad/index.html'), orphan);
  fs.rmSync(path.join(site, 'build/en'), {recursive: true});
  const html = await validateBuild(path.join(site, 'build'), {siteDir: site});
  assert.deepEqual(html.problems, []);

  const problems = validateBuildWithNu(path.join(site, 'build'), {siteDir: site});
  assert.equal(problems.length, 1);
  assert.equal(problems[0].file, 'business/bad/index.html');
  assert.equal(problems[0].rule, 'w3c-nu');
  assert.match(problems[0].message, /itemprop.*not a property of any item/);
  assert.equal(problems[0].source, 'docs/bad.md');
  assert.equal(problems[0].heading, 'import');

  // The same time element without the orphan attribute passes.
  fs.writeFileSync(
    path.join(site, 'build/business/bad/index.html'),
    orphan.replace(' itemprop=dateModified', ''),
  );
  assert.deepEqual(validateBuildWithNu(path.join(site, 'build'), {siteDir: site}), []);
});

test('without Java the Nu check says what to install', () => {
  assert.throws(
    () => validateBuildWithNu(os.tmpdir(), {java: '/nonexistent/java'}),
    /needs Java — on Debian: apt-get install default-jre-headless/,
  );
});

test('a character the renderer broke is an error with its page and line, not blamed on the article', async () => {
  const site = makeSite();
  fs.rmSync(path.join(site, 'build/business/bad'), {recursive: true});
  fs.rmSync(path.join(site, 'build/en'), {recursive: true});
  const page = path.join(site, 'build/business/good/index.html');
  const good = fs.readFileSync(page, 'utf8');
  const at = good.indexOf('</h1>');
  fs.writeFileSync(page, `${good.slice(0, at)} отва\uFFFDря и\u0000${good.slice(at)}`);
  const result = await validateBuild(path.join(site, 'build'), {siteDir: site});
  const broken = result.problems.filter((problem) => problem.rule === BROKEN_CHARACTER_RULE);
  assert.equal(broken.length, 2);
  for (const problem of broken) {
    assert.equal(problem.file, 'business/good/index.html');
    assert.equal(problem.severity, 'error');
    assert.ok(problem.line >= 1 && problem.column >= 1);
  }
  assert.ok(!formatReport(result).some((line) => line.includes('fix in: docs/good.md')));
  assert.match(broken[0].message, /U\+FFFD.*отва\uFFFDря/);
  assert.match(broken[1].message, /U\+0000/);
  assert.deepEqual(brokenCharacters('<p>отваря</p>'), []);
});
