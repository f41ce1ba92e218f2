// The official Bulgarian transliteration (Закон за транслитерацията, 2009). Ж → Zh; a word in
// capitals is the caller's to upper-case.

/**
 * @param {Record<string, string>} lower
 * @returns {Readonly<Record<string, string>>}
 */
function withCapitals(lower) {
  const table = {...lower};
  for (const [cyrillic, latin] of Object.entries(lower)) {
    table[cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1)] =
      latin.charAt(0).toUpperCase() + latin.slice(1);
  }
  return Object.freeze(table);
}

/** @type {Readonly<Record<string, string>>} */
export const CYRILLIC_TO_LATIN = withCapitals(
  Object.fromEntries(
    'а:a б:b в:v г:g д:d е:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:h ц:ts ч:ch ш:sh щ:sht ъ:a ь:y ю:yu я:ya'
      .split(' ')
      .map((pair) => pair.split(':')),
  ),
);

/**
 * The one exception: «ия» at a word's end is "ia" (София Sofia), not "iya".
 * @type {Readonly<Record<string, string>>}
 */
export const CYRILLIC_TO_LATIN_WORD_END = withCapitals({ия: 'ia'});
