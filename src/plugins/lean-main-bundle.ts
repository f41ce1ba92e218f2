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

/** The theme's client module for the route progress bar, which drives the nprogress library. */
const THEME_PROGRESS_BAR_MODULE = path.join(THEME_CLASSIC_LIB, 'nprogress');

/** Ours in its place: the same bar without the library. */
const ROUTE_PROGRESS_BAR = path.resolve(here, '../client/route-progress.ts');

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
 * reads (first-load JavaScript of a doc page, gzip, `npm run bench -- --only=weight`:
 * 195 KB before any of this, 158 KB with the first two, 119.6 KB bg /
 * 117.2 KB en now, with React 18 and patches/ too; home 170 → 100 KB):
 *
 * - **The syntax highlighter (≈ 30 KB gzip).** The theme's Prism client
 *   module is left out of both bundles; `src/theme/CodeBlock/Highlighted.tsx`
 *   registers the extra languages instead, and only articles with a code
 *   block import it (src/remark/import-code-highlighter.mjs).
 * - **react-helmet-async (≈ 5 KB with its deep-compare helper), browser
 *   only.** src/client/head-manager.ts keeps the document head in line with
 *   the page's `<Head>` elements by the same rules in ≈ 1 KB; the server
 *   still writes every page's head with the library.
 * - **nprogress (≈ 1.4 KB).** The theme's progress bar module is replaced by
 *   src/client/route-progress.ts: the same bar, delay and CSS.
 * - **What only the server reads (≈ 2 KB).** The route registry's module
 *   paths, the plugins' build options in the site configuration and the
 *   plugins' versions in the site metadata, left out of the browser's copy
 *   (src/plugins/generated-data-loader.cjs). The
 *   server's copy of the registry reports chunk names instead, so that each
 *   page's HTML names its own chunks and main.js does not have to fetch them.
 * - **Chunk names in chunk file names (≈ 0.7 KB).** The runtime carried a
 *   table of ≈ 200 of them only to build file names.
 *
 * Elsewhere: React 18 rather than 19 (react-dom ≈ 20 KB lighter; see
 * src/theme/README.md), two patches in patches/ (all of tslib; every doc's
 * description in every doc page's sidebar data), the base-URL banner off in
 * docusaurus.config.ts, and the consent banner a chunk of its own
 * (src/theme/Root.tsx).
 *
 * Not done, measured: Preact (`preact/compat`) in place of react-dom brought
 * a doc page to 98 KB, but Preact hydrates the page in one long task where
 * React yields between pieces, and Lighthouse's Total Blocking Time went
 * up (doc page 291 → 533 ms, changelog 190 → 507 ms; performance 93 → 87 and
 * 97 → 87). What a reader feels won over the byte count. Tried again on
 * 1d55f81 (`npm run bench -- --only=weight,lighthouse`, median of 3): React
 * 100 / 99 / 98 / 100 on home / doc / changelog / billing FAQ, Preact
 * 98 / 91 / 93 / 89; with Preact and the hydration cut into pieces (a
 * Suspense boundary that waits one task around the navbar, sidebar, TOC,
 * footer, each post and each block of an article) the longest task halved
 * but the scores stayed 96 / 90 / 87 / 93, with a layout shift (CLS 0.074).
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
        // ≈ 200 names (0.7 KB gzip). Pages still find chunks by name (core's
        // `__webpack_require__.gca` keeps its own table).
        ...(isServer || config.mode !== 'production'
          ? {}
          : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        resolve: {
          alias: {
            ...internalModuleAliases('lean-main-bundle', {
              [PRISM_CLIENT_MODULE]: false,
              [THEME_PROGRESS_BAR_MODULE]: ROUTE_PROGRESS_BAR,
            }),
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
