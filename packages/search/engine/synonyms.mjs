// The writers' synonyms, `i18n/<locale>/search-synonyms.yml`, read at build time; a mistake stops
// the build, naming the file, the group and what is wrong.
import fs from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';

export function loadSynonyms(siteDir, locale) {
  const file = path.join(siteDir, 'i18n', locale, 'search-synonyms.yml');
  if (!fs.existsSync(file)) return [];
  const where = path.relative(siteDir, file);
  let data;
  try {
    data = yaml.load(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: not valid YAML: ${/** @type {Error} */ (error).message}`);
  }
  if (!data || !Array.isArray(data.groups)) {
    throw new Error(
      `${where}: expected "groups:" with a list of groups, e.g. - [блокирано време, болничен]`,
    );
  }
  const seen = new Map();
  return data.groups.map((group, index) => {
    const name = `${where}, group ${index + 1}`;
    if (!Array.isArray(group) || group.length < 2) {
      throw new Error(
        `${name}: a group is a list of two or more phrases, e.g. - [каса, плащане на място]`,
      );
    }
    return group.map((phrase) => {
      if (typeof phrase !== 'string' || phrase.trim() === '') {
        throw new Error(`${name}: ${JSON.stringify(phrase)} is not a word or phrase`);
      }
      const text = phrase.trim().toLowerCase();
      if (seen.has(text)) {
        throw new Error(
          `${name}: «${text}» is already in group ${seen.get(text)} (a phrase belongs to one group)`,
        );
      }
      seen.set(text, index + 1);
      return text;
    });
  });
}
