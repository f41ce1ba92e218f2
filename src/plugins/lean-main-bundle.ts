import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const packageLib = (name: string): string =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), 'lib');

const GENERATED_DATA_LOADER = path.resolve(here, 'generated-data-loader.cjs');

const CLIENT_HEAD_MANAGER = path.resolve(here, '../client/head-manager.ts');

/** Internal modules (absolute path without extension) → ours, or `false` to leave them out. */
const INTERNAL_MODULES: Record<string, string | false> = {
  // Registered by src/theme/CodeBlock/Highlighted.tsx instead.
  [path.join(packageLib('@docusaurus/theme-classic'), 'prism-include-languages')]: false,
  // Core's helper that prefetches one chunk (imported as `./prefetch` by core's client).
  [path.join(packageLib('@docusaurus/core'), 'client', 'prefetch')]: path.resolve(
    here,
    '../client/idle-prefetch.ts',
  ),
};

/** Both spellings of each internal module; a path gone after an upgrade stops the build. */
function internalModuleAliases(): Record<string, string | false> {
  const alias: Record<string, string | false> = {};
  for (const [original, replacement] of Object.entries(INTERNAL_MODULES)) {
    if (!fs.existsSync(`${original}.js`))
      throw new Error(
        `lean-main-bundle: ${original}.js is gone (a Docusaurus upgrade?); check what replaced it before keeping this alias (src/theme/README.md).`,
      );
    alias[`${original}$`] = replacement;
    alias[`${original}.js$`] = replacement;
  }
  return alias;
}

// V8's compile hint atop main.js: Chromium compiles its functions (nearly all run at start) during
// the download. Added after minification (which drops comments) and before hashing.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const MAIN_BUNDLE = /(^|\/)main\.[0-9a-f]+\.js$/;

// Keeps out of the main bundle what only some pages or the server need: Prism, react-helmet-async,
// server-only data; core's chunk prefetch swapped for src/client/idle-prefetch.ts (same exports).
// notes/perf-log.md.
export default function leanMainBundlePlugin({generatedFilesDir}: LoadContext): Plugin {
  // Each language builds into its own generated folder (scripts/build.mjs).
  const generatedData = ['registry.js', 'docusaurus.config.mjs', 'site-metadata.json'].map((file) =>
    path.join(generatedFilesDir, file),
  );
  return {
    name: 'lean-main-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      const browserRelease = !isServer && config.mode === 'production';
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        // Number and hash only: names in file names cost the runtime a second table.
        ...(browserRelease ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
        plugins: browserRelease
          ? [
              new BannerPlugin({
                banner: COMPILE_HINT,
                raw: true,
                test: MAIN_BUNDLE,
                stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
              }),
            ]
          : [],
        resolve: {
          alias: {
            ...internalModuleAliases(),
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
