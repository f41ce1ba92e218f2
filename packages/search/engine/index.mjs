/**
 * The engine's public names (`@slotera/docusaurus-search/engine`), for Node: the order of results
 * as the box shows them (the bench measures it), the writers' synonyms, and Latin-typed Bulgarian.
 */
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
