import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {aliasedSitePathToRelativePath, getPluginI18nPath} from '@docusaurus/utils';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import {
  fileLinkResolver,
  llmsTxt,
  markdownTwin,
  sidebarDocIds,
  twinLocation,
} from './llms-markdown.mjs';

type Localized = Record<string, string>;

export type LlmsTxtOptions = {
  /** A sentence or two under the site's title, per locale. */
  intro: Localized;
  /** How each locale names itself in the other locales' llms.txt ("In English"). */
  otherLanguage: Localized;
  sections: {plugin: 'docs' | 'blog'; id?: string; title: Localized}[];
};

type Article = {
  file: string;
  permalink: string;
  title: string;
  description: string;
  date?: string;
};

const PLUGIN_NAMES = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
} as const;

// llms.txt and a Markdown twin of every page, from what the content plugins loaded: drafts and
// unlisted pages never appear (SITE.md §2).
export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  return {
    name: 'llms-txt',
    async postBuild(props: Props) {
      const {siteDir, outDir, baseUrl, siteConfig, i18n, localizationDir, plugins} = props;
      const {codeTranslations} = props;
      const locale = i18n.currentLocale;
      const siteUrl = siteConfig.url.replace(/\/+$/, '');
      const localeRootUrl = `${siteUrl}${baseUrl}`;
      // Content plugins keep permalinks without the slash the routes get.
      const {trailingSlash} = siteConfig;
      const pageUrl = (permalink: string): string =>
        siteUrl + applyTrailingSlash(permalink, {trailingSlash, baseUrl});
      const fromSite = (source: string): string =>
        path.resolve(siteDir, aliasedSitePathToRelativePath(source));
      const pick = (text: Localized): string => text[locale] ?? text[i18n.defaultLocale] ?? '';

      const roots: [string, string][] = [];
      const sections = options.sections.map((section) => {
        const id = section.id ?? 'default';
        const plugin = plugins.find(
          (candidate) =>
            candidate.name === PLUGIN_NAMES[section.plugin] &&
            (candidate.options.id ?? 'default') === id,
        );
        if (!plugin) throw new Error(`llms-txt: no ${section.plugin} plugin with the id "${id}"`);
        let articles: Article[];
        if (section.plugin === 'docs') {
          articles = (plugin.content as DocsContent).loadedVersions.flatMap((version) => {
            roots.push([version.contentPath, version.contentPathLocalized ?? version.contentPath]);
            const published = version.docs.filter((doc) => !doc.draft && !doc.unlisted);
            const order = Object.values(version.sidebars).flatMap(sidebarDocIds);
            const rank = (docId: string): number => {
              const index = order.indexOf(docId);
              return index === -1 ? order.length : index;
            };
            published.sort(
              (a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink),
            );
            return published.map((doc) => ({
              file: fromSite(doc.source),
              permalink: doc.permalink,
              title: doc.title,
              description: doc.description,
            }));
          });
        } else {
          const blogPath = path.resolve(siteDir, String(plugin.options.path ?? 'blog'));
          const pluginName = PLUGIN_NAMES.blog;
          roots.push([blogPath, getPluginI18nPath({localizationDir, pluginName, pluginId: id})]);
          articles = (plugin.content as BlogContent).blogPosts
            .filter(({metadata}) => !metadata.unlisted && !metadata.frontMatter.draft)
            .map(({metadata}) => ({
              file: fromSite(metadata.source),
              permalink: metadata.permalink,
              title: metadata.title,
              description: metadata.description,
              date: new Date(metadata.date).toISOString().slice(0, 10),
            }));
        }
        return {title: pick(section.title), articles};
      });

      const all = sections.flatMap((section) => section.articles);
      const resolveFile = fileLinkResolver(
        all.map((article) => ({file: article.file, url: pageUrl(article.permalink)})),
        roots,
        siteDir,
      );

      await Promise.all(
        all.map(async (article) => {
          const twin = twinLocation(article.permalink, baseUrl);
          const text = await fs.readFile(article.file, 'utf8');
          const markdown = markdownTwin(
            {...article, text},
            {
              file: article.file,
              locale,
              codeTranslations,
              pageUrl: pageUrl(article.permalink),
              localeRootUrl,
              resolveFile,
              readFile: (file: string) => readFileSync(file, 'utf8'),
            },
          );
          const target = path.join(outDir, twin.file);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, markdown);
        }),
      );

      const otherLanguages = i18n.locales
        .filter((other) => other !== locale)
        .map((other) => {
          const root = other === i18n.defaultLocale ? '/' : `/${other}/`;
          return `${options.otherLanguage[other] ?? other}: ${siteUrl}${root}llms.txt`;
        });
      const text = llmsTxt({
        title: siteConfig.title,
        summary: siteConfig.tagline,
        paragraphs: [pick(options.intro), ...otherLanguages],
        sections: sections.map(({title, articles}) => ({
          title,
          entries: articles.map((article) => ({
            title: article.title,
            url: `${siteUrl}${twinLocation(article.permalink, baseUrl).urlPath}`,
            description: article.date
              ? `${article.date} — ${article.description}`
              : article.description,
          })),
        })),
      });
      await fs.writeFile(path.join(outDir, 'llms.txt'), text);
    },
  };
}
