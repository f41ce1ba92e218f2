import fs from 'node:fs';

/**
 * Bundler aliases for internal modules of Docusaurus packages, by absolute
 * path without the extension: each maps to our module, or to `false` (left
 * out). Both spellings an importer may use (`…/prefetch`, `…/prefetch.js`)
 * are covered. A path that no longer exists — after an upgrade — would make
 * the alias quietly do nothing, so it stops the build instead, naming the
 * plugin and src/theme/README.md, where each replacement is explained.
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
