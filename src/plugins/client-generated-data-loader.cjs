/**
 * A bundler loader for two files Docusaurus generates into `.docusaurus/`,
 * used by src/plugins/lean-main-bundle.ts for the browser bundle only (the
 * server bundle, which writes the HTML, reads them whole). Both are in the
 * main bundle of every page, and both carry data only the server reads:
 *
 * - `registry.js`: each route chunk's entry holds its loader, its module's
 *   path (`"@site/docs/…"`) and its module id. react-loadable reads the path
 *   only to report the modules a page used while it is rendered on the
 *   server; in the browser nothing does. The path becomes `0` (≈ 1 KB gzip).
 * - `docusaurus.config.mjs`: the site configuration, as `useDocusaurusContext`
 *   gives it to components. `presets`, `plugins` and `themes` are the plugins'
 *   build options — paths, folders, search settings — which no component
 *   reads; they are left out (≈ 0.7 KB gzip).
 *
 * A generated file whose shape is not the expected one stops the build with
 * a message, rather than going through unchanged (an upgrade would then
 * silently bring the weight back).
 */
'use strict';

const path = require('node:path');

const BUILD_ONLY_CONFIG_KEYS = ['presets', 'plugins', 'themes'];

/** `"id": [() => import(…), "path", require.resolveWeak("path")]` → the same with `0` for the path. */
function withoutModulePaths(source) {
  const entry = /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g;
  const result = source.replace(entry, '$10$2');
  if (result === source) throw new Error('no registry entry has the expected shape');
  return result;
}

/** The config module (`export default {…JSON…};`) without the plugins' build options. */
function withoutBuildOptions(source) {
  const match = /^export default (\{[\s\S]*\});?\s*$/m.exec(source);
  if (!match) throw new Error('expected `export default {…};`');
  const config = JSON.parse(match[1]);
  for (const key of BUILD_ONLY_CONFIG_KEYS) {
    if (!(key in config)) throw new Error(`the configuration has no \`${key}\``);
    delete config[key];
  }
  return `export default ${JSON.stringify(config)};\n`;
}

const TRANSFORMS = {
  'registry.js': withoutModulePaths,
  'docusaurus.config.mjs': withoutBuildOptions,
};

module.exports = function clientGeneratedDataLoader(source) {
  const name = path.basename(this.resourcePath);
  const transform = TRANSFORMS[name];
  if (!transform) return source;
  try {
    return transform(source);
  } catch (error) {
    throw new Error(
      `src/plugins/client-generated-data-loader.cjs: .docusaurus/${name} has changed shape (${error.message}); a Docusaurus upgrade? Update the loader or remove it from src/plugins/lean-main-bundle.ts.`,
    );
  }
};

module.exports.withoutModulePaths = withoutModulePaths;
module.exports.withoutBuildOptions = withoutBuildOptions;
module.exports.FILES = Object.keys(TRANSFORMS);
