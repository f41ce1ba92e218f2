/**
 * The search as a Docusaurus plugin: it indexes each language's built pages after the build, gives
 * the box, the page and the worker their options, adds the search page's route and keeps the
 * worker's script in one file (./README.md).
 */
import path from 'node:path';

import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';

import {INDEX_FILE, indexHash, writeIndexFiles} from './indexer/index-files.mjs';
import {workerBundle} from './worker-bundle';
import type {SearchArea} from './engine/ranking.mjs';

export {loadSynonyms} from './engine/synonyms.mjs';
export type {SearchArea};
export type {NoResultsHelp, StartingPoint} from './theme/SearchNoResults';
export type {SearchBarProps} from './theme/SearchBar';

export interface SearchPluginOptions {
  /** Route bases and source folders of the docs and the blog to index. */
  docsRouteBasePath: string[];
  docsDir: string[];
  blogRouteBasePath: string[];
  blogDir: string[];
  /** Routes (relative to the language's root, no slashes at the ends) left out of the index. */
  ignoreFiles: (string | RegExp)[];
  /** Parts of a page left out of its indexed text. */
  ignoreCssSelectors: string[];
  /**
   * The site's areas (route bases), in the order results list them: a `demoted` one ranks after the
   * others that match as well and is never the reader's own; a client's words are answered by the
   * `forClients` one first.
   */
  areas: SearchArea[];
  /** Suggestions the search box shows. */
  resultLimit: number;
  /** Results the search page shows at first, and adds with each "Show more". */
  pageResultsPerStep: number;
  /** Whether a chosen result opens its page with the searched words marked. */
  highlightSearchTerms: boolean;
  /** At most this many results of one page while other pages wait. */
  perPage: number;
  /** The writers' synonyms of the language being built (groups of lower-case phrases). */
  synonyms: string[][];
  /** Typos forgiven in a word (lunr's edit distance). */
  fuzzyMatchingDistance: number;
  /** Whether a result links its page and section (`/page/#section`) rather than only the page. */
  explicitSearchResultPath: boolean;
  /** The keyboard shortcut that focuses the search box, and whether the box shows it. */
  searchBarShortcut: boolean;
  searchBarShortcutHint: boolean;
  searchBarShortcutKeymap: string;
}

/** What the search box and page read (`@generated/slotera-search/default/box-options.json`). */
export type BoxOptions = Pick<
  SearchPluginOptions,
  | 'explicitSearchResultPath'
  | 'searchBarShortcut'
  | 'searchBarShortcutHint'
  | 'searchBarShortcutKeymap'
  | 'resultLimit'
>;

/** What results read once the reader searches (`@generated/slotera-search/default/result-options.json`). */
export interface ResultOptions extends Pick<
  SearchPluginOptions,
  'areas' | 'pageResultsPerStep' | 'highlightSearchTerms'
> {
  /** The language being built (Docusaurus' i18n). */
  locale: string;
}

/** What the worker reads (`@generated/slotera-search/default/worker-options.json`). */
export interface WorkerOptions extends Pick<
  SearchPluginOptions,
  'areas' | 'perPage' | 'synonyms' | 'fuzzyMatchingDistance'
> {
  /** The core's URL relative to the language's root, with the index hash in its query. */
  indexUrl: string;
  /** URL parts of the demoted areas' pages (`/changelog/`). */
  demotedPaths: string[];
}

const PLUGIN_NAME = 'slotera-search';
const strings = Joi.array().items(Joi.string());

const schema = Joi.object<SearchPluginOptions>({
  docsRouteBasePath: strings.default(['docs']),
  docsDir: strings.default(['docs']),
  blogRouteBasePath: strings.default(['blog']),
  blogDir: strings.default(['blog']),
  ignoreFiles: Joi.array()
    .items(Joi.alternatives().try(Joi.string(), Joi.object().regex()))
    .default([]),
  ignoreCssSelectors: strings.default([]),
  areas: Joi.array()
    .items(
      Joi.object({
        name: Joi.string().required(),
        routeBase: Joi.string().required(),
        label: Joi.string(),
        demoted: Joi.boolean(),
        forClients: Joi.boolean(),
      }),
    )
    .default([]),
  resultLimit: Joi.number().integer().min(1).default(8),
  pageResultsPerStep: Joi.number().integer().min(1).default(10),
  highlightSearchTerms: Joi.boolean().default(true),
  perPage: Joi.number().integer().min(1).default(2),
  synonyms: Joi.array().items(strings).default([]),
  fuzzyMatchingDistance: Joi.number().integer().min(0).default(1),
  explicitSearchResultPath: Joi.boolean().default(true),
  searchBarShortcut: Joi.boolean().default(true),
  searchBarShortcutHint: Joi.boolean().default(true),
  searchBarShortcutKeymap: Joi.string().default('mod+k'),
});

/** The code whose change changes the index files (counted in the index hash). */
const INDEX_CODE = [path.join(__dirname, 'indexer'), path.join(__dirname, 'engine')];

export default function searchPlugin(
  context: LoadContext,
  options: SearchPluginOptions,
): Plugin<void> {
  const {siteDir, baseUrl, i18n} = context;
  const routeBase = (base: string) => base.replace(/^\/+|\/+$/g, '');
  const scope = {
    ...options,
    indexDocs: options.docsRouteBasePath.length > 0,
    indexBlog: options.blogRouteBasePath.length > 0,
    docsRouteBasePath: options.docsRouteBasePath.map(routeBase),
    blogRouteBasePath: options.blogRouteBasePath.map(routeBase),
  };
  const contentDirs = [...options.docsDir, ...options.blogDir].map((dir) =>
    path.resolve(siteDir, dir),
  );

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      const box: BoxOptions = {
        explicitSearchResultPath: options.explicitSearchResultPath,
        searchBarShortcut: options.searchBarShortcut,
        searchBarShortcutHint: options.searchBarShortcutHint,
        searchBarShortcutKeymap: options.searchBarShortcutKeymap,
        resultLimit: options.resultLimit,
      };
      const results: ResultOptions = {
        areas: options.areas,
        pageResultsPerStep: options.pageResultsPerStep,
        highlightSearchTerms: options.highlightSearchTerms,
        locale: i18n.currentLocale,
      };
      const worker: WorkerOptions = {
        indexUrl: `${INDEX_FILE}?_=${indexHash(contentDirs, INDEX_CODE)}`,
        areas: options.areas,
        demotedPaths: options.areas
          .filter((area) => area.demoted)
          .map((area) => `/${routeBase(area.routeBase)}/`),
        perPage: options.perPage,
        synonyms: options.synonyms,
        fuzzyMatchingDistance: options.fuzzyMatchingDistance,
      };
      await actions.createData('box-options.json', JSON.stringify(box));
      await actions.createData('result-options.json', JSON.stringify(results));
      await actions.createData('worker-options.json', JSON.stringify(worker));
      actions.addRoute({
        path: normalizeUrl([baseUrl, 'search']),
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    configureWebpack(_config, isServer) {
      return isServer ? {} : workerBundle();
    },

    async postBuild(buildData) {
      await writeIndexFiles(buildData, scope);
    },
  };
}

export function validateOptions({
  options,
  validate,
}: OptionValidationContext<
  Partial<SearchPluginOptions>,
  SearchPluginOptions
>): SearchPluginOptions {
  return validate(schema, options);
}
