/**
 * The search plugin's indexer (../indexer/): which built
 * pages are indexed, what a page gives the index, the Bulgarian pipeline of
 * the lunr indexes, and the hash that makes browsers fetch a new core.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {pagesToIndex, parsePage, scanPages} from '../indexer/documents.mjs';
import {buildIndexes, indexHash} from '../indexer/index-files.mjs';

const temporary = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-indexer-'));
  temporary.push(dir);
  return dir;
}
after(() => {
  for (const dir of temporary) fs.rmSync(dir, {recursive: true, force: true});
});

const SCOPE = {
  indexDocs: true,
  indexBlog: true,
  docsRouteBasePath: ['business'],
  blogRouteBasePath: ['changelog'],
  ignoreFiles: [/^changelog\/(authors|archive|page)(\/|$)/],
  ignoreCssSelectors: ['.theme-article-end'],
};

const ARTICLE = `<!doctype html><html><head>
<meta name="description" content="Как клиентите отменят час.">
<meta name="keywords" content="отмяна,възстановяване">
</head><body>
<nav><a class="navbar__link navbar__link--active" href="/business/">За бизнеса</a></nav>
<div class="main-wrapper"><ul class="menu"><li class="menu__list-item-collapsible">
<a class="menu__link menu__link--active">Плащания</a></li></ul>
<article><header><h1>Отмяна и възстановяване</h1></header>
<p>Клиентът отменя час от <strong>Моите резервации</strong>.</p>
<h2 id="refund">Възстановяване<a class="hash-link" href="#refund">#</a></h2>
<p>Парите се връщат<br>до пет дни.</p><ul><li>по картата</li></ul>
<div class="theme-article-end">Беше ли полезно?</div>
</article></div></body></html>`;

describe('search indexer', () => {
  it('reads a page: title, description, keywords, breadcrumb and sections', () => {
    const page = parsePage(ARTICLE, 'docs', SCOPE.ignoreCssSelectors);
    assert.equal(page.pageTitle, 'Отмяна и възстановяване');
    assert.equal(page.description, 'Как клиентите отменят час.');
    assert.equal(page.keywords, 'отмяна, възстановяване');
    assert.deepEqual(page.breadcrumb, ['За бизнеса', 'Плащания']);
    assert.deepEqual(page.sections, [
      {
        title: 'Отмяна и възстановяване',
        hash: '',
        content: 'Клиентът отменя час от Моите резервации.',
      },
      // Blocks and line breaks become spaces; the left-out part is gone.
      {
        title: 'Възстановяване',
        hash: '#refund',
        content: 'Парите се връщат до пет дни. по картата',
      },
    ]);
  });

  it('leaves out a page marked noindex', () => {
    const html = ARTICLE.replace('<head>', '<head><meta name="robots" content="noindex">');
    assert.equal(parsePage(html, 'docs', []), null);
  });

  it('indexes the docs and release notes, not the lists, the home page or the search page', () => {
    const routesPaths = [
      '/',
      '/search/',
      '/business/',
      '/business/payments/refunds/',
      '/business/category/payments/',
      '/changelog/',
      '/changelog/2026/11/01/refunds/',
      '/changelog/tags/payments/',
      '/changelog/page/2/',
      '/404.html',
    ];
    const plugins = [
      {
        name: 'docusaurus-plugin-content-docs',
        content: {
          loadedVersions: [
            {docs: [{permalink: '/business/'}, {permalink: '/business/payments/refunds/'}]},
          ],
        },
      },
    ];
    const pages = pagesToIndex(
      {routesPaths, outDir: '/out', baseUrl: '/', siteConfig: {trailingSlash: true}, plugins},
      SCOPE,
    );
    assert.deepEqual(
      pages.map(({url, type, filePath}) => [url, type, filePath]),
      [
        ['/business/', 'docs', '/out/business/index.html'],
        ['/business/payments/refunds/', 'docs', '/out/business/payments/refunds/index.html'],
        ['/changelog/2026/11/01/refunds/', 'blog', '/out/changelog/2026/11/01/refunds/index.html'],
      ],
    );
  });

  it('numbers the documents in reading order, a page and its description under one number', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'a.html'), ARTICLE);
    const {documents, nextId} = await scanPages(
      [{filePath: path.join(dir, 'a.html'), url: '/business/payments/refunds/', type: 'docs'}],
      [],
    );
    const [titles, headings, descriptions, keywords, texts] = documents;
    assert.deepEqual(
      titles.map((doc) => doc.i),
      [1],
    );
    assert.deepEqual([descriptions[0].p, keywords[0].i], [1, 1]);
    assert.deepEqual(headings, [
      {i: 3, t: 'Възстановяване', u: '/business/payments/refunds/', h: '#refund', p: 1},
    ]);
    assert.deepEqual(
      texts.map((doc) => [doc.i, doc.s]),
      [
        [2, 'Отмяна и възстановяване'],
        [4, 'Възстановяване'],
      ],
    );
    assert.equal(nextId, 5);
  });

  it('builds each index with the Bulgarian and English pipeline', () => {
    const [titles] = buildIndexes([
      [{i: 1, t: 'Календарът и отстъпките', u: '/business/calendar/'}],
      [],
      [],
      [],
      [],
    ]);
    assert.deepEqual(titles.index.pipeline.toJSON(), ['stemmer-bg', 'stemmer']);
    assert.deepEqual(Object.keys(titles.index.invertedIndex).sort(), ['календар', 'отстъпк']);
  });

  it('changes the index hash when an article or the index code changes', () => {
    const site = tempDir();
    const docs = path.join(site, 'docs');
    const code = path.join(site, 'code');
    fs.mkdirSync(docs);
    fs.mkdirSync(code);
    fs.writeFileSync(path.join(docs, 'intro.md'), '# Intro\n');
    fs.writeFileSync(path.join(docs, 'notes.txt'), 'not an article\n');
    fs.writeFileSync(path.join(code, 'stemmer.mjs'), 'export const version = 1;\n');
    const first = indexHash([docs], [code]);
    assert.match(first, /^[0-9a-f]{8}$/);
    fs.writeFileSync(path.join(docs, 'notes.txt'), 'still not an article\n');
    assert.equal(indexHash([docs], [code]), first);
    fs.writeFileSync(path.join(docs, 'intro.md'), '# Introduction\n');
    const second = indexHash([docs], [code]);
    assert.notEqual(second, first);
    fs.writeFileSync(path.join(code, 'stemmer.mjs'), 'export const version = 2;\n');
    assert.notEqual(indexHash([docs], [code]), second);
  });
});
