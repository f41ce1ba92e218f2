import type {Plugin} from '@docusaurus/types';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const MAIN_BUNDLE = /(^|\/)main\.[0-9a-f]+\.js$/;

// V8's compile hint atop main.js: Chromium compiles its functions (nearly all run at start) during
// the download. Added after minification (which drops comments) and before hashing.
export default function mainBundleCompileHintPlugin(): Plugin {
  return {
    name: 'main-bundle-compile-hint',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: MAIN_BUNDLE,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
  };
}
