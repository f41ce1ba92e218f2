import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The theme's client module that registers Prism's extra languages at start
 * (`@docusaurus/theme-classic/lib/prism-include-languages`). Importing it
 * puts the whole highlighter in the main bundle of every page.
 */
export const PRISM_CLIENT_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages',
);

/**
 * What the browser bundle of a production build imports instead of React:
 * Preact's compatibility layer (`preact/compat`), the same component API in
 * about a sixth of react-dom's size. `BROWSER_RUNTIME=react` builds with
 * React instead, to tell a Preact difference from a bug of ours.
 */
export function preactAliases(): Record<string, string> {
  const compat = path.dirname(require.resolve('preact/compat/package.json'));
  return {
    // Preact's client with our fixes for what the theme expects of React.
    'react-dom/client$': path.resolve(here, '../browser-runtime/preact-client.ts'),
    'react-dom$': compat,
    'react/jsx-runtime$': path.join(compat, 'jsx-runtime.mjs'),
    'react/jsx-dev-runtime$': path.join(compat, 'jsx-dev-runtime.mjs'),
    react$: compat,
  };
}

/**
 * Keeps the main bundle — what every page loads before anything else — small
 * (the quality issue's goal: ≤ 120 KB gzip of first-load JavaScript on a doc
 * page, from ≈ 193 KB):
 *
 * - **Preact in the browser.** react-dom alone was ≈ 45 KB gzip of the main
 *   bundle. The pages are still rendered to HTML by React on the server and
 *   `npm start` still runs React (fast refresh needs it); only the
 *   production bundle visitors download uses `preact/compat`. The whole
 *   e2e suite runs against that bundle.
 * - **The syntax highlighter on demand.** The theme's Prism client module is
 *   left out; `src/theme/CodeBlock/Highlighted.tsx` registers the extra
 *   languages instead, in the chunk only pages with code load.
 * - **mark.js on demand.** The search plugin's generated module re-exports
 *   mark.js next to the plain options the search box reads; mark.js does not
 *   say it is free of side effects, so the bundler kept it wherever that
 *   module was imported. Said here, it goes only into the chunks that use it
 *   (`import('mark.js')` in the search box, the search page).
 */
export default function leanMainBundlePlugin(): Plugin {
  return {
    name: 'lean-main-bundle',
    configureWebpack(config, isServer) {
      const usePreact =
        !isServer && config.mode === 'production' && process.env.BROWSER_RUNTIME !== 'react';
      if (usePreact) {
        // The theme's own React aliases (`react`, `react-dom` → the site's
        // copies) sit in the same object: replace them, do not merge.
        const resolve = (config.resolve ??= {});
        const alias = {...(resolve.alias as Record<string, string | false | string[]>)};
        delete alias.react;
        delete alias['react-dom'];
        resolve.alias = {...alias, ...preactAliases()};
      }
      return {
        resolve: {
          alias: {[`${PRISM_CLIENT_MODULE}$`]: false, [`${PRISM_CLIENT_MODULE}.js$`]: false},
        },
        module: {
          rules: [{test: /[\\/]node_modules[\\/]mark\.js[\\/]/, sideEffects: false}],
        },
      };
    },
  };
}
