import assert from 'node:assert/strict';
import {test} from 'node:test';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {
  checkWriter,
  fixPages,
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
