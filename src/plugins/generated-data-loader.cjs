// Loader for `.docusaurus/` (src/plugins/lean-main-bundle.ts): the browser bundle drops what only
// the server reads; the server's registry names chunks, so each page's HTML lists its own.
'use strict';

const path = require('node:path');

const BUILD_ONLY_CONFIG_KEYS = ['presets', 'plugins', 'themes'];

/** A registry entry: `"name": [() => import(…), "path", require.resolveWeak("path")]`. */
const REGISTRY_ENTRY =
  /^(\s*"([^"]+)": \[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/gm;

function withModulePathsReplaced(source, replacement) {
  const result = source.replace(
    REGISTRY_ENTRY,
    (_, start, name, end) => `${start}${replacement(name)}${end}`,
  );
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

function withoutPluginVersions(source) {
  const metadata = JSON.parse(source);
  if (!metadata.pluginVersions) throw new Error('the metadata has no `pluginVersions`');
  return JSON.stringify({...metadata, pluginVersions: {}});
}

const TRANSFORMS = {
  client: {
    'registry.js': (source) => withModulePathsReplaced(source, () => '0'),
    'docusaurus.config.mjs': withoutBuildOptions,
    'site-metadata.json': withoutPluginVersions,
  },
  server: {
    'registry.js': (source) => withModulePathsReplaced(source, (name) => JSON.stringify(name)),
  },
};

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
