// Readers' spellings turned into words the index holds: typos («фактра»), words joined or split
// ("googlepay", "web hook"), question fillers, synonyms, "did you mean". Names by sound: word-sounds.
import {typedTokens, wordScript, wordsOf} from './index-parts.mjs';
import {groupBy} from './group-by.mjs';
import {perObject} from './per-object.mjs';
import {
  BULGARIAN_ENDINGS,
  byFrequency,
  distance,
  isCyrillic,
  LATIN_LETTERS,
  LETTER_NAMES,
  soundIndex,
  soundKey,
  soundSpelling,
  withinOneEdit,
} from './word-sounds.mjs';

export const TYPO_MIN_LENGTH = 5;

export function wordCounts(wrappedIndexes) {
  const counts = new Map();
  const texts = wrappedIndexes.flatMap(({documents}) => documents.flatMap((doc) => [doc.t, doc.s]));
  for (const word of texts.filter(Boolean).flatMap(wordsOf))
    counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

// The words of each script, by their sound key (soundAlikes): Latin, or Cyrillic with no Latin.
const IN_SCRIPT = {latin: (word) => LATIN_LETTERS.test(word), cyrillic: isCyrillic};

/** The index's words: counted, by length (typos), by sound in each script (names). */
export function surfaceFromCounts(counts) {
  const long = [...counts.keys()].filter((word) => word.length >= TYPO_MIN_LENGTH - 1);
  const byLength = groupBy(long, (word) => word.length);
  const bySound = {};
  return {
    counts,
    ofLengths: (lengths) => lengths.flatMap((length) => byLength.get(length) ?? []),
    soundsIn: (script) => (bySound[script] ??= soundIndex(counts, IN_SCRIPT[script])),
  };
}

// Lookups needing the words not loaded yet call `onMissing` (the search loads them and reruns).
export function partialSurface(counts, missing, onMissing) {
  const surface = surfaceFromCounts(counts);
  const checked = (lookup) => (word) => {
    if (wordScript(word) === missing) onMissing();
    return lookup(word);
  };
  return {
    counts: {has: checked((word) => counts.has(word)), get: checked((word) => counts.get(word))},
    ofLengths(lengths) {
      onMissing();
      return surface.ofLengths(lengths);
    },
    soundsIn(script) {
      if (script === missing) onMissing();
      return surface.soundsIn(script);
    },
  };
}

export function typoCorrections(word, surface, max = 3) {
  if ([...word].length < TYPO_MIN_LENGTH) return [];
  return surface
    .ofLengths([word.length, word.length - 1, word.length + 1])
    .filter((candidate) => candidate !== word && withinOneEdit(word, candidate))
    .sort(byFrequency(surface.counts))
    .slice(0, max);
}

/**
 * Spelled-out letters joined («си ес ви» → CSV), "web hook" → "webhook", "googlepay" → "google pay".
 * @param {string[]} tokens
 * @param {any} surface
 * @param {(word: string) => boolean} [isIndexed]
 */
export function regroupTokens(tokens, surface, isIndexed = () => false) {
  const known = (word) => surface.counts.has(word);
  // Two words that are one name or word the index holds, or null.
  const oneWord = (token, next) => {
    const joined = `${token}${next}`;
    if (
      known(joined) &&
      (!known(token) ||
        !known(next) ||
        // "i phone": a letter typed apart (Latin only: «за плащане» is two words).
        (LATIN_LETTERS.test(joined) && Math.min(token.length, next.length) <= 2))
    )
      return joined;
    // A letter spelled out before the rest of a name («си нейм» CNAME, «ай клауд» iCloud).
    if (LETTER_NAMES[token] && token !== 'и' && isCyrillic(next) && !known(next)) {
      const names = surface
        .soundsIn('latin')
        .get(soundKey(LETTER_NAMES[token] + soundSpelling(next)));
      if (names?.length) return names[0];
    }
    // A name typed by ear in two words («войс оувър» VoiceOver).
    const byEar = isCyrillic(token) && isCyrillic(next) && !known(token) && !known(next);
    return byEar && surface.soundsIn('latin').has(soundKey(joined)) ? joined : null;
  };
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
    const joined = next && oneWord(token, next);
    if (joined) {
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

// Dropped from a query of three words or more (what is left must hold a word).
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

// The phrases' words and stems, longest phrase first.
const synonymEntries = perObject((groups, stems) => {
  const entries = groups.map((group) =>
    group.map((phrase) => {
      const words = typedTokens(phrase);
      return {words, stems: stems(words)};
    }),
  );
  const length = (entry) => entry.stems.filter(Boolean).length;
  return entries
    .flatMap((group) => group.map((entry) => [group, entry]))
    .sort((a, b) => length(b[1]) - length(a[1]));
});

/**
 * «болничен на служител» → «блокирано време на служител»: at most `max` forms.
 * @param {string[]} tokens
 * @param {string[][]} groups
 * @param {(words: string[]) => string[]} stems
 * @returns {(string[] & {forStopWords?: boolean})[]}
 */
export function synonymForms(tokens, groups, stems, max = 4) {
  if (!groups?.length || tokens.length === 0) return [];
  const queryStems = stems(tokens);
  /** @type {(string[] & {forStopWords?: boolean})[]} */
  const forms = [];
  const seen = new Set([tokens.join(' ')]);
  for (const [group, entry] of synonymEntries(groups, stems)) {
    // Stop words between the stems are skipped; a phrase of stop words only («около мен») matches
    // by its words.
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

const SUGGESTION_DISTANCE = 2;
// Lengths of words within that distance, against the typed word's.
const SUGGESTION_LENGTHS = [-2, -1, 0, 1, 2];

// "Did you mean": each unknown word (4+ letters) → the closest, most frequent words, one per stem.
export function suggestionQueries(input, surface, {max = 6, stemOf = (word) => word} = {}) {
  const tokens = wordsOf(input);
  const frequency = byFrequency(surface.counts);
  const alternatives = tokens.map((token) => {
    if ([...token].length < 4 || surface.counts.has(token)) return null;
    const close = surface
      .ofLengths(SUGGESTION_LENGTHS.map((step) => token.length + step))
      .map((candidate) => [candidate, distance(token, candidate)])
      .filter(([, d]) => d <= SUGGESTION_DISTANCE)
      .sort((a, b) => a[1] - b[1] || frequency(a[0], b[0]));
    // The closest of each stem.
    const words = [...groupBy(close, ([word]) => stemOf(word)).values()].map(([[word]]) => word);
    return words.length > 0 ? words : null;
  });
  if (alternatives.every((list) => list === null)) return [];
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
