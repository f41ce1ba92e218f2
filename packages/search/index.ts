// The search as a Docusaurus plugin: indexes each language's built pages, passes the options on,
// adds the search page and keeps the worker's script in one file (./README.md).
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

// Options and the generated files the browser reads: README.md "Options".
export interface SearchPluginOptions {
  docsRouteBasePath: string[];
  docsDir: string[];
  blogRouteBasePath: string[];
  blogDir: string[];
  ignoreFiles: (string | RegExp)[];
  ignoreCssSelectors: string[];
  areas: SearchArea[];
  resultLimit: number;
  pageResultsPerStep: number;
  highlightSearchTerms: boolean;
  perPage: number;
  synonyms: string[][];
  fuzzyMatchingDistance: number;
}

// The options each generated file carries: the box's on first load, the results', the worker's.
const BOX_KEYS = ['resultLimit'] as const;
const RESULT_KEYS = ['areas', 'pageResultsPerStep', 'highlightSearchTerms'] as const;
const WORKER_KEYS = ['areas', 'perPage', 'synonyms', 'fuzzyMatchingDistance'] as const;

type Options<Key extends keyof SearchPluginOptions> = Pick<SearchPluginOptions, Key>;
export type BoxOptions = Options<(typeof BOX_KEYS)[number]>;
export type ResultOptions = Options<(typeof RESULT_KEYS)[number]> & {locale: string};
// The index hash in `indexUrl`'s query makes browsers ask again.
export type WorkerOptions = Options<(typeof WORKER_KEYS)[number]> & {
  indexUrl: string;
  demotedPaths: string[];
};

function pick<Key extends keyof SearchPluginOptions>(
  options: SearchPluginOptions,
  keys: readonly Key[],
) {
  return Object.fromEntries(keys.map((key) => [key, options[key]])) as Options<Key>;
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
});

// Its change changes the index files (counted in the index hash).
const INDEX_CODE = [path.join(__dirname, 'indexer'), path.join(__dirname, 'engine')];

export default function searchPlugin(
  context: LoadContext,
  options: SearchPluginOptions,
): Plugin<void> {
  const {siteDir, baseUrl, i18n} = context;
  const routeBase = (base: string) => base.replace(/^\/+|\/+$/g, '');
  const scope = {
    ...options,
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
      const box: BoxOptions = pick(options, BOX_KEYS);
      const results: ResultOptions = {...pick(options, RESULT_KEYS), locale: i18n.currentLocale};
      const worker: WorkerOptions = {
        ...pick(options, WORKER_KEYS),
        indexUrl: `${INDEX_FILE}?_=${indexHash(contentDirs, INDEX_CODE)}`,
        demotedPaths: options.areas
          .filter((area) => area.demoted)
          .map((area) => `/${routeBase(area.routeBase)}/`),
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
}: OptionValidationContext<Partial<SearchPluginOptions>, SearchPluginOptions>) {
  return validate(schema, options);
}
