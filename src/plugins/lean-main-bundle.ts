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

const GENERATED_DATA_LOADER = path.resolve(here, 'generated-data-loader.cjs');

const CLIENT_HEAD_MANAGER = path.resolve(here, '../client/head-manager.ts');

const PRISM_CLIENT_MODULE = path.join(THEME_CLASSIC_LIB, 'prism-include-languages');

// Keeps out of the main bundle what only some pages or the server need: Prism (registered in
// src/theme/CodeBlock/Highlighted.tsx), react-helmet-async, server-only data. notes/perf-log.md.
export default function leanMainBundlePlugin({generatedFilesDir}: LoadContext): Plugin {
  // Each language builds into its own generated folder (scripts/build.mjs).
  const generatedData = ['registry.js', 'docusaurus.config.mjs', 'site-metadata.json'].map((file) =>
    path.join(generatedFilesDir, file),
  );
  return {
    name: 'lean-main-bundle',
    configureWebpack(config, isServer) {
      return {
        // Number and hash only: names in file names cost the runtime a second table.
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
