// What both the page and the worker know of the index's parts, apart so the page's bundle is small.

const PARTS_PER_WORD = 2;
const MAX_PARTS = 6;
// A typed word and a synonym's are one when they share what a stem keeps ("invoices" → "invoic").
const STEM_LETTERS = 5;
// Four letters narrow thousands of terms to a few.
const PREFIX_LETTERS = 4;

const MAX_SHARED = 9;

/** ["фактура", "фактури"] → "0фактура 6и": letters shared with the word before, then the rest. */
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

export function frontDecoded(text) {
  if (!text) return [];
  let previous = '';
  return text.split(' ').map((entry) => {
    previous = previous.slice(0, Number(entry[0])) + entry.slice(1);
    return previous;
  });
}

/** The first position in [from, to) where `reached` holds: false before it, true from it on. */
export function firstWhere(reached, from, to) {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (reached(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

export function lowerBound(keys, key, from = 0, to = keys.length) {
  return firstWhere((i) => keys[i] >= key, from, to);
}

/** Past the run of sorted keys from `from` that start with `prefix`. */
export const prefixEnd = (keys, prefix, from, to = keys.length) =>
  firstWhere((i) => !keys[i].startsWith(prefix), from, to);

// The part holding a term: the last whose first term's id is at most `termId`.
export function partOfTerm(shards, termId) {
  return Math.max(0, firstWhere((i) => shards[i][0] > termId, 1, shards.length) - 1);
}

export const wordsOf = (text) =>
  String(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Words as typed: split at spaces and hyphens, lower case, punctuation kept. */
export const typedTokens = (text) =>
  String(text)
    .toLowerCase()
    .match(/[^\s-]+/g) ?? [];

function sameStem(a, b) {
  const letters = Math.min(STEM_LETTERS, a.length, b.length);
  return a.slice(0, letters) === b.slice(0, letters) && (letters === STEM_LETTERS || a === b);
}

export function coreText(head, rest) {
  return `${JSON.stringify(head).slice(0, -1)},\n${JSON.stringify(rest).slice(1)}`;
}

export function coreHead(text) {
  const [line] = text.split('\n', 1);
  return JSON.parse(line.endsWith(',') ? `${line.slice(0, -1)}}` : line);
}

const firstPartFrom = (shards, key) => firstWhere((i) => shards[i][3] >= key, 0, shards.length);

/** The parts the typed words (then their synonyms) most likely need. */
export function likelyParts(head, input) {
  const {shards} = head;
  const files = new Set();
  if (!shards?.length) return [];
  const typed = wordsOf(input);
  // A phrase's words but the shortest (often stop words: «плащане на място» is not «плащане»).
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
    const from = firstPartFrom(shards, prefix);
    if (from >= shards.length) continue;
    // Skip a part whose first term is past every word with the prefix.
    const first = shards[from][2];
    if (first >= prefix && !first.startsWith(prefix)) continue;
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

export function wordScript(word) {
  return /[\u0400-\u04ff]/.test(word) ? 'cyrillic' : 'latin';
}

// Two words or more (joined and split words), or a word in the core's script (a name by sound
// is looked up in the other: "widget" → «уиджет») need the core's `wordFile`.
export function likelyWordFile(head, input) {
  const {wordFile} = head;
  if (!wordFile) return [];
  const typed = wordsOf(input).filter((word) => [...word].length >= 2);
  const other = (word) => wordScript(word) !== wordFile.script;
  return typed.length >= 2 || typed.some(other) ? [wordFile.file] : [];
}
