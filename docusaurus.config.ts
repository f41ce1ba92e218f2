import fs from 'node:fs/promises';
import path from 'node:path';

import type {Config, LoadContext, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';

import rehypeFaqStructuredData from './src/rehype/faq-structured-data.mjs';
import rehypeTableCellLabels from './src/rehype/table-cell-labels.mjs';
import remarkImportCodeHighlighter from './src/remark/import-code-highlighter.mjs';
import remarkPictures from './src/remark/pictures.mjs';
import remarkWriterWarnings from './src/remark/writer-warnings.mjs';
import picturesPlugin from './src/plugins/pictures';
import leanMainBundlePlugin from './src/plugins/lean-main-bundle';
import {loadSynonyms, type SearchPluginOptions} from '@slotera/docusaurus-search';
import {SEARCH_AREAS} from './src/site-facts.mjs';
import llmsTxtPlugin, {type LlmsTxtOptions} from './src/plugins/llms-txt';
import {announcementBar} from './src/announcement';
import localizedConfig from './docusaurus.config.localized.json';
import {accessiblePrismTheme} from './src/utils/accessiblePrismTheme';
import {gitHistoryState, missingHistoryMessage} from './src/utils/git-history.mjs';

import {
  COPYRIGHT,
  DEFAULT_LOCALE,
  DEFAULT_SITE_URL,
  EXTERNAL_URLS,
  HIGHLIGHT_SEARCH_TERMS,
  LOCALES,
  PRODUCT_NAME,
  ROUTE_BASES,
  SEARCH_RESULT_LIMIT,
  SITE_TITLE,
  SOCIAL_URLS,
  TAGLINE,
  type Locale,
} from './src/constants';

// Docusaurus loads this file once per locale, named here (unset or "undefined" in `npm start`).
const envLocale = process.env.DOCUSAURUS_CURRENT_LOCALE;
const currentLocale: Locale = LOCALES.includes(envLocale as Locale)
  ? (envLocale as Locale)
  : DEFAULT_LOCALE;

const localeBaseUrl = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}/`);

// Words the i18n JSON files cannot translate (as docusaurus.io does); a missing one stops the build.
function localizedAll(key: string): Record<Locale, string> {
  const entry = (localizedConfig as Record<string, Partial<Record<Locale, string>>>)[key];
  if (!entry) throw new Error(`docusaurus.config.localized.json has no "${key}"`);
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const message = entry[locale];
      if (!message) {
        throw new Error(`docusaurus.config.localized.json: "${key}" has no "${locale}" text`);
      }
      const text = message
        .replaceAll('{productName}', PRODUCT_NAME)
        .replaceAll('{siteTitle}', SITE_TITLE);
      return [locale, text];
    }),
  ) as Record<Locale, string>;
}

const localized = (key: string): string => localizedAll(key)[currentLocale];

// "Last updated" comes from git: shown only with the full history (src/utils/git-history.mjs).
const gitHistory = gitHistoryState(__dirname);

const commonContentOptions = {
  beforeDefaultRemarkPlugins: [
    [
      remarkPictures,
      {baseUrl: localeBaseUrl(currentLocale), staticDir: path.join(__dirname, 'static')},
    ],
    [remarkWriterWarnings, {siteDir: __dirname}],
  ],
  remarkPlugins: [remarkImportCodeHighlighter],
  rehypePlugins: [rehypeTableCellLabels],
  onInlineTags: 'throw',
  showLastUpdateTime: gitHistory === 'full',
} satisfies DocsOptions;

const commonDocsOptions = {
  ...commonContentOptions,
  versions: {current: {label: 'Current version'}},
} satisfies DocsOptions;

const missingHistory = missingHistoryMessage(gitHistory);
if (missingHistory && !process.env.SLOTERA_HISTORY_WARNED) {
  // The configuration is loaded once per locale: say it once.
  process.env.SLOTERA_HISTORY_WARNED = '1';
  console.warn(`[WARNING] ${missingHistory}`);
}

/** robots.txt with each locale's sitemap, written by the default locale's build (the root). */
function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig, i18n}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const root = siteConfig.url.replace(/\/+$/, '');
      const sitemaps = i18n.locales.map(
        (locale) => `Sitemap: ${root}${i18n.localeConfigs[locale].baseUrl}sitemap.xml`,
      );
      const lines = ['User-agent: *', 'Allow: /', ...sitemaps];
      await fs.writeFile(path.join(outDir, 'robots.txt'), `${lines.join('\n')}\n`);
    },
  };
}

/** `/llms.txt`, `/en/llms.txt` and a Markdown twin of every published page. */
const LLMS_TXT: LlmsTxtOptions = {
  intro: localizedAll('llmsIntro'),
  otherLanguage: localizedAll('llmsOtherLanguage'),
  sections: [
    {plugin: 'docs', title: localizedAll('llmsBusinessDocs')},
    {plugin: 'docs', id: 'marketplace', title: localizedAll('llmsMarketplaceDocs')},
    {plugin: 'blog', title: localizedAll('llmsChangelog')},
  ],
};

const config: Config = {
  title: SITE_TITLE,
  tagline: TAGLINE[currentLocale],
  favicon: 'img/favicon.svg',
  url: process.env.SITE_URL?.trim() || DEFAULT_SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  // Our `baseUrl` is fixed (the route tests catch a wrong one): no page carries the banner.
  baseUrlIssueBanner: false,

  customFields: {
    // Loaded only after consent (src/components/ConsentBanner); no id: no banner, no request.
    gtmContainerId: process.env.GTM_CONTAINER_ID?.trim() ?? null,
  },

  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // One namespace for both languages (future.v4's differs per base URL): colour mode holds in both.
  storage: {type: 'localStorage', namespace: 'help'},

  future: {
    v4: true,
    // One `git log` for the repository, not one per article.
    experimental_vcs: 'default-v2',
  },

  markdown: {
    // Off by default with future.v4; the articles use `{#id}` and `<!-- truncate -->`.
    mdx1Compat: {
      headingIds: true,
      comments: true,
      admonitions: true,
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
    },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    // Each language at its own address also when built alone, as scripts/build.mjs does; labels,
    // `lang` and direction are Docusaurus' defaults ("Български", "English").
    localeConfigs: Object.fromEntries(
      LOCALES.map((locale) => [locale, {baseUrl: localeBaseUrl(locale)}]),
    ),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          ...commonDocsOptions,
          path: 'docs',
          routeBasePath: ROUTE_BASES.business,
          sidebarPath: './sidebars.ts',
          tags: 'tags.yml',
          // Business articles carry the FAQ's structured data as well.
          rehypePlugins: [rehypeFaqStructuredData, ...commonDocsOptions.rehypePlugins],
        },
        blog: {
          path: 'changelog',
          routeBasePath: ROUTE_BASES.changelog,
          blogTitle: 'Changelog',
          blogDescription: localized('feedDescription'),
          blogSidebarCount: 10,
          blogSidebarTitle: 'Recent releases',
          ...commonContentOptions,
          tags: 'tags.yml',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: 'all',
            title: localized('feedTitle'),
            description: localized('feedDescription'),
            language: currentLocale,
            copyright: COPYRIGHT,
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    picturesPlugin,
    robotsTxtPlugin,
    (context: LoadContext) => llmsTxtPlugin(context, LLMS_TXT),
    leanMainBundlePlugin,
    [
      '@docusaurus/plugin-content-docs',
      {
        ...commonDocsOptions,
        id: 'marketplace',
        path: 'marketplace',
        routeBasePath: ROUTE_BASES.marketplace,
        sidebarPath: './sidebarsMarketplace.ts',
      } satisfies DocsOptions,
    ],
  ],

  themes: [
    [
      '@slotera/docusaurus-search',
      {
        areas: SEARCH_AREAS.map((area) => ({...area, label: localized(`searchArea.${area.name}`)})),
        resultLimit: SEARCH_RESULT_LIMIT,
        highlightSearchTerms: HIGHLIGHT_SEARCH_TERMS,
        // At most two hits of one article while other articles wait.
        perPage: 2,
        synonyms: loadSynonyms(__dirname, currentLocale),
        // The changelog's author, archive and page-by-page lists repeat its posts.
        ignoreFiles: [new RegExp(`^${ROUTE_BASES.changelog}/(authors|archive|page)(/|$)`)],
        // Blocks repeated on every page, tool controls and link lists: not this article's text.
        ignoreCssSelectors: [
          '.theme-article-end',
          '.booking-rules-simulator',
          '.sms-cost-calculator',
          'article h2#related-articles',
          'article h2#related-articles ~ *',
          'article h2#learn-more',
          'article h2#learn-more ~ *',
        ],
        docsRouteBasePath: [ROUTE_BASES.business, ROUTE_BASES.marketplace],
        docsDir: ['docs', 'marketplace'],
        blogRouteBasePath: [ROUTE_BASES.changelog],
        blogDir: ['changelog'],
      } satisfies Partial<SearchPluginOptions>,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    announcementBar: announcementBar(currentLocale),
    // SITE.md §3: nothing stored follows the system; the toggle cycles light → dark → system.
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: true,
      logo: {
        alt: PRODUCT_NAME,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'business',
          position: 'left',
          label: 'Business docs',
        },
        {
          type: 'docSidebar',
          sidebarId: 'marketplace',
          docsPluginId: 'marketplace',
          position: 'left',
          label: 'Marketplace',
        },
        {
          to: `/${ROUTE_BASES.changelog}/`,
          label: 'Changelog',
          position: 'left',
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {
              to: `/${ROUTE_BASES.changelog}/`,
              // Items after the versions are not in the i18n files.
              label: localized('releaseNotesLabel'),
            },
          ],
        },
        {
          type: 'localeDropdown',
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Help centre',
          items: [
            {label: 'Business docs', to: `/${ROUTE_BASES.business}/intro/`},
            {label: 'Marketplace docs', to: `/${ROUTE_BASES.marketplace}/intro/`},
            {label: 'Changelog', to: `/${ROUTE_BASES.changelog}/`},
          ],
        },
        {
          title: PRODUCT_NAME,
          items: [
            {label: 'Business website', href: EXTERNAL_URLS.businessWebsite},
            {label: 'Marketplace website', href: EXTERNAL_URLS.marketplaceWebsite},
            {label: 'Contacts', href: EXTERNAL_URLS.contacts},
          ],
        },
        {
          title: 'Follow us',
          items: Object.entries(SOCIAL_URLS).map(([label, href]) => ({
            label,
            href,
          })),
        },
      ],
      copyright: COPYRIGHT,
    },
    prism: {
      theme: accessiblePrismTheme(prismThemes.github),
      darkTheme: accessiblePrismTheme(prismThemes.dracula),
      additionalLanguages: ['bash', 'json', 'php'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
