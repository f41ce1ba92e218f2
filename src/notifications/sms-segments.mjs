// @ts-check
// The template editor's SMS counter without React: segments per 3GPP TS 23.038 (GSM-7 septets,
// else UCS-2 units; an escape or surrogate pair never splits), and the cost by SMS, Viber, e-mail.

import {CYRILLIC_TO_LATIN, CYRILLIC_TO_LATIN_WORD_END} from '@slotera/cyrillic-latin';
import {EMAIL, PLACEHOLDERS, SMS, VIBER, checkLocale, formatMoney, levaCents} from './prices.mjs';

/** @typedef {import('./prices.mjs').Locale} Locale */

/** §6.2.1 by code, 16 a line; 0x1B is the escape, not a character. */
const GSM7_BASIC_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅå' +
  'Δ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ' +
  ' !"#¤%&\'()*+,-./' +
  '0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNO' +
  'PQRSTUVWXYZÄÖÑÜ§' +
  '¿abcdefghijklmno' +
  'pqrstuvwxyzäöñüà';

/** @type {ReadonlySet<string>} */
export const GSM7_BASIC = new Set(Array.from(GSM7_BASIC_TABLE).filter((char) => char !== '\u001b'));

/** §6.2.1.1: each sent as ESC + code, two septets. @type {ReadonlySet<string>} */
export const GSM7_EXTENSION = new Set(['\f', '^', '{', '}', '\\', '[', '~', ']', '|', '€']);

/** @typedef {{char: string, index: number}} Culprit `index` in UTF-16 units, as `text[index]`. */
/** `units` are septets or UTF-16 units, as carriers count; `characters` are code points.
 * @param {string} text */
export function countSegments(text) {
  const chars = Array.from(text);
  /** @type {Culprit[]} */
  const unicodeCulprits = [];
  let index = 0;
  for (const char of chars) {
    if (!GSM7_BASIC.has(char) && !GSM7_EXTENSION.has(char)) unicodeCulprits.push({char, index});
    index += char.length;
  }
  const encoding = unicodeCulprits.length === 0 ? 'gsm7' : 'unicode';
  const costs = chars.map((char) =>
    encoding === 'gsm7' ? (GSM7_EXTENSION.has(char) ? 2 : 1) : char.length,
  );
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const limits = encoding === 'gsm7' ? SMS.gsm7 : SMS.unicode;

  const perSegment = units > limits.single ? limits.multipart : limits.single;
  /** @type {number[]} */
  const segmentLengths = [];
  for (const cost of costs) {
    // A character that does not fit whole starts the next segment.
    const last = segmentLengths.length - 1;
    if (last < 0 || segmentLengths[last] + cost > perSegment) segmentLengths.push(cost);
    else segmentLengths[last] += cost;
  }
  return {
    encoding,
    units,
    characters: chars.length,
    segments: segmentLengths.length,
    perSegment,
    segmentLengths,
    unicodeCulprits,
    remainingInSegment: perSegment - (segmentLengths.at(-1) ?? 0),
  };
}

/** @typedef {{name: string, placeholder: string, value: string, length: number, occurrences: number, reviewRequestOnly: boolean}} UsedPlaceholder */
/** @typedef {{text: string, placeholders: UsedPlaceholder[], unknown: {placeholder: string, index: number}[]}} Expansion */

export const PLACEHOLDER_PATTERN = /\{\{([^{}]*)\}\}/g;

/** Anything else in double braces (spaces too) is unknown, as the editor says, and stays as written.
 * @param {string} template @param {string} locale @returns {Expansion} */
export function expandPlaceholders(template, locale) {
  const lang = checkLocale(locale);
  /** @type {Map<string, UsedPlaceholder>} */
  const used = new Map();
  /** @type {{placeholder: string, index: number}[]} */
  const unknown = [];
  const text = template.replace(PLACEHOLDER_PATTERN, (match, name, offset) => {
    const known = Object.hasOwn(PLACEHOLDERS, name) ? PLACEHOLDERS[name] : undefined;
    if (!known) {
      unknown.push({placeholder: match, index: offset});
      return match;
    }
    const entry = used.get(name);
    if (entry) entry.occurrences += 1;
    else {
      used.set(name, {
        name,
        placeholder: match,
        value: known.example[lang],
        length: known.typicalLength[lang],
        occurrences: 1,
        reviewRequestOnly: known.reviewRequestOnly,
      });
    }
    return known.example[lang];
  });
  return {text, placeholders: [...used.values()], unknown};
}

/**
 * Undelivered Viber (1 − `viberDelivered`) counts as fallback SMS, as the prices article's estimate does.
 * @param {{text: string, locale: string, perMonth?: number, viberDelivered?: number}} options
 */
export function messageCost({text, locale, perMonth = 1, viberDelivered = 1}) {
  const lang = checkLocale(locale);
  if (!Number.isSafeInteger(perMonth) || perMonth < 0) {
    throw new RangeError(`perMonth must be a whole number of messages, not ${perMonth}`);
  }
  if (!(viberDelivered >= 0 && viberDelivered <= 1)) {
    throw new RangeError(`viberDelivered is a share between 0 and 1, not ${viberDelivered}`);
  }
  const expansion = expandPlaceholders(text, lang);
  const count = countSegments(expansion.text);
  /** @param {number} eurCents */
  const money = (eurCents) => ({
    eurCents,
    bgnCents: levaCents(eurCents),
    text: formatMoney(eurCents, lang),
  });
  const smsCents = count.segments * SMS.eurCentsPerSegment;
  const delivered = Math.round(perMonth * viberDelivered);
  const fallbackSms = perMonth - delivered;
  return {
    text: expansion.text,
    expansion,
    count,
    segments: count.segments,
    sms: {
      perSegment: money(SMS.eurCentsPerSegment),
      perMessage: money(smsCents),
      perMonth: money(smsCents * perMonth),
    },
    viber: {
      perMessage: money(VIBER.eurCentsPerMessage),
      perMonth: money(delivered * VIBER.eurCentsPerMessage + fallbackSms * smsCents),
      fits: count.characters <= VIBER.maxCharacters,
    },
    email: {
      perMessage: money(EMAIL.eurCentsPerMessage),
      perMonth: money(EMAIL.eurCentsPerMessage * perMonth),
    },
  };
}

/** The plain forms the prices article advises. @type {Readonly<Record<string, string>>} */
export const GSM7_REPLACEMENTS = Object.freeze({
  ...Object.fromEntries(Array.from('„“”«»', (char) => [char, '"'])),
  ...Object.fromEntries(Array.from('‚‘’`', (char) => [char, "'"])),
  ...Object.fromEntries(Array.from('–—−‐‑', (char) => [char, '-'])),
  ...Object.fromEntries(Array.from('\u00a0\u202f\u2009', (char) => [char, ' '])),
  '…': '...',
  '№': 'No',
});

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

/** For GSM-7 instead of UCS-2: search's transliteration (the Latin search reads back), capitals kept
 * (ЩАСТИЕ → SHTASTIE); anything else, e.g. an emoji, stays. @param {string} text @returns {string} */
export function toLatin(text) {
  const chars = Array.from(text);
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i];
    const pair = char + (chars[i + 1] ?? '');
    const wordEnd = !LETTER.test(chars[i + 2] ?? '');
    const pairLatin = wordEnd ? lookUp(CYRILLIC_TO_LATIN_WORD_END, pair) : undefined;
    if (pairLatin !== undefined) {
      out += caseLike(pairLatin, pair, chars, i, 2);
      i += 1;
      continue;
    }
    const latin = lookUp(CYRILLIC_TO_LATIN, char);
    if (latin !== undefined) out += caseLike(latin, char, chars, i, 1);
    else out += Object.hasOwn(GSM7_REPLACEMENTS, char) ? GSM7_REPLACEMENTS[char] : char;
  }
  return out;
}

/** As written, title-cased, or (an accented «ѝ») as its base letter.
 * @param {Readonly<Record<string, string>>} table @param {string} cyrillic @returns {string | undefined} */
function lookUp(table, cyrillic) {
  const titled = cyrillic.charAt(0) + cyrillic.slice(1).toLowerCase();
  const base = cyrillic.normalize('NFD').replace(/\p{M}/gu, '');
  const key = [cyrillic, titled, base].find((form) => Object.hasOwn(table, form));
  return key === undefined ? undefined : table[key];
}

/** Capitals beside a capital: «Ж» → «Zh», «ЖК» → «ZHK».
 * @param {string} latin @param {string} cyrillic @param {string[]} chars @param {number} at @param {number} length */
function caseLike(latin, cyrillic, chars, at, length) {
  if (!UPPER.test(cyrillic.charAt(0))) return latin;
  const capitals =
    cyrillic.length > 1
      ? UPPER.test(cyrillic.charAt(1))
      : UPPER.test(chars[at - 1] ?? '') || UPPER.test(chars[at + length] ?? '');
  return capitals ? latin.toUpperCase() : latin;
}
