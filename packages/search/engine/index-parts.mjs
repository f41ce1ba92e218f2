/**
 * What the page and the search worker both need to know of the index's parts (sharded-index.mjs),
 * kept apart from the search code so that the page's bundle does not carry it.
 */

/** How many parts the page downloads ahead per typed word, at most. */
const PARTS_PER_WORD = 2;
/** How many parts in all, with those of the words' synonyms. */
const MAX_PARTS = 6;
/**
 * A typed word and a synonym's word are taken for one word when they agree on this many letters (or
 * are the same shorter word): what a stem keeps ("invoices", "invoice" → "invoic"; "booking",
 * "book" → "book").
 */
const STEM_LETTERS = 5;
/**
 * The letters of a word its terms are looked for by: a stem keeps the start of its word («фактура»
 * → «фактур», "invoices" → "invoic"), and four letters narrow a dictionary of thousands of terms to
 * a few.
 */
const PREFIX_LETTERS = 4;

/** The longest prefix front coding shares: one digit. */
const MAX_SHARED = 9;

/**
 * Sorted words without spaces as one string, each written as the number of letters it shares with
 * the one before (a digit, at most 9) and the rest: ["фактура", "фактури"] → "0фактура 6и".
 */
export function frontCoded(sortedWords) {
  let previous = '';
  return sortedWords
    .map((word) => {
      let shared = 0;
      const most = Math.min(MAX_SHARED, previous.length, word.length);
      while (shared < most && previous[shared] === word[shared]) shared += 1;
      previous = word;
      return `${shared}${word.slice(shared)}`;
    })
    .join(' ');
}

/** The words of a `frontCoded` string, in order. */
export function frontDecoded(text) {
  if (!text) return [];
  let previous = '';
  return text.split(' ').map((entry) => {
    previous = previous.slice(0, Number(entry[0])) + entry.slice(1);
    return previous;
  });
}

/** The position of the first of the sorted `keys` that is not below `key`. */
export function lowerBound(keys, key, from = 0, to = keys.length) {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (keys[mid] < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The part that holds a term's postings: the last one starting at or before it. */
export function partOfTerm(shards, termId) {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (shards[mid][0] <= termId) low = mid;
    else high = mid - 1;
  }
  return low;
}

const wordsOf = (text) =>
  String(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether two words are likely one stem (STEM_LETTERS). */
function sameStem(a, b) {
  const letters = Math.min(STEM_LETTERS, a.length, b.length);
  return a.slice(0, letters) === b.slice(0, letters) && (letters === STEM_LETTERS || a === b);
}

/** The text of a core file: JSON, with `head` first and alone on the first line. */
export function coreText(head, rest) {
  return `${JSON.stringify(head).slice(0, -1)},\n${JSON.stringify(rest).slice(1)}`;
}

/** The head of a core file from its text, or from the start of it that holds the first line. */
export function coreHead(text) {
  const [line] = text.split('\n', 1);
  return JSON.parse(line.endsWith(',') ? `${line.slice(0, -1)}}` : line);
}

/** The first part whose last term is not below `key` (the parts' count when none). */
function firstPartFrom(shards, key) {
  let low = 0;
  let high = shards.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (shards[mid][3] < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The files (relative to the core's folder) of the parts that hold the terms starting like the
 * words of `input` (at most PARTS_PER_WORD per word), then like the words of their synonyms (the
 * core's `synonyms`: a query searches those too, one part each), MAX_PARTS in all.
 */
export function likelyParts(head, input) {
  const {shards} = head;
  const files = new Set();
  if (!shards?.length) return [];
  const typed = wordsOf(input);
  // A group counts when the query holds one of its phrases: each of the phrase's words but the
  // shortest (most often stop words: «плащане на място» is not «плащане»), as the worker matches
  // phrases by their stems.
  const holds = (phrase) => {
    const words = wordsOf(phrase).filter((word) => [...word].length >= 3);
    return words.length > 0 && words.every((word) => typed.some((t) => sameStem(t, word)));
  };
  const synonymWords = (head.synonyms ?? [])
    .filter((group) => group.some(holds))
    .flatMap((group) => group.flatMap(wordsOf));
  for (const [k, word] of [...typed, ...synonymWords].entries()) {
    const letters = [...word];
    if (letters.length < 2 || files.size >= MAX_PARTS) continue;
    const prefix = letters.slice(0, PREFIX_LETTERS).join('');
    // The first term not below the prefix is in this part…
    const from = firstPartFrom(shards, prefix);
    if (from >= shards.length) continue;
    // …and when it is the part's first term, whether it starts with the prefix is known.
    const first = shards[from][2];
    if (first >= prefix && !first.startsWith(prefix)) continue;
    // The part of the last term that starts with the prefix.
    const beyond = `${prefix}\uffff`;
    let end = firstPartFrom(shards, beyond);
    if (end >= shards.length || shards[end][2] >= beyond) end -= 1;
    const perWord = k < typed.length ? PARTS_PER_WORD : 1;
    const to = Math.min(end, from + perWord - 1);
    for (let part = from; part <= to && files.size < MAX_PARTS; part += 1)
      files.add(shards[part][1]);
  }
  return [...files];
}

/**
 * Which of an index's two groups of words a word is in: 'cyrillic' (it has a Cyrillic letter) or
 * 'latin' (the rest: Latin letters, digits).
 */
export function wordScript(word) {
  return /[\u0400-\u04ff]/.test(word) ? 'cyrillic' : 'latin';
}

/**
 * The file of the words the core leaves out (its `wordFile`: those of the larger script) when the
 * words of `input` are likely to need it, as a list of none or one: for a query of two words or
 * more (joined and split words are looked up among all words), or with a word in the core's own
 * script (a name typed by sound is looked up in the other one: "widget" → «уиджет»).
 */
export function likelyWordFile(head, input) {
  const {wordFile} = head;
  if (!wordFile) return [];
  const typed = wordsOf(input).filter((word) => [...word].length >= 2);
  const other = (word) => wordScript(word) !== wordFile.script;
  return typed.length >= 2 || typed.some(other) ? [wordFile.file] : [];
}
