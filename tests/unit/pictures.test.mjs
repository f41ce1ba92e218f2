import assert from 'node:assert/strict';
import {test} from 'node:test';
import {gzipSync} from 'node:zlib';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  describeSvg,
  loadPicture,
  LOCALES,
  pictureNames,
  renderPicture,
  sourceProblems,
  writePictures,
} from '../../src/pictures/render.mjs';
import {MIN_FONT_SIZE, text, WIDTH, wrap} from '../../src/pictures/kit.mjs';
import {englishWords, loadUntranslatedWords} from '../../src/pictures/untranslated-words.mjs';
import remarkPictures from '../../src/remark/pictures.mjs';
import {checkMoney, pictureProblems, pictureTwinProblems} from '../../scripts/check-content.mjs';

/** Latin words a Bulgarian picture may show: src/pictures/untranslated-words.yml. */
const LATIN_ALLOWED = loadUntranslatedWords();

const names = pictureNames();

test('there are pictures, among them the two diagrams the articles had', () => {
  assert.ok(names.includes('slot-layers'));
  assert.ok(names.includes('setup-path'));
});

for (const name of names) {
  test(`${name}: both languages draw, with the same callouts, legible on a phone, small`, async () => {
    const source = await loadPicture(name);
    assert.deepEqual(sourceProblems(name, source), []);
    const drawn = Object.fromEntries(
      LOCALES.map((locale) => [locale, renderPicture(name, source, locale)]),
    );
    const facts = Object.fromEntries(LOCALES.map((locale) => [locale, describeSvg(drawn[locale])]));
    assert.deepEqual(facts.bg.callouts, facts.en.callouts, 'the same numbered callouts');
    for (const locale of LOCALES) {
      assert.equal(facts[locale].width, WIDTH);
      assert.ok(
        facts[locale].smallestFont >= MIN_FONT_SIZE,
        `${locale}: text of ${facts[locale].smallestFont}`,
      );
      const gzip = gzipSync(drawn[locale]).length;
      assert.ok(gzip <= 30 * 1024, `${locale}: ${gzip} bytes gzip`);
      assert.match(drawn[locale], new RegExp(`lang="${locale}"`));
    }
    const english = englishWords(facts.bg.texts, LATIN_ALLOWED);
    assert.deepEqual(english, [], 'no English word in the Bulgarian picture');
    const words = (locale) => facts[locale].texts.join(' ');
    assert.notEqual(words('bg'), words('en'), 'each language draws its own words');
  });
}

test('sums of money in pictures carry leva, converted at 1.95583 (SITE.md §6)', async () => {
  const withLeva = {
    bg: /€\s*\(\d[\d\u00a0 ]*(?:,\d+)?\s*лв\.\)/,
    en: /€[\d.,]+\s*\(BGN\s[\d.,]+\)/,
  };
  for (const name of names) {
    const {words} = await loadPicture(name);
    for (const locale of LOCALES) {
      const all = Object.values(words[locale]).join('\n');
      assert.deepEqual(checkMoney(`${name}.${locale}`, all, locale), []);
    }
  }
  // The pictures whose money the review of 28 November found without leva.
  for (const name of ['auto-top-up', 'viber-fallback', 'dashboard']) {
    const {words} = await loadPicture(name);
    for (const locale of LOCALES) {
      const all = Object.values(words[locale]).join('\n');
      assert.match(all, withLeva[locale], `${name}.${locale} shows euro with leva`);
    }
  }
});

test('a wrapped line never ends at a no-break space: a number stays with its unit', () => {
  const content =
    'Slotera проверява записите на всеки 10\u00a0минути, а сертификатът идва до 30\u00a0минути';
  for (let maxWidth = 60; maxWidth <= 400; maxWidth += 5) {
    const lines = wrap(content, maxWidth, 14);
    assert.equal(lines.join(' '), content, `${maxWidth}: no word lost`);
    for (const line of lines)
      assert.doesNotMatch(line, /\d$/, `${maxWidth}: «${line}» ends at a number`);
  }
  assert.ok(wrap(content, 120, 14).length > 2, 'the test text does wrap');
});

test('the kit refuses text a phone could not read', () => {
  assert.throws(() => text(0, 0, 'tiny', {size: MIN_FONT_SIZE - 1}), /at least 13/);
});

test('a source whose languages do not match is reported with its file', () => {
  const problems = sourceProblems('x', {
    words: {bg: {title: 'Заглавие', extra: 'Само на български'}, en: {title: 'Title'}},
    draw: () => '',
  });
  assert.deepEqual(problems, ['src/pictures/x.mjs: «extra» has no en twin']);
});

test('writePictures writes each picture in each language, and names a broken source', async () => {
  const sources = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-src-'));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-out-'));
  const kit = new URL('../../src/pictures/kit.mjs', import.meta.url).href;
  fs.writeFileSync(
    path.join(sources, 'ok.mjs'),
    `import {picture, text} from '${kit}';
export default {words: {bg: {t: 'Здравей'}, en: {t: 'Hello'}},
  draw: (w, lang) => picture({height: 40, title: w.t, lang}, text(10, 20, w.t))};`,
  );
  await writePictures(out, sources);
  assert.match(fs.readFileSync(path.join(out, 'img/pictures/ok.bg.svg'), 'utf8'), /Здравей/);
  assert.match(fs.readFileSync(path.join(out, 'img/pictures/ok.en.svg'), 'utf8'), /Hello/);
  fs.writeFileSync(
    path.join(sources, 'small.mjs'),
    `import {picture, el} from '${kit}';
export default {words: {bg: {t: 'а'}, en: {t: 'a'}},
  draw: (w, lang) => picture({height: 40, title: w.t, lang}, el('text', {'font-size': 9}, w.t))};`,
  );
  await assert.rejects(writePictures(out, sources), /small\.mjs: text of 9 units/);
});

test('a picture in an article becomes a figure with its light and dark image and its caption', () => {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'image', url: '/img/pictures/x.bg.svg', alt: 'Какво показва', title: 'Смисълът'},
        ],
      },
      {type: 'paragraph', children: [{type: 'image', url: '/img/other.png', alt: 'друго'}]},
    ],
  };
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-static-'));
  fs.mkdirSync(path.join(staticDir, 'img/pictures'), {recursive: true});
  fs.writeFileSync(path.join(staticDir, 'img/pictures/x.bg.svg'), '<svg viewBox="0 0 400 520"/>');
  remarkPictures({baseUrl: '/en/', staticDir})(tree, {path: 'docs/a.md'});
  const [figure, other] = tree.children;
  assert.equal(figure.type, 'mdxJsxFlowElement');
  assert.equal(figure.name, 'figure');
  const attributes = (node) =>
    Object.fromEntries((node.attributes ?? []).map(({name, value}) => [name, value]));
  assert.deepEqual(
    figure.children.map((child) => attributes(child).src ?? child.name),
    ['/en/img/pictures/x.bg.svg', '/en/img/pictures/x.bg.svg#dark', 'figcaption'],
  );
  assert.deepEqual(attributes(figure.children[0]), {
    src: '/en/img/pictures/x.bg.svg',
    alt: 'Какво показва',
    width: '400',
    height: '520',
    loading: 'lazy',
    decoding: 'async',
  });
  assert.equal(figure.children[2].children[0].value, 'Смисълът');
  assert.equal(other.type, 'paragraph', 'other images stay as they are');
  const missing = {
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'image', url: '/img/pictures/gone.bg.svg', alt: 'а'}]},
    ],
  };
  assert.throws(
    () => remarkPictures({baseUrl: '/', staticDir})(missing, {path: 'docs/b.md'}),
    /docs\/b\.md: the picture \/img\/pictures\/gone\.bg\.svg was not drawn: is there a source src\/pictures\/gone\.mjs\?/,
  );
});

test('the content check names an article whose picture lacks a source, text, caption or twin', () => {
  const page = [
    '![](/img/pictures/setup-path.bg.svg "Смисъл")',
    '![Текст](/img/pictures/nope.bg.svg "Смисъл")',
    '![Text](/img/pictures/setup-path.en.svg)',
  ].join('\n\n');
  assert.deepEqual(pictureProblems('docs/a.md', page, 'bg', ['setup-path']), [
    'docs/a.md:1: the picture setup-path has no alternative text: say what it shows between ![ and ]',
    'docs/a.md:3: the picture nope has no source src/pictures/nope.mjs',
    'docs/a.md:5: a bg page shows the en picture /img/pictures/setup-path.en.svg; use setup-path.bg.svg',
    'docs/a.md:5: the picture setup-path has no caption: add its point as the title, ![…](/img/pictures/setup-path.en.svg "…")',
  ]);
  assert.deepEqual(
    pictureTwinProblems(
      'docs/a.md',
      '![Т](/img/pictures/setup-path.bg.svg "С")',
      'en/a.md',
      'No picture.',
    ),
    [
      'en/a.md: shows the pictures [], docs/a.md shows [setup-path]; each language shows the same pictures',
    ],
  );
});
