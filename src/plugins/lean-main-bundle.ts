import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {internalModuleAliases} from './internal-module-alias';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

const THEME_CLASSIC_LIB = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
);

/** Three generated files: what only the server reads left out of the browser's copy; chunk names for the server's registry. */
const GENERATED_DATA_LOADER = path.resolve(here, 'generated-data-loader.cjs');

/** Our head manager, in place of react-helmet-async in the browser only. */
const CLIENT_HEAD_MANAGER = path.resolve(here, '../client/head-manager.ts');

/**
 * The theme's client module that registers Prism's extra languages at start
 * (`@docusaurus/theme-classic/lib/prism-include-languages`). Importing it
 * puts the whole highlighter in the main bundle of every page.
 */
const PRISM_CLIENT_MODULE = path.join(THEME_CLASSIC_LIB, 'prism-include-languages');

/**
 * Keeps the main bundle — what every page loads before anything else — free
 * of code only some pages or moments need, and of what the browser never
 * reads. Judged side by side with stock Docusaurus on the same content
 * (`npm run bench -- --only=stock`: first-load JS ≤ 0.70× stock on every page
 * type); each change's weight is in notes/perf-log.md, not here, where it
 * would drift:
 *
 * - **The syntax highlighter.** The theme's Prism client module is left out
 *   of both bundles; `src/theme/CodeBlock/Highlighted.tsx` registers the
 *   extra languages instead, and only articles with a code block import it
 *   (src/remark/import-code-highlighter.mjs).
 * - **react-helmet-async, browser only.** src/client/head-manager.ts keeps
 *   the document head in line with the page's `<Head>` elements by the same
 *   rules; the server still writes every page's head with the library.
 * - **What only the server reads.** The route registry's module paths, the
 *   plugins' build options in the site configuration and the plugins'
 *   versions in the site metadata, left out of the browser's copy
 *   (src/plugins/generated-data-loader.cjs). The server's copy of the
 *   registry reports chunk names instead, so that each page's HTML names its
 *   own chunks and main.js does not have to fetch them a round trip later.
 * - **Chunk names in chunk file names.** The runtime carried a table of
 *   them only to build file names.
 *
 * The last three are kept for the changelog page, the heaviest: without
 * them it is over 0.70× stock (notes/perf-log.md, issue #38). The rest of
 * what made the bundle lean once (the nprogress and Intl aliases, three
 * patches of Docusaurus packages) was folded in #38: no reader felt it.
 *
 * Elsewhere: React 18 rather than 19 (see src/theme/README.md), the
 * base-URL banner off in docusaurus.config.ts, and the consent banner a
 * chunk of its own (src/theme/Root.tsx). Preact in place of react-dom was
 * measured and not kept: it hydrates in one long task, and Lighthouse's
 * performance fell on every page type (src/theme/README.md, § CodeBlock).
 */
export default function leanMainBundlePlugin({generatedFilesDir}: LoadContext): Plugin {
  // npm run build gives each language's build a folder of its own
  // (scripts/build.mjs), so the generated files are found where this build
  // wrote them, not by the folder's usual name.
  // The loader knows what it changes in each bundle, and passes the rest through.
  const generatedData = ['registry.js', 'docusaurus.config.mjs', 'site-metadata.json'].map((file) =>
    path.join(generatedFilesDir, file),
  );
  return {
    name: 'lean-main-bundle',
    configureWebpack(config, isServer) {
      return {
        // Chunk files named by number and hash only: with Docusaurus's names in
        // them too, the runtime every page loads carried a second table of
        // names. Pages still find chunks by name (core's
        // `__webpack_require__.gca` keeps its own table).
        ...(isServer || config.mode !== 'production'
          ? {}
          : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        resolve: {
          alias: {
            ...internalModuleAliases('lean-main-bundle', {[PRISM_CLIENT_MODULE]: false}),
            // The server keeps the library: it writes the head of every page.
            ...(isServer ? {} : {'react-helmet-async$': CLIENT_HEAD_MANAGER}),
          },
        },
        module: {
          rules: [
            {
              test: (resource: string) => generatedData.includes(resource),
              use: [
                {loader: GENERATED_DATA_LOADER, options: {bundle: isServer ? 'server' : 'client'}},
              ],
            },
          ],
        },
      };
    },
  };
}
