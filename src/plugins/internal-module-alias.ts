import fs from 'node:fs';

/**
 * Aliases of internal Docusaurus modules (absolute path without extension → ours or `false`),
 * both spellings covered. A path gone after an upgrade stops the build, naming the plugin.
 */
export function internalModuleAliases(
  pluginName: string,
  replacements: Record<string, string | false>,
): Record<string, string | false> {
  const alias: Record<string, string | false> = {};
  for (const [original, replacement] of Object.entries(replacements)) {
    if (!fs.existsSync(`${original}.js`))
      throw new Error(
        `${pluginName}: ${original}.js is gone (a Docusaurus upgrade?); check what replaced it before keeping this alias (src/theme/README.md).`,
      );
    alias[`${original}$`] = replacement;
    alias[`${original}.js$`] = replacement;
  }
  return alias;
}
