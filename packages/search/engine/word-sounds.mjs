// Names typed by sound in the other script («айфон», «си ес ви» for iPhone, CSV): a sound skeleton
// the same in both scripts, looked up among the index's own words.
import {CYRILLIC_TO_LATIN} from '@slotera/cyrillic-latin';

import {groupBy} from './group-by.mjs';

/** Bulgarian letters as an English speaker reads them: the official table, ь silent. */
const SOUND_OF_CYRILLIC = Object.freeze({...CYRILLIC_TO_LATIN, ь: ''});

// Latin letters as Bulgarians spell a name out: «пи ди еф» PDF, «есемес» SMS.
export const LETTER_NAMES = Object.fromEntries(
  'ей:a би:b си:c ди:d и:e еф:f джи:g ейч:h ай:i джей:j кей:k ел:l ем:m ен:n оу:o пи:p кю:q ар:r ес:s ти:t ю:u ви:v дабълю:w екс:x уай:y зет:z зед:z'
    .split(' ')
    .map((pair) => pair.split(':')),
);

const CYRILLIC_WORD = /^[а-яѝ]+$/;
export const LATIN_LETTERS = /^[a-z]+$/;

export function isCyrillic(token) {
  return CYRILLIC_WORD.test(token);
}

// Longest first, one after the other from the start: «дабълю» before «ю».
const LETTER_NAME = new RegExp(
  Object.keys(LETTER_NAMES)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gy',
);

export function spelledLetters(word) {
  const names = word.match(LETTER_NAME) ?? [];
  if (names.length < 2 || names.join('').length !== word.length) return null;
  return names.map((name) => LETTER_NAMES[name]).join('');
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

// English spelling folded (ph f, c k/s, x ks…), vowels dropped but a first one, doubles once.
export function soundKey(word) {
  const text = soundSpelling(word);
  if (!text) return '';
  const first = VOWELS.has(text[0]) ? 'V' : text[0];
  const rest = [...text.slice(1)].filter((ch) => !VOWELS.has(ch)).join('');
  return (first + rest).replace(/(.)\1+/g, '$1');
}

export function soundSpelling(word) {
  const lower = word.toLowerCase();
  let text = [...lower]
    .map((ch) => SOUND_OF_CYRILLIC[ch] ?? ch)
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

export function distance(a, b) {
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

/** One letter wrong, missing, extra, or two neighbours swapped. */
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

export function soundIndex(counts, inScript) {
  const words = [...counts.keys()].filter((word) => word.length >= 2 && inScript(word));
  return new Map([...groupBy(words, soundKey)].filter(([key]) => key.length >= 2));
}

export const byFrequency = (counts) => (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0);

// Longest first: «овете» before «ите».
export const BULGARIAN_ENDINGS = 'овете ите ове ът ят та то те а я и'.split(' ');

function withoutBulgarianEnding(word) {
  for (const ending of BULGARIAN_ENDINGS) {
    if (word.endsWith(ending) && [...word].length - ending.length >= 3)
      return word.slice(0, -ending.length);
  }
  return word;
}

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
  // The sound keys of the other script's words (soundIndex keeps none shorter than two).
  const bySound = surface.soundsIn(cyrillic ? 'latin' : 'cyrillic');
  const found = [...new Set([...keys].flatMap((key) => bySound.get(key) ?? []))];
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
