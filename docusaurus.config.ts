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
import quietStartupPlugin from './src/plugins/quiet-startup';
import picturesPlugin from './src/plugins/pictures';
import leanMainBundlePlugin from './src/plugins/lean-main-bundle';
import mainBundleCompileHintPlugin from './src/plugins/main-bundle-compile-hint';
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

// Docusaurus loads this file once per locale and says which one in this
// variable (`docusaurus start` without --locale leaves it unset or
// "undefined"), so the few strings that i18n JSON files cannot translate —
// the tagline — are picked here.
const envLocale = process.env.DOCUSAURUS_CURRENT_LOCALE;
const currentLocale: Locale = LOCALES.includes(envLocale as Locale)
  ? (envLocale as Locale)
  : DEFAULT_LOCALE;

/** Each language's address (i18n.localeConfigs below). */
const LOCALE_BASE_URL: Record<Locale, string> = {bg: '/', en: '/en/'};

// Pictures (src/pictures/) are files of the static folder, at this locale's address.
const PICTURE_OPTIONS = {
  baseUrl: LOCALE_BASE_URL[currentLocale],
  staticDir: path.join(__dirname, 'static'),
};

/**
 * The configuration's own words in each language — the feed's texts, the
 * llms.txt intros, labels — which Docusaurus's i18n JSON files cannot
 * translate, as docusaurus.io keeps them: in docusaurus.config.localized.json.
 * A missing key or language stops the build, naming both.
 */
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

/** `key`'s text in the language being built. */
const localized = (key: string): string => localizedAll(key)[currentLocale];

const gtmContainerId = process.env.GTM_CONTAINER_ID?.trim();

// "Last updated" under every article comes from the last commit of its file.
// A shallow clone would date every article by its oldest commit, so the dates
// are shown only with the full history (src/utils/git-history.mjs says why).
const gitHistory = gitHistoryState(__dirname);
const showLastUpdateTime = gitHistory === 'full';

// A broken link or a heading without {#id} is named with its file and line as the writer
// saves (npm start: on the error overlay; the build: a warning) — src/remark/writer-warnings.mjs.
// Before Docusaurus's own link resolution, whose error would advise switching its check off.
const WRITER_WARNINGS = {siteDir: __dirname};

/** What the two docs instances (business and marketplace) share, as reactnative.dev does. */
const commonDocsOptions = {
  beforeDefaultRemarkPlugins: [
    [remarkPictures, PICTURE_OPTIONS],
    [remarkWriterWarnings, WRITER_WARNINGS],
  ],
  remarkPlugins: [remarkImportCodeHighlighter],
  rehypePlugins: [rehypeTableCellLabels],
  onInlineTags: 'throw',
  lastVersion: 'current',
  versions: {
    current: {label: 'Current version', path: ''},
  },
  showLastUpdateTime,
} satisfies DocsOptions;

const missingHistory = missingHistoryMessage(gitHistory);
if (missingHistory && !process.env.SLOTERA_HISTORY_WARNED) {
  // The configuration is loaded once per locale: say it once.
  process.env.SLOTERA_HISTORY_WARNED = '1';
  console.warn(`[WARNING] ${missingHistory}`);
}

/**
 * robots.txt at the site root, pointing at the sitemap of each locale. Written
 * once, by the default locale's build (its output folder is the root).
 */
function robotsTxtPlugin(): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir, siteConfig, i18n}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const root = siteConfig.url.replace(/\/+$/, '');
      const sitemaps = i18n.locales.map((locale) =>
        locale === i18n.defaultLocale ? `${root}/sitemap.xml` : `${root}/${locale}/sitemap.xml`,
      );
      const lines = ['User-agent: *', 'Allow: /', ...sitemaps.map((url) => `Sitemap: ${url}`)];
      await fs.writeFile(path.join(outDir, 'robots.txt'), `${lines.join('\n')}\n`);
    },
  };
}

/**
 * `/llms.txt`, `/en/llms.txt` and a Markdown twin next to every published
 * doc and release note (`/business/calendar.md`), for assistants and tools.
 */
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
  // The banner warns of a wrong `baseUrl`; ours is `/`, fixed, and the route
  // tests would catch it. Off, it costs no page its inline script and style
  // or the main bundle its component.
  baseUrlIssueBanner: false,

  customFields: {
    // The tag manager loads only after the visitor accepts it in the consent
    // banner (src/components/ConsentBanner); without an id there is no
    // banner and no third-party request at all.
    gtmContainerId: gtmContainerId ?? null,
  },

  // A help centre with a dead link is a help centre that fails a reader at
  // 9 p.m.: every kind of broken reference stops the build, in every locale.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  // One storage namespace for both languages: a colour mode or a dismissed
  // announcement chosen on a Bulgarian page holds on the English pages too.
  // (future.v4's automatic namespace hashes the base URL, so `/` and `/en/`
  // each kept their own.) Still namespaced: another site on the same origin
  // must not read ours. Docusaurus 3.10's `storage` is what
  // `future.experimental_storage` became.
  storage: {type: 'localStorage', namespace: 'help'},

  future: {
    v4: true,
    // One `git log` for the whole repository instead of one per article
    // (production builds only; `docusaurus start` shows a fixed sample date).
    experimental_vcs: 'default-v2',
  },

  markdown: {
    format: 'mdx',
    // With future.v4 these MDX 1 conveniences are off by default; our
    // articles rely on `{#id}` heading ids and `<!-- truncate -->` comments.
    mdx1Compat: {
      headingIds: true,
      comments: true,
      admonitions: true,
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    // Each language at its own address however it is built: Docusaurus puts a
    // language built alone (`--locale en`) at `/`, and npm run build builds the
    // two languages side by side, each alone (scripts/build.mjs).
    localeConfigs: {
      bg: {
        label: 'Български',
        htmlLang: 'bg',
        direction: 'ltr',
        path: 'bg',
        baseUrl: LOCALE_BASE_URL.bg,
      },
      en: {
        label: 'English',
        htmlLang: 'en',
        direction: 'ltr',
        path: 'en',
        baseUrl: LOCALE_BASE_URL.en,
      },
    },
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
          postsPerPage: 10,
          blogSidebarCount: 10,
          blogSidebarTitle: 'Recent releases',
          showReadingTime: true,
          showLastUpdateTime,
          beforeDefaultRemarkPlugins: [
            [remarkPictures, PICTURE_OPTIONS],
            [remarkWriterWarnings, WRITER_WARNINGS],
          ],
          remarkPlugins: [remarkImportCodeHighlighter],
          rehypePlugins: [rehypeTableCellLabels],
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: 'all',
            // Feeds are not in the i18n files: their text is picked per locale.
            title: localized('feedTitle'),
            description: localized('feedDescription'),
            language: currentLocale,
            copyright: COPYRIGHT,
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    picturesPlugin,
    robotsTxtPlugin,
    (context: LoadContext) => llmsTxtPlugin(context, LLMS_TXT),
    leanMainBundlePlugin,
    mainBundleCompileHintPlugin,
    quietStartupPlugin,
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
        // In search order (src/site-facts.mjs), each headed by its label.
        areas: SEARCH_AREAS.map((area) => ({...area, label: localized(`searchArea.${area.name}`)})),
        resultLimit: SEARCH_RESULT_LIMIT,
        highlightSearchTerms: HIGHLIGHT_SEARCH_TERMS,
        // At most two hits of one article while other articles wait.
        perPage: 2,
        // The writers' synonyms of this language (i18n/<locale>/search-synonyms.yml).
        synonyms: loadSynonyms(__dirname, currentLocale),
        // The changelog's author, archive and page-by-page lists repeat its posts.
        ignoreFiles: [new RegExp(`^${ROUTE_BASES.changelog}/(authors|archive|page)(/|$)`)],
        // "Related articles" and "Learn more" are lists of links: passing
        // mentions of other articles, not content of this one.
        // The feedback and support block under every article is the same
        // everywhere (src/components/ArticleEnd).
        ignoreCssSelectors: [
          '.theme-article-end',
          // The interactive parts' controls and default results: labels and
          // figures, not text a reader searches for (the article around them is).
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
        explicitSearchResultPath: true,
        searchBarShortcutHint: true,
      } satisfies Partial<SearchPluginOptions>,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    // Id, text and link are edited in src/announcement.ts.
    announcementBar: announcementBar(currentLocale),
    // SITE.md §3: with nothing stored the page follows the system (light where it states no
    // preference); the toggle cycles light → dark → system; the choice is stored (one for both
    // languages: `storage` above).
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
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
