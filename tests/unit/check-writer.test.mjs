import assert from 'node:assert/strict';
import {test} from 'node:test';

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {
  checkWriter,
  fixPages,
  htmlProblems,
  scopeOf,
  withTypographicQuotes,
} from '../../scripts/check-writer.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/writer');
const PICTURE = 'tests/fixtures/writer/src/pictures/gift-card.mjs';

/** The writer's check of the fixture site, as if the writer had just added its article. */
async function checkFixture() {
  const cwd = process.cwd();
  process.chdir(ROOT); // picture files are named from the repository's root, as in `npm run`
  try {
    return await checkWriter(FIXTURE, {
      changed: ['docs/gift-cards.md', 'src/pictures/gift-card.mjs'],
      fix: false,
      sourceDir: path.join(FIXTURE, 'src/pictures'),
    });
  } finally {
    process.chdir(cwd);
  }
}

test('check:writer takes the changed article, its twin and its picture', async () => {
  const {scope} = await checkFixture();
  assert.deepEqual(scope.pages, [
    'docs/gift-cards.md',
    'i18n/en/docusaurus-plugin-content-docs/current/gift-cards.md',
  ]);
  assert.deepEqual(scope.pictures, ['gift-card']);
});

test('check:writer names each mistake with its file and line, and what to do', async () => {
  const {problems} = await checkFixture();
  const expect = (/** @type {RegExp} */ pattern) =>
    assert.ok(
      problems.some((problem) => pattern.test(problem)),
      `${pattern} in:\n${problems.join('\n')}`,
    );
  // A link written as an address to a page that does not exist.
  expect(
    /^docs\/gift-cards\.md:12 — no page has the address \/business\/billing\/no-such-page\/ — check the address/,
  );
  // A link to a section the other page does not have.
  expect(/^docs\/gift-cards\.md:12 — docs\/other\.md has no section #refunds-missing — .*#section/);
  // A Bulgarian heading without {#id}.
  expect(/^docs\/gift-cards\.md:14 — the heading «Използване» has no id — end it with \{#/);
  // An English word in the Bulgarian picture, at its line of the source.
  expect(
    new RegExp(
      `^${PICTURE}:11 — «Gift» is an English word in the Bulgarian picture — translate it`,
    ),
  );
  // The new page is not in the route list.
  expect(
    /^docs\/gift-cards\.md:1 — its address \/business\/gift-cards\/ is not in the route list — add 'gift-cards' to BUSINESS_PAGES \(tests\/site-routes\.ts:2\)/,
  );
  // Every problem has the form file:line — what — what to do.
  for (const problem of problems) assert.match(problem, /^\S+:\d+ — .+ — .+/, problem);
  // The card's code is not a word; valid links and the English page are not reported.
  assert.ok(!problems.some((problem) => /«(K|P|QXD|MHT)/.test(problem)), problems.join('\n'));
  assert.ok(!problems.some((problem) => problem.startsWith('i18n/')), problems.join('\n'));
  assert.ok(!problems.some((problem) => /#selling/.test(problem)), problems.join('\n'));
});

test('check:writer fixes no-break spaces and quotes by itself, only in the writer’s pages', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-fix-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(
    path.join(root, 'docs/a.md'),
    'Цена 9,90 € (19,36 лв.).\n\n![Бутонът "Запази"](/img/x.svg)\n',
  );
  assert.deepEqual(fixPages(root, ['docs/a.md']), [
    'docs/a.md — fixed by itself: no-break spaces between numbers and units, typographic quotes in image texts',
  ]);
  assert.equal(
    fs.readFileSync(path.join(root, 'docs/a.md'), 'utf8'),
    'Цена 9,90\u00a0€ (19,36\u00a0лв.).\n\n![Бутонът „Запази“](/img/x.svg)\n',
  );
  assert.equal(
    withTypographicQuotes(`![Maria's "Book"](/x.svg)`, 'en'),
    '![Maria’s “Book”](/x.svg)',
  );
});

test('a changed English page brings its Bulgarian twin; a changed word list, every picture', () => {
  const sourceDir = path.join(FIXTURE, 'src/pictures');
  assert.deepEqual(
    scopeOf(FIXTURE, ['i18n/en/docusaurus-plugin-content-docs/current/other.md'], sourceDir),
    {
      pages: ['docs/other.md', 'i18n/en/docusaurus-plugin-content-docs/current/other.md'],
      pictures: [],
    },
  );
  assert.deepEqual(scopeOf(FIXTURE, ['src/pictures/untranslated-words.yml'], sourceDir), {
    pages: [],
    pictures: ['gift-card'],
  });
  assert.deepEqual(scopeOf(FIXTURE, ['src/pictures/README.md', 'package.json'], sourceDir), {
    pages: [],
    pictures: [],
  });
});

/** A site with one page in both languages and its built HTML (`html.bg` with the error). */
function builtSite(/** @type {{bg: string, en: string}} */ html) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-html-'));
  const EN = 'i18n/en/docusaurus-plugin-content-docs/current';
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  write('docs/gift-cards.md', '# Карти\n\nУвод.\n\n## Такси {#fees}\n\nТекст.\n');
  write(`${EN}/gift-cards.md`, '# Cards\n\nIntro.\n\n## Fees {#fees}\n\nText.\n');
  const page = (/** @type {string} */ lang, /** @type {string} */ body) =>
    `<!doctype html><html lang="${lang}"><head><title>Cards</title></head><body><main><h1>Cards</h1><p>Intro.</p>\n<h2 id="fees">Fees</h2>\n${body}</main></body></html>\n`;
  const later = new Date(Date.now() + 5000);
  for (const [locale, dir] of [
    ['bg', 'build/business'],
    ['en', 'build/en/business'],
  ]) {
    write(`${dir}/gift-cards/index.html`, page(locale, html[locale]));
    fs.utimesSync(path.join(root, dir, 'gift-cards/index.html'), later, later);
  }
  return {root, pages: ['docs/gift-cards.md', `${EN}/gift-cards.md`]};
}

test('check:writer names an HTML error of a changed page at the heading it is under', async () => {
  const {root, pages} = builtSite({
    bg: '<p id="twice">a</p><p id="twice">b</p>',
    en: '<p>Fine.</p>',
  });
  try {
    const problems = await htmlProblems(root, pages, {build: false, nu: false});
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(
      problems[0],
      /^docs\/gift-cards\.md:5 — its HTML: .*"twice".* \(no-dup-id, build\/business\/gift-cards\/index\.html:3\) — fix the text under this heading/,
    );
    // A page saved after its build: its HTML would be old, so the writer is told to build.
    fs.utimesSync(
      path.join(root, pages[1]),
      new Date(Date.now() + 10_000),
      new Date(Date.now() + 10_000),
    );
    assert.deepEqual(await htmlProblems(root, pages, {build: false, nu: false}), [
      `${pages[1]} — the page changed after its HTML was built — run npm run build, then check:writer again`,
    ]);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test('the W3C Nu checker’s errors of a changed page are named too', async (t) => {
  if (spawnSync('java', ['-version']).status !== 0) return t.skip('no Java (npm test installs it)');
  const {root, pages} = builtSite({
    bg: '<p><div>a block in a paragraph</div></p>',
    en: '<p>Fine.</p>',
  });
  try {
    const problems = await htmlProblems(root, pages, {build: false});
    assert.ok(
      problems.some((problem) => /^docs\/gift-cards\.md:5 — its HTML: .*\(w3c-nu, /.test(problem)),
      problems.join('\n'),
    );
    assert.ok(!problems.some((problem) => problem.startsWith('i18n/')), problems.join('\n'));
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test('a picture source that does not load is named at the line of its mistake', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-syntax-'));
  const sourceDir = path.join(root, 'src/pictures');
  fs.mkdirSync(sourceDir, {recursive: true});
  fs.writeFileSync(
    path.join(sourceDir, 'broken.mjs'),
    "export default {\n  words: {\n    en: {note: 'the card's value'},\n  },\n};\n",
  );
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const {problems} = await checkWriter(root, {
      changed: ['src/pictures/broken.mjs'],
      fix: false,
      sourceDir,
    });
    const broken = problems.filter((problem) => problem.includes('broken.mjs'));
    assert.equal(broken.length, 1, problems.join('\n'));
    assert.match(
      broken[0],
      /^src\/pictures\/broken\.mjs:3 — the source does not load: .+ — fix the JavaScript$/,
    );
  } finally {
    process.chdir(cwd);
    fs.rmSync(root, {recursive: true, force: true});
  }
});
