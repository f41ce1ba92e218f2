/**
 * Loader for three files of `.docusaurus/` (src/plugins/lean-main-bundle.ts). Browser bundle:
 * what only the server reads goes — the registry's module paths (read by react-loadable on the
 * server only), the plugins' build options in the config, the plugins' versions in the site
 * metadata. Server bundle: the registry reports chunk names, the key of core's chunk manifest,
 * so each page's HTML names its own chunks (notes/upstream/). An unexpected shape stops the build.
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
