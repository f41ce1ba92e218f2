// The engine's public names for Node (`@slotera/docusaurus-search/engine`): the bench uses them.
export {
  areaOf,
  distinctResults,
  orderForReader,
  preferArea,
  TYPE_TIER,
  WHERE_WORDS_WEIGHT,
} from './ranking.mjs';
export {loadSynonyms} from './synonyms.mjs';
export {foldCyrillic, latinToCyrillic} from './transliterate.mjs';
