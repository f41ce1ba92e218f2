/**
 * A bundler loader for files Docusaurus generates into `.docusaurus/`, used
 * by src/plugins/lean-main-bundle.ts.
 *
 * In the browser bundle, three of them lose data only the server reads; all
 * three are in the main bundle of every page:
 *
 * - `registry.js`: each route chunk's entry holds its loader, its module's
 *   path (`"@site/docs/…"`) and its module id. react-loadable reads the path
 *   only to report the modules a page used while it is rendered on the
 *   server; in the browser nothing does. The path becomes `0`.
 * - `docusaurus.config.mjs`: the site configuration, as `useDocusaurusContext`
 *   gives it to components. `presets`, `plugins` and `themes` are the plugins'
 *   build options — paths, folders, search settings — which no component
 *   reads; they are left out.
 * - `site-metadata.json`: the versions of Docusaurus, the site and every
 *   plugin, as `useDocusaurusContext().siteMetadata`. No component of the
 *   theme, the search box or ours reads the plugins' versions; they become
 *   `{}`.
 *
 * Together they are kept for the changelog page's weight against stock
 * Docusaurus (notes/perf-log.md).
 *
 * In the server bundle, `registry.js` reports chunk names instead of module
 * paths. Core writes into each page's HTML a `<script defer>` for every
 * chunk the page rendered, looked up by what react-loadable reported in the
 * bundler's chunk manifest (`.docusaurus/client-manifest.json`) — and that
 * manifest is keyed by chunk name (`"0e384e19"`), never by module path, so
 * the lookup found nothing and pages named only runtime~main.js and main.js.
 * The page's own chunks were then requested by main.js once it ran: a
 * round trip later on a phone, and a dozen script elements created inside
 * the task that runs main.js (measured: notes/upstream/, the report).
 *
 * A generated file whose shape is not the expected one stops the build with
 * a message, rather than going through unchanged (an upgrade would then
 * silently bring the weight back, or the chunks out of the HTML again).
 */
'use strict';

const path = require('node:path');

const BUILD_ONLY_CONFIG_KEYS = ['presets', 'plugins', 'themes'];

/** A registry entry: `"name": [() => import(…), "path", require.resolveWeak("path")]`. */
const REGISTRY_ENTRY =
  /^(\s*"([^"]+)": \[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/gm;

/** Each entry's module path replaced, by `replacement(chunkName)`. */
function withModulePathsReplaced(source, replacement) {
  const result = source.replace(
    REGISTRY_ENTRY,
    (_, start, name, end) => `${start}${replacement(name)}${end}`,
  );
  if (result === source) throw new Error('no registry entry has the expected shape');
  return result;
}

/** Browser: the path becomes `0`. */
const withoutModulePaths = (source) => withModulePathsReplaced(source, () => '0');

/** Server: the path becomes the entry's chunk name, which the chunk manifest knows. */
const withChunkNamesForModulePaths = (source) =>
  withModulePathsReplaced(source, (name) => JSON.stringify(name));

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

/** The site metadata (JSON) with an empty list of plugin versions. */
function withoutPluginVersions(source) {
  const metadata = JSON.parse(source);
  if (!metadata.pluginVersions) throw new Error('the metadata has no `pluginVersions`');
  return JSON.stringify({...metadata, pluginVersions: {}});
}

const TRANSFORMS = {
  client: {
    'registry.js': withoutModulePaths,
    'docusaurus.config.mjs': withoutBuildOptions,
    'site-metadata.json': withoutPluginVersions,
  },
  server: {
    'registry.js': withChunkNamesForModulePaths,
  },
};

/** Options: `{bundle: 'client' | 'server'}`. */
module.exports = function generatedDataLoader(source) {
  const name = path.basename(this.resourcePath);
  const {bundle} = this.getOptions();
  const transform = TRANSFORMS[bundle][name];
  if (!transform) return source;
  try {
    return transform(source);
  } catch (error) {
    throw new Error(
      `src/plugins/generated-data-loader.cjs: .docusaurus/${name} has changed shape (${error.message}); a Docusaurus upgrade? Update the loader or remove it from src/plugins/lean-main-bundle.ts.`,
    );
  }
};
