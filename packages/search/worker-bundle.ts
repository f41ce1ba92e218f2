import type {Configuration} from 'webpack';

// The worker's script in one file: the bundler's `defaultVendors` group would split its libraries
// into chunks of their own. The name is the one ./theme/SearchBar/searchStart.ts gives its chunk.
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
