import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

import {
  checkInterfaceStrings,
  checkPageTwins,
  checkSourceStrings,
  checkTranslations,
  looksTranslated,
} from '../../scripts/check-translations.mjs';

/** Writes a small site tree (path -> content) into a fresh temp folder. */
function makeSite(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-'));
  const withConstants = {'src/constants.ts': "export const PRODUCT_NAME = 'Slotera';\n", ...files};
  for (const [file, content] of Object.entries(withConstants)) {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), {recursive: true});
    fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const twinDocs = 'i18n/en/docusaurus-plugin-content-docs/current';

test('a complete site has no problems', async () => {
  const root = makeSite({
    'docs/intro.md': '# Въведение',
    [`${twinDocs}/intro.md`]: '# Introduction',
    'changelog/2024-08-15-post.md': 'пост',
    'i18n/en/docusaurus-plugin-content-blog/2024-08-15-post.md': 'post',
    'i18n/bg/code.json': {'home.title': {message: 'Помощен център'}},
    'i18n/en/code.json': {'home.title': {message: 'Help centre'}},
  });
  assert.deepEqual(await checkTranslations(root), []);
});

test('a page without its English twin is named with the expected path', () => {
  const root = makeSite({
    'docs/billing/wallet.md': 'портфейл',
    'docs/intro.md': 'въведение',
    [`${twinDocs}/intro.md`]: 'intro',
  });
  assert.deepEqual(checkPageTwins(root), [
    `docs/billing/wallet.md: no English translation (expected ${twinDocs}/billing/wallet.md)`,
  ]);
});

test('an English page without a Bulgarian original is reported', () => {
  const root = makeSite({
    'marketplace/intro.md': 'въведение',
    'i18n/en/docusaurus-plugin-content-docs-marketplace/current/intro.md': 'intro',
    'i18n/en/docusaurus-plugin-content-docs-marketplace/current/old.mdx': 'old',
  });
  const problems = checkPageTwins(root);
  assert.equal(problems.length, 1);
  assert.match(problems[0], /current\/old\.mdx: English page without a Bulgarian original/);
});

test('an untranslated Bulgarian string names the file and the key', () => {
  const root = makeSite({
    'i18n/bg/code.json': {
      'home.title': {message: 'Help centre'},
      'footer.video': {message: 'YouTube'},
    },
    'i18n/en/code.json': {
      'home.title': {message: 'Help centre'},
      'footer.video': {message: 'YouTube'},
    },
  });
  assert.deepEqual(checkInterfaceStrings(root), [
    'i18n/bg/code.json: "home.title" is not translated to bg: "Help centre"',
  ]);
});

test('Cyrillic left in an English file, a missing key and a missing file are reported', () => {
  const root = makeSite({
    'i18n/bg/docusaurus-plugin-content-docs/current.json': {
      'sidebar.business.category.Фактуриране': {message: 'Фактуриране'},
      'version.label': {message: 'Текуща версия'},
    },
    'i18n/en/docusaurus-plugin-content-docs/current.json': {
      'sidebar.business.category.Фактуриране': {message: 'Фактуриране'},
    },
    'i18n/bg/docusaurus-theme-classic/navbar.json': {'item.label.Docs': {message: 'Документи'}},
  });
  const problems = checkInterfaceStrings(root);
  assert.ok(
    problems.includes(
      'i18n/en/docusaurus-plugin-content-docs/current.json: "sidebar.business.category.Фактуриране" is not translated to en: "Фактуриране"',
    ),
    problems.join('\n'),
  );
  assert.ok(
    problems.includes(
      'i18n/en/docusaurus-plugin-content-docs/current.json: "version.label" is missing (it exists in i18n/bg/docusaurus-plugin-content-docs/current.json)',
    ),
  );
  assert.ok(
    problems.includes(
      'i18n/en/docusaurus-theme-classic/navbar.json: missing (run npm run write-translations and translate it)',
    ),
  );
});

test('placeholders and names do not count as untranslated words', () => {
  assert.equal(looksTranslated('{authorName} – {nPosts}', 'bg'), true);
  assert.equal(looksTranslated('Прочетете повече за {title}', 'bg'), true);
  assert.equal(looksTranslated('Read more about {title}', 'bg'), false);
  assert.equal(looksTranslated('YouTube', 'bg'), true);
  assert.equal(looksTranslated('Search', 'en'), true);
  assert.equal(looksTranslated('Търсене', 'en'), false);
});

test('an empty message is reported', () => {
  const root = makeSite({
    'i18n/bg/code.json': {x: {message: ''}},
    'i18n/en/code.json': {x: {message: 'X'}},
  });
  assert.deepEqual(checkInterfaceStrings(root), ['i18n/bg/code.json: "x" has no message']);
});

test('a string that spells out the product name, or repeats a name the config takes from the constants, is named', () => {
  const navbar = {
    title: {message: 'Slotera Studio'},
    'item.label.Changelog': {message: 'Промени'},
  };
  const root = makeSite({
    'i18n/bg/code.json': {'home.intro': {message: 'Нови сте в Slotera?'}},
    'i18n/en/code.json': {'home.intro': {message: 'New to {productName}?'}},
    'i18n/bg/docusaurus-theme-classic/navbar.json': navbar,
    'i18n/en/docusaurus-theme-classic/navbar.json': {
      'item.label.Changelog': {message: 'Changelog'},
    },
    'i18n/bg/docusaurus-theme-classic/footer.json': {
      'link.title.Slotera': {message: 'Slotera'},
      copyright: {message: '© 2025 Slotera'},
    },
    'i18n/en/docusaurus-theme-classic/footer.json': {},
  });
  assert.deepEqual(
    checkInterfaceStrings(root).map((p) => p.split(' — ')[0]),
    [
      'i18n/bg/code.json: "home.intro" spells out the product name',
      'i18n/bg/docusaurus-theme-classic/footer.json: "link.title.Slotera" overrides the name docusaurus.config.ts takes from src/constants.ts',
      'i18n/bg/docusaurus-theme-classic/footer.json: "copyright" overrides the name docusaurus.config.ts takes from src/constants.ts',
      'i18n/bg/docusaurus-theme-classic/navbar.json: "title" overrides the name docusaurus.config.ts takes from src/constants.ts',
    ],
  );
});

test('a string id of src/ without a Bulgarian message is named with its file', async () => {
  const root = makeSite({
    'src/pages/index.tsx': [
      "import Translate, {translate} from '@docusaurus/Translate';",
      'export default function Home() {',
      "  const label = translate({id: 'home.search.label', message: 'Search'});",
      '  return (',
      '    <main aria-label={label}>',
      '      <Translate id="home.tasks.title">Popular tasks</Translate>',
      '      <Translate id="theme.common.skipToMainContent">Skip to main content</Translate>',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'i18n/bg/code.json': {'home.search.label': {message: 'Търсене'}},
  });
  // The theme's own id has its Bulgarian message in @docusaurus/theme-translations.
  assert.deepEqual(await checkSourceStrings(root), [
    'src/pages/index.tsx: "home.tasks.title" has no Bulgarian message in i18n/bg/code.json — ' +
      'the Bulgarian site shows the English default "Popular tasks" (run npm run ' +
      'write-translations and translate it)',
  ]);
});

test('every string id of the site has a Bulgarian message', async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  assert.deepEqual(await checkSourceStrings(root), []);
});
