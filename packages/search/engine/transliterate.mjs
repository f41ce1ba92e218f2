// Bulgarian typed in Latin letters ("rabotno vreme", "faktura") back to Cyrillic.

/** Latin sequences, longest first, and the Cyrillic they may stand for. */
const SEQUENCES =
  'sht:щ,шт sch:щ zh:ж ch:ч sh:ш ts:ц,тс tz:ц kh:х yu:ю ju:ю iu:ю,иу ya:я ja:я ia:ия,я yo:йо,ьо a:а b:б c:ц,к d:д e:е f:ф g:г h:х i:и j:й,ж k:к l:л m:м n:н o:о p:п q:я r:р s:с t:т u:у,ъ v:в w:в x:кс,х y:й,ъ z:з `:ъ 4:ч 6:ш'
    .split(' ')
    .map((entry) => {
      const [latin, cyrillic] = entry.split(':');
      return /** @type {[string, string[]]} */ ([latin, cyrillic.split(',')]);
    });

const LATIN_WORD = /^[a-z`46]+$/;

export function isLatinWord(token) {
  return LATIN_WORD.test(token) && /[a-z]/.test(token);
}

/** The official transliteration first; at most `limit`. */
export function latinToCyrillic(word, limit = 24) {
  if (!isLatinWord(word)) return [];
  const segments = [];
  for (let i = 0; i < word.length;) {
    const match = SEQUENCES.find(([latin]) => word.startsWith(latin, i));
    if (!match) return [];
    segments.push(match[1]);
    i += match[0].length;
  }
  // Breadth-first over the segments, so the first choices win when the limit cuts the list short.
  let spellings = [''];
  for (const options of segments) {
    spellings = options
      .flatMap((option) => spellings.map((spelling) => spelling + option))
      .slice(0, limit);
  }
  return [...new Set(spellings)];
}

/** Maps letters the Latin spelling cannot tell apart to one: ъ → а, й → и, ь dropped. */
export function foldCyrillic(text) {
  return text.replace(/ъ/g, 'а').replace(/й/g, 'и').replace(/ь/g, '');
}
