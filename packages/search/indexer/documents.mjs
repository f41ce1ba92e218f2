// The built pages as search documents: which pages, and their titles, headings and texts.
import fs from 'node:fs/promises';
import path from 'node:path';

import {blogPostContainerID} from '@docusaurus/utils-common';
import * as cheerio from 'cheerio';

const HEADINGS = 'h1, h2, h3';

const BLOCK_TAGS = new Set(
  (
    'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure ' +
    'footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table ul td th'
  ).split(' '),
);

/**
 * @typedef {{filePath: string, url: string, type: 'docs' | 'blog'}} PageFile
 * @typedef {{
 *   docsRouteBasePath: string[], blogRouteBasePath: string[],
 *   ignoreFiles: (string | RegExp)[], ignoreCssSelectors: string[],
 * }} Scope
 * @typedef {{i: number, t: string, u: string, b?: string[], s?: string, h?: string, p?: number}} SearchDocument
 */

/** The docs of the build's docs plugins, every version. */
export const builtDocs = (plugins) =>
  plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap((plugin) => plugin.content?.loadedVersions ?? [])
    .flatMap((version) => version.docs ?? []);

const withSlash = (route) => `${route}/`;
const isSameOrSubRoute = (child, parent) =>
  parent === '' || withSlash(child).startsWith(withSlash(parent));

/**
 * Docs (not generated category pages) and blog posts (not their lists), in a stable order.
 * @param {{routesPaths: string[], outDir: string, baseUrl: string,
 *  siteConfig: {trailingSlash?: boolean}, plugins: {name: string, content: any}[]}} buildData
 * @param {Scope} scope
 * @returns {PageFile[]}
 */
export function pagesToIndex({routesPaths, outDir, baseUrl, siteConfig, plugins}, scope) {
  const {docsRouteBasePath, blogRouteBasePath, ignoreFiles} = scope;
  const docs = new Set(builtDocs(plugins).map((doc) => doc.permalink));
  const isDoc = (url) =>
    siteConfig.trailingSlash === true
      ? docs.has(url) || docs.has(url.replace(/\/$/, ''))
      : siteConfig.trailingSlash === false
        ? docs.has(withSlash(url)) || docs.has(url)
        : docs.has(url);
  /** @type {PageFile[]} */
  const pages = [];
  for (const url of routesPaths.slice().sort()) {
    if (!url.startsWith(baseUrl))
      throw new Error(`Route ${url} is outside the base URL ${baseUrl}.`);
    const route = url.slice(baseUrl.length).replace(/\/$/, '');
    if (route === '' || route === '404.html' || route === 'search') continue;
    if (ignoreFiles.some((rule) => (typeof rule === 'string' ? route === rule : rule.test(route))))
      continue;
    /** @type {'docs' | 'blog'} */
    let type;
    if (blogRouteBasePath.some((base) => isSameOrSubRoute(route, base))) {
      const isList = blogRouteBasePath.some(
        (base) => route === base || isSameOrSubRoute(route, path.posix.join(base, 'tags')),
      );
      if (isList) continue;
      type = 'blog';
    } else if (docsRouteBasePath.some((base) => isSameOrSubRoute(route, base))) {
      if (docs.size > 0 && !isDoc(url)) continue;
      type = 'docs';
    } else continue;
    const file =
      siteConfig.trailingSlash === false && route !== '' ? `${route}.html` : `${route}/index.html`;
    pages.push({filePath: path.join(outDir, file), url, type});
  }
  return pages;
}

function condensedText(elements, $) {
  const textOf = (node) => {
    if (Array.isArray(node)) return node.map(textOf).join('');
    if (node.type === 'text') return node.data;
    if (node.type !== 'tag') return '';
    if (node.name === 'br') return ' ';
    const content = textOf($(node).contents().get());
    return BLOCK_TAGS.has(node.name) ? ` ${content} ` : content;
  };
  return textOf(elements).trim().replace(/\s+/g, ' ');
}

/**
 * A section is a heading's text up to the next h1–h3; null for a `noindex` page.
 * @param {string} html
 * @param {'docs' | 'blog'} type
 * @param {string[]} ignoreCssSelectors
 */
export function parsePage(html, type, ignoreCssSelectors) {
  const $ = cheerio.load(html, {xml: {xmlMode: false}});
  if ($('meta[name="robots"]').attr('content')?.includes('noindex')) return null;
  $('div[class^="mdxCodeBlock_"] button').remove();
  for (const selector of ignoreCssSelectors) $(selector).remove();
  if (type === 'docs')
    $('span.badge')
      .filter((_, element) => $(element).text().startsWith('Version:'))
      .remove();

  const $pageTitle = $('article h1').first();
  const pageTitle = $pageTitle.text();
  const description = $("meta[name='description']").attr('content') || '';
  const keywords = ($("meta[name='keywords']").attr('content') || '').replace(/,/g, ', ');
  // The navbar's active item, then the sidebar's open categories.
  const breadcrumb = [
    ...$('.navbar__link--active').first(),
    ...$('.main-wrapper .menu').first().find('.menu__list-item-collapsible .menu__link--active'),
  ].map((element) => $(element).text().trim());

  const sections = [];
  $('article')
    .find(HEADINGS)
    .each((_, element) => {
      const $h = $(element);
      const title = $h.contents().not('a.hash-link').text().trim();
      const hash = $h.find('a.hash-link').attr('href') || '';
      /** @type {cheerio.Cheerio<any>} */
      let $section = $([]);
      if ($h.is($pageTitle)) {
        // From the title (or its header) to the first heading.
        const $header = $h.parent();
        /** @type {cheerio.Cheerio<any>} */
        let $first = $header.is('header') ? $header : $h;
        const blogPost = $(`#${blogPostContainerID}`);
        if (blogPost.length) {
          $first = blogPost.children().first();
          $section = $first.nextUntil(HEADINGS).addBack();
        } else {
          const $next = $first.nextAll();
          if ($next.filter(HEADINGS).length) {
            $section = $first.nextUntil(HEADINGS);
          } else {
            for (const next of $next.get()) {
              const $heading = $(next).find(HEADINGS);
              if ($heading.length) {
                $section = $section.add($heading.first().prevAll());
                break;
              }
              $section = $section.add(next);
            }
          }
        }
      } else {
        $section = $h.nextUntil(HEADINGS);
      }
      sections.push({title, hash, content: condensedText($section.get(), $)});
    });
  return {pageTitle, description, keywords, sections, breadcrumb};
}

function anchorOf(hash, url) {
  if (hash && !hash.startsWith('#') && hash.includes('#')) {
    return hash.startsWith(url) && hash[url.length] === '#' ? hash.slice(url.length) : false;
  }
  return hash;
}

/**
 * Five lists by TYPE; a page's description and keywords share its title's id.
 * @param {PageFile[]} pages
 * @param {string[]} ignoreCssSelectors
 * @param {number} firstId
 * @returns {Promise<{documents: SearchDocument[][], nextId: number}>}
 */
export async function scanPages(pages, ignoreCssSelectors, firstId = 1) {
  /** @type {SearchDocument[][]} */
  const documents = [[], [], [], [], []];
  const [titles, headings, descriptions, keywordLists, texts] = documents;
  const parsed = await Promise.all(
    pages.map(async ({filePath, type}) =>
      parsePage(await fs.readFile(filePath, 'utf8'), type, ignoreCssSelectors),
    ),
  );
  let id = firstId;
  pages.forEach(({url}, index) => {
    const page = parsed[index];
    if (!page) return;
    const {pageTitle, description, keywords, sections, breadcrumb} = page;
    const titleId = id++;
    titles.push({i: titleId, t: pageTitle, u: url, b: breadcrumb});
    if (description)
      descriptions.push({i: titleId, t: description, s: pageTitle, u: url, p: titleId});
    if (keywords) keywordLists.push({i: titleId, t: keywords, s: pageTitle, u: url, p: titleId});
    for (const section of sections) {
      const anchor = anchorOf(section.hash, url);
      if (anchor === false) continue;
      if (section.title !== pageTitle)
        headings.push({i: id++, t: section.title, u: url, h: anchor, p: titleId});
      if (section.content)
        texts.push({
          i: id++,
          t: section.content,
          s: section.title || pageTitle,
          u: url,
          h: anchor,
          p: titleId,
        });
    }
  });
  return {documents, nextId: id};
}
