import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

import type {Plugin} from '@docusaurus/types';

import {internalModuleAliases} from './internal-module-alias';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Core's helper that prefetches one chunk (imported as `./prefetch` by core's client). */
const CORE_PREFETCH_MODULE = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
  'prefetch',
);

const REPLACEMENTS: Record<string, string> = {
  [CORE_PREFETCH_MODULE]: path.resolve(here, '../client/idle-prefetch.ts'),
};

// Core's chunk prefetch swapped for src/client/idle-prefetch.ts (same exports), in both bundles.
export default function quietStartupPlugin(): Plugin {
  return {
    name: 'quiet-startup',
    configureWebpack() {
      return {resolve: {alias: internalModuleAliases('quiet-startup', REPLACEMENTS)}};
    },
  };
}
