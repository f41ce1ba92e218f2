/**
 * Readers' spellings the index does not hold, turned into the words it does
 * (issue #22): names typed in the other script the way they sound («айфон»,
 * «ексел», «пдф», «си ес ви» for iPhone, Excel, PDF, CSV), a letter wrong,
 * missing, extra or swapped in a longer word («фактра», "invioce"), two words
 * typed as one or one as two ("googlepay", "web hook"), and the filler words
 * of a question («как да…», "why can't…").
 *
 * All of it works on the words of the index's own texts (counted at build
 * time, `wordCounts`; looked up through `surfaceFromCounts`), by rule, not by
 * a list of names.
 */

import {wordScript} from './index-parts.mjs';

/** Bulgarian letters as English speakers' Latin (for names typed by ear). */
const CYRILLIC_TO_LATIN = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: '',
  ю: 'yu',
  я: 'ya',
};

/**
 * How Bulgarians say the Latin letters, as they type them when they spell a
 * name out: «пи ди еф» PDF, «си ес ви» CSV, «ю ти ем» UTM, «есемес» SMS.
 */
const LETTER_NAMES = {
  ей: 'a',
  би: 'b',
  си: 'c',
  ди: 'd',
  и: 'e',
  еф: 'f',
  джи: 'g',
  ейч: 'h',
  ай: 'i',
  джей: 'j',
  кей: 'k',
  ел: 'l',
  ем: 'm',
  ен: 'n',
  оу: 'o',
  пи: 'p',
  кю: 'q',
  ар: 'r',
  ес: 's',
  ти: 't',
  ю: 'u',
  ви: 'v',
  дабълю: 'w',
  екс: 'x',
  уай: 'y',
  зет: 'z',
  зед: 'z',
};

const CYRILLIC_WORD = /^[а-яѝ]+$/;
const LATIN_LETTERS = /^[a-z]+$/;

export function isCyrillic(token) {
  return CYRILLIC_WORD.test(token);
}

/** The letter names, longest first: «джей» before «джи». */
const LETTER_NAMES_LONGEST_FIRST = Object.keys(LETTER_NAMES).sort((a, b) => b.length - a.length);

/** A Cyrillic word read as the Latin letters it spells out («есемес» → "sms"), or null. */
export function spelledLetters(word) {
  const names = LETTER_NAMES_LONGEST_FIRST;
  const letters = [];
  let i = 0;
  outer: while (i < word.length) {
    for (const name of names) {
      if (word.startsWith(name, i)) {
        letters.push(LETTER_NAMES[name]);
        i += name.length;
        continue outer;
      }
    }
    return null;
  }
  return letters.length >= 2 ? letters.join('') : null;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/**
 * A word's sound skeleton, the same for a name in Latin and in Cyrillic
 * written by ear: English spelling habits folded (ph f, c k or s, x ks,
 * w u, oo u…), then a vowel at the start kept as one mark and every other
 * vowel dropped, doubled letters once, z as s. "iPhone" and «айфон» → "Vfn";
 * "Excel" and «ексел» → "Vksl"; "Google" and «гугъл» → "ggl".
 */
export function soundKey(word) {
  const text = soundSpelling(word);
  if (!text) return '';
  const first = VOWELS.has(text[0]) ? 'V' : text[0];
  const rest = [...text.slice(1)].filter((ch) => !VOWELS.has(ch)).join('');
  return (first + rest).replace(/(.)\1+/g, '$1');
}

/** The word in Latin letters with English spelling habits folded, vowels kept. */
export function soundSpelling(word) {
  const lower = word.toLowerCase();
  let text = [...lower]
    .map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch)
    .join('')
    .replace(/[^a-z]/g, '');
  if (!text) return '';
  text = text
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/qu/g, 'kv')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/dzh|dj/g, 'j')
    .replace(/dg(?=[eiy])/g, 'j')
    .replace(/zh/g, 'j')
    .replace(/sht/g, 'sht')
    .replace(/w/g, 'u')
    .replace(/oo/g, 'u')
    .replace(/th/g, 't')
    .replace(/gh/g, 'g')
    .replace(/z/g, 's')
    .replace(/(.)\1+/g, '$1');
  // An English "magic e": "face" sounds «фейс», "site" «сайт», "name" «нейм».
  if (LATIN_LETTERS.test(lower))
    text = text.replace(/a([^aeiouy])e$/, 'ey$1').replace(/i([^aeiouy])e$/, 'ay$1');
  return text;
}

/** Levenshtein distance (small words only). */
function distance(a, b) {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * Whether `a` becomes `b` with at most one letter wrong, missing, extra, or
 * two neighbours swapped.
 */
export function withinOneEdit(a, b) {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words of five letters or more may have one typo; shorter ones are taken as typed. */
export const TYPO_MIN_LENGTH = 5;

/**
 * How often each word (lower case, letters and digits) occurs in the
 * documents' texts and section titles: at build time for the index file,
 * or in the worker from the documents themselves.
 */
export function wordCounts(wrappedIndexes) {
  const counts = new Map();
  for (const {documents} of wrappedIndexes) {
    for (const doc of documents) {
      for (const text of [doc.t, doc.s]) {
        if (!text) continue;
        for (const match of String(text)
          .toLowerCase()
          .matchAll(/[\p{L}\p{N}]+/gu)) {
          const word = match[0];
          counts.set(word, (counts.get(word) ?? 0) + 1);
        }
      }
    }
  }
  return counts;
}

/**
 * The words of one script by their sound key (`soundKey`), in the order of
 * `counts`.
 */
function soundIndex(counts, inScript) {
  const bySound = new Map();
  for (const word of counts.keys()) {
    if (word.length < 2 || !inScript(word)) continue;
    const key = soundKey(word);
    if (key.length < 2) continue;
    if (!bySound.has(key)) bySound.set(key, []);
    bySound.get(key).push(word);
  }
  return bySound;
}

/**
 * The lookups of the words of an index from their counts (`wordCounts`).
 * The two sound lookups are built on first use: a search in one script
 * looks among the words of the other (and the sound keys of all the words
 * are most of the worker's work before the first search could start).
 */
export function surfaceFromCounts(counts) {
  const byLength = new Map();
  for (const word of counts.keys()) {
    if (word.length >= TYPO_MIN_LENGTH - 1) {
      if (!byLength.has(word.length)) byLength.set(word.length, []);
      byLength.get(word.length).push(word);
    }
  }
  let bySound;
  let bySoundCyrillic;
  return {
    counts,
    byLength,
    /** Latin words by sound key. */
    get bySound() {
      bySound ??= soundIndex(counts, (word) => LATIN_LETTERS.test(word));
      return bySound;
    },
    /** Cyrillic words by sound key. */
    get bySoundCyrillic() {
      bySoundCyrillic ??= soundIndex(
        counts,
        (word) => !LATIN_LETTERS.test(word) && isCyrillic(word),
      );
      return bySoundCyrillic;
    },
  };
}

/**
 * `surfaceFromCounts` of the words loaded so far, while those of the group
 * `missing` (`wordScript`) are not: every lookup that would need them calls
 * `onMissing` — the search then loads them and searches again — and
 * answers as if they were not in the index.
 */
export function partialSurface(counts, missing, onMissing) {
  const surface = surfaceFromCounts(counts);
  const check = (word) => {
    if (wordScript(word) === missing) onMissing();
  };
  return {
    counts: {
      has(word) {
        check(word);
        return counts.has(word);
      },
      get(word) {
        check(word);
        return counts.get(word);
      },
    },
    /** Only typos look words up by length: in the word's own script, whichever it is. */
    get byLength() {
      onMissing();
      return surface.byLength;
    },
    get bySound() {
      if (missing === 'latin') onMissing();
      return surface.bySound;
    },
    get bySoundCyrillic() {
      if (missing === 'cyrillic') onMissing();
      return surface.bySoundCyrillic;
    },
  };
}

const byFrequency = (counts) => (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0);

/** Words of the index one typo away from `word` (five letters or more), most frequent first. */
export function typoCorrections(word, surface, max = 3) {
  if ([...word].length < TYPO_MIN_LENGTH) return [];
  const found = [];
  for (const length of [word.length, word.length - 1, word.length + 1]) {
    for (const candidate of surface.byLength.get(length) ?? []) {
      if (candidate !== word && withinOneEdit(word, candidate)) found.push(candidate);
    }
  }
  return found.sort(byFrequency(surface.counts)).slice(0, max);
}

/** Plural and definite endings of Bulgarian nouns, longest first. */
const BULGARIAN_ENDINGS = ['овете', 'ите', 'ове', 'ът', 'ят', 'та', 'то', 'те', 'а', 'я', 'и'];

/** A Cyrillic word without its noun ending, when at least three letters are left. */
export function withoutBulgarianEnding(word) {
  for (const ending of BULGARIAN_ENDINGS) {
    if (word.endsWith(ending) && [...word].length - ending.length >= 3)
      return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * Words of the index in the other script that sound like `word`: Latin ones
 * for a Cyrillic word («айфон» → iphone), Cyrillic ones for a Latin word
 * ("widget" → уиджет, "marketplace" → маркетплейс).
 */
export function soundAlikes(word, surface, max = 3) {
  const cyrillic = isCyrillic(word);
  if (!cyrillic && !LATIN_LETTERS.test(word)) return [];
  const keys = new Set();
  // A Bulgarian ending on a foreign name («есемесите», «айфона») is not part of its sound.
  const bare = cyrillic ? withoutBulgarianEnding(word) : word;
  const spelled = cyrillic ? (spelledLetters(word) ?? spelledLetters(bare)) : null;
  if (spelled) keys.add(soundKey(spelled));
  keys.add(soundKey(word));
  if (bare !== word) keys.add(soundKey(bare));
  const found = [];
  const map = cyrillic ? surface.bySound : surface.bySoundCyrillic;
  for (const key of keys) {
    if (key.length < 2) continue;
    for (const candidate of map.get(key) ?? []) {
      if (!found.includes(candidate)) found.push(candidate);
    }
  }
  // The closest spelling first ("уикс" is Wix before "access"), then the most frequent.
  const spellings = [soundSpelling(word), ...(spelled ? [spelled] : [])];
  const closeness = (candidate) =>
    Math.min(...spellings.map((spelling) => distance(spelling, soundSpelling(candidate))));
  const frequency = byFrequency(surface.counts);
  if (found.length === 0) return [];
  const ranked = found
    .map((candidate) => [candidate, closeness(candidate)])
    .sort((a, b) => a[1] - b[1] || frequency(a[0], b[0]));
  // Only the closest: "weeks" and "ics" also sound like «уикс», but less than Wix.
  return ranked
    .filter(([, close]) => close === ranked[0][1])
    .map(([candidate]) => candidate)
    .slice(0, max);
}

/**
 * Query words as the index would have them: a run of spelled-out letters
 * joined («си ес ви» → «сиесви», read as CSV), two words joined where only
 * the joined word is in the index ("web hook" → "webhook"), one word split
 * where only its two halves are ("googlepay" → "google pay"). `isIndexed`:
 * whether the index holds a word's term (such a word is not split).
 *
 * @param {string[]} tokens
 * @param {any} surface
 * @param {(word: string) => boolean} [isIndexed]
 */
export function regroupTokens(tokens, surface, isIndexed = () => false) {
  const known = (word) => surface.counts.has(word);
  const out = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    // Letters spelled out one word each (not from «и», the word "and").
    if (LETTER_NAMES[token] && token !== 'и') {
      let j = i;
      while (j < tokens.length && LETTER_NAMES[tokens[j]]) j += 1;
      if (j - i >= 2) {
        out.push(tokens.slice(i, j).join(''));
        i = j - 1;
        continue;
      }
    }
    const next = tokens[i + 1];
    const joined = `${token}${next}`;
    if (
      next &&
      known(joined) &&
      (!known(token) ||
        !known(next) ||
        // "i phone": a letter typed apart (Latin only: «за плащане» is two words).
        (LATIN_LETTERS.test(joined) && Math.min(token.length, next.length) <= 2))
    ) {
      out.push(joined);
      i += 1;
      continue;
    }
    // A letter spelled out before the rest of a name («си нейм» CNAME, «ай клауд» iCloud).
    if (next && LETTER_NAMES[token] && token !== 'и' && isCyrillic(next) && !known(next)) {
      const names = surface.bySound.get(soundKey(LETTER_NAMES[token] + soundSpelling(next)));
      if (names?.length) {
        out.push(names[0]);
        i += 1;
        continue;
      }
    }
    // A name typed by ear in two words («войс оувър» VoiceOver).
    if (
      next &&
      isCyrillic(token) &&
      isCyrillic(next) &&
      !known(token) &&
      !known(next) &&
      surface.bySound.has(soundKey(joined))
    ) {
      out.push(joined);
      i += 1;
      continue;
    }
    // Not a word the index holds as a term, whatever its form in the texts.
    if (token.length >= 6 && !isIndexed(token) && !known(token)) {
      let split = null;
      for (let k = 2; k <= token.length - 2 && !split; k += 1) {
        const head = token.slice(0, k);
        const tail = token.slice(k);
        // Not at a Bulgarian ending: «програмата» is not «програма та».
        // Nor at a short word: «отказване» is not «отказва не».
        if (known(head) && known(tail) && tail.length >= 3 && !BULGARIAN_ENDINGS.includes(tail))
          split = [head, tail];
      }
      if (split && (surface.counts.get(split[0]) ?? 0) > 1) {
        out.push(...split);
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

/**
 * The words that make a query a question and say nothing of its subject:
 * dropped from a query of three words or more (what is left must hold a
 * word). Language-neutral: each list only matches its own language's words.
 */
const QUESTION_WORDS = new Set(
  `
  как защо какво кога къде колко може мога можем ли да не става стане ако трябва искам
  нужно има няма ми си се ще е са съм моя моят моите мой моето това тази този който която
  които откъде докога правя направя направи получа получи разбера видя виждам
  how much many why what when where which who whom can cant cannot could do does did didnt doesnt
  dont i my me mine we our you your is are was were will would should shall a an the to of
  for in on at with if it its there happens happen happened get make way need want possible
  able not isnt wont please help someone anyone
`
    .trim()
    .split(/\s+/),
);

const NEGATIONS = new Set(['not', 'isnt', 'doesnt', 'dont', 'wont', 'cant', 'не']);
const NOT_WORKING = new Set(['work', 'works', 'working', 'работи', 'работят', 'върви', 'тръгва']);

/** The query's words without a question's fillers ("why can't my client book" → client book). */
export function withoutQuestionWords(tokens) {
  if (tokens.length < 3) return tokens;
  const plain = tokens.map((token) => token.replace(/['’`]/g, ''));
  const kept = tokens.filter(
    (token, i) =>
      !QUESTION_WORDS.has(plain[i]) &&
      // "not working", «не работи»: the complaint, not the subject.
      !(i > 0 && NEGATIONS.has(plain[i - 1]) && NOT_WORKING.has(plain[i])),
  );
  return kept.length > 0 ? kept : tokens;
}

const synonymCache = new WeakMap();

/**
 * The writers' synonym groups (i18n/<locale>/search-synonyms.yml) as stem
 * sequences: each entry's words through `stems` (the index's pipeline,
 * stop words left out).
 */
function synonymEntries(groups, stems) {
  let entries = synonymCache.get(groups);
  if (entries) return entries;
  entries = groups.map((group) =>
    group.map((phrase) => {
      const words =
        String(phrase)
          .toLowerCase()
          .match(/[^\s-]+/g) ?? [];
      return {words, stems: stems(words)};
    }),
  );
  synonymCache.set(groups, entries);
  return entries;
}

const longestCache = new WeakMap();

/** Every [group, phrase], the phrases of most words first: «отказване на абонамента» before «абонамент». */
function longestFirst(entries) {
  let list = longestCache.get(entries);
  if (!list) {
    const words = (entry) => entry.stems.filter(Boolean).length;
    list = entries
      .flatMap((group) => group.map((entry) => [group, entry]))
      .sort((a, b) => words(b[1]) - words(a[1]));
    longestCache.set(entries, list);
  }
  return list;
}

/**
 * The query again with each phrase of a synonym group replaced by the other
 * phrases of its group («болничен на служител» → «блокирано време на
 * служител»): at most `max` such forms. `stems(words)` gives one stem per
 * word ('' for a stop word), as the index's pipeline does. A form that
 * replaced a phrase of stop words says so (`forStopWords`).
 *
 * @param {string[]} tokens
 * @param {string[][]} groups
 * @param {(words: string[]) => string[]} stems
 * @returns {(string[] & {forStopWords?: boolean})[]}
 */
export function synonymForms(tokens, groups, stems, max = 4) {
  if (!groups?.length || tokens.length === 0) return [];
  const entries = synonymEntries(groups, stems);
  const queryStems = stems(tokens);
  /** @type {(string[] & {forStopWords?: boolean})[]} */
  const forms = [];
  const seen = new Set([tokens.join(' ')]);
  for (const [group, entry] of longestFirst(entries)) {
    // Where the entry's stems stand in the query, stop words between them
    // skipped; a phrase of stop words only («около мен») by its words.
    const ofStopWords = entry.stems.every((stem) => !stem);
    const wanted = ofStopWords ? entry.words : entry.stems.filter(Boolean);
    /** @type {[string, number][]} word or stem, and its place in the query */
    const positions = ofStopWords
      ? tokens.map((token, i) => [token, i])
      : queryStems
          .map((stem, i) => /** @type {[string, number]} */ ([stem, i]))
          .filter(([stem]) => stem);
    for (let start = 0; start + wanted.length <= positions.length; start += 1) {
      const span = positions.slice(start, start + wanted.length);
      if (!span.every(([stem], k) => stem === wanted[k])) continue;
      const from = span[0][1];
      const to = span[span.length - 1][1];
      for (const other of group) {
        if (other === entry) continue;
        /** @type {string[] & {forStopWords?: boolean}} */
        const form = [...tokens.slice(0, from), ...other.words, ...tokens.slice(to + 1)];
        const key = form.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        // A phrase of stop words is meaning the query as typed has lost.
        if (ofStopWords) form.forStopWords = true;
        forms.push(form);
        if (forms.length >= max) return forms;
      }
    }
  }
  return forms;
}

/** How far a "did you mean" word may be from the typed one: two letters. */
const SUGGESTION_DISTANCE = 2;

/**
 * "Did you mean" for a query that found nothing: the query again with each
 * word the index does not hold (four letters or more) replaced by the
 * closest words of the index's own texts — two letters off at most, the
 * closest and most frequent first, one form per stem (`stemOf`, the index's
 * pipeline). Candidates only: the caller keeps those that find something.
 */
export function suggestionQueries(input, surface, {max = 6, stemOf = (word) => word} = {}) {
  const tokens =
    String(input)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const frequency = byFrequency(surface.counts);
  const alternatives = tokens.map((token) => {
    if ([...token].length < 4 || surface.counts.has(token)) return null;
    const close = [];
    const from = token.length - SUGGESTION_DISTANCE;
    for (let length = from; length <= token.length + SUGGESTION_DISTANCE; length += 1) {
      for (const candidate of surface.byLength.get(length) ?? []) {
        const d = distance(token, candidate);
        if (d <= SUGGESTION_DISTANCE) close.push([candidate, d]);
      }
    }
    close.sort((a, b) => a[1] - b[1] || frequency(a[0], b[0]));
    const stems = new Set();
    const words = [];
    for (const [word] of close) {
      const stem = stemOf(word);
      if (stems.has(stem)) continue;
      stems.add(stem);
      words.push(word);
    }
    return words.length > 0 ? words : null;
  });
  if (alternatives.every((list) => list === null)) return [];
  // Every unknown word at its closest option; then each one's other options.
  const base = tokens.map((token, i) => alternatives[i]?.[0] ?? token);
  const queries = [base.join(' ')];
  alternatives.forEach((list, i) => {
    for (const word of list?.slice(1) ?? []) {
      const query = [...base.slice(0, i), word, ...base.slice(i + 1)].join(' ');
      if (!queries.includes(query)) queries.push(query);
    }
  });
  return queries.slice(0, max);
}
