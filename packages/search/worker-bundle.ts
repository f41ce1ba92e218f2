import type {Configuration} from 'webpack';

/**
 * The search worker's script in one file. The bundler moves a chunk's large libraries into chunks
 * of their own (its `defaultVendors` group: whatever comes from node_modules, 20 KB or more), which
 * for a page's lazy chunks just means parallel downloads.
 */
/** The worker's name in ./theme/SearchBar/searchStart.ts, which names its chunk. */
const SEARCH_WORKER_CHUNK = 'search-worker';

export function workerBundle(): Configuration {
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
            chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK,
          },
        },
      },
    },
  };
}
