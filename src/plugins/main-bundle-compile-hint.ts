import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint: compile every function of this file eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The main bundle of a production build: `assets/js/main.<hash>.js`. */
const MAIN_BUNDLE = /(^|\/)main\.[0-9a-f]+\.js$/;

/**
 * Puts V8's compile hint at the top of the main bundle, which every page runs
 * in full before it can hydrate.
 *
 * Chromium (136 and later, so Chrome on Android) compiles a script while it
 * downloads, on a background thread, but only its top level: each function
 * is compiled on the page's main thread the first time it is called. Almost
 * every function of main.js is called while a page starts (the module
 * factories of React, the router, the theme), so that compiling is main-thread
 * time in the one long task that runs main.js. The hint moves it to the
 * background, during the download. Other browsers read a comment.
 * Measured on /business/calendar/ in Debian's Chromium (a trace of each
 * load, builds with and without the hint loaded in turn): the task that
 * runs main.js is shorter with it (notes/perf-log.md). Lighthouse
 * multiplies that task by 4 for a phone.
 *
 * The comment is added after minification (which would drop it) and before
 * file hashes are computed, so the file name still names its content.
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
