import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of this file eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The main bundle of a production build: `assets/js/main.<hash>.js`. */
const MAIN_BUNDLE = /(^|\/)main\.[0-9a-f]+\.js$/;

/**
 * V8's compile hint on top of main.js: Chromium then compiles its functions, nearly all called
 * at start, on a background thread during the download instead of in the task that runs it.
 * Added after minification (which drops comments) and before hashing.
 */
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
