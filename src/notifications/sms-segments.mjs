// @ts-check
/**
 * How many SMS segments a text takes and what a message costs — the counter
 * of the template editor, without React or the DOM. Prices and limits come
 * from ./prices.mjs; the Cyrillic → Latin table from the site's search
 * (src/plugins/search/engine/transliterate.mjs), so the Latin spelling Slotera suggests for
 * an SMS is the one search reads back.
 *
 * Counting follows 3GPP TS 23.038: GSM-7 in septets (an extension-table
 * character such as € counts two) unless one character is outside it, then
 * UCS-2 in UTF-16 units. A split message never breaks an escape or surrogate
 * pair across segments, as carriers' encoders do, so a segment may hold one
 * unit less. Bulgarian has no national shift table.
 */

import {CYRILLIC_TO_LATIN, CYRILLIC_TO_LATIN_WORD_END} from '@slotera/cyrillic-latin';
import {EMAIL, PLACEHOLDERS, SMS, VIBER, checkLocale, formatMoney, levaCents} from './prices.mjs';

/** @typedef {import('./prices.mjs').Locale} Locale */

/** The GSM 7-bit default alphabet (§6.2.1) by code, 16 a line; 0x1B is the escape, not a character. */
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

/**
 * The extension table (§6.2.1.1): each sent as ESC + code, two septets.
 * @type {ReadonlySet<string>}
 */
export const GSM7_EXTENSION = new Set(['\f', '^', '{', '}', '\\', '[', '~', ']', '|', '€']);

/**
 * @typedef {object} SegmentCount
 * @property {'gsm7' | 'unicode'} encoding GSM-7, or UCS-2 when one character is not in GSM-7.
 * @property {number} units What carriers count: GSM-7 septets, or UTF-16 code units.
 * @property {number} characters Unicode characters (code points) of the text.
 * @property {number} segments SMS segments, each paid; 0 for an empty text.
 * @property {number} perSegment Units a segment holds: 160 / 70 for one segment (or none), 153 / 67 once split.
 * @property {number[]} segmentLengths Units in each segment, e.g. [67, 67, 4].
 * @property {{char: string, index: number}[]} unicodeCulprits Every character that forced UCS-2, with its index in the string (UTF-16, as `text[index]`).
 * @property {number} remainingInSegment Units left in the last segment before another is needed.
 */

/**
 * The SMS segments of a text, as the carrier counts and bills them.
 * @param {string} text the message as sent (placeholders already replaced)
 * @returns {SegmentCount}
 */
export function countSegments(text) {
  const chars = Array.from(text);
  /** @type {{char: string, index: number}[]} */
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

  /** @type {number[]} */
  let segmentLengths;
  let perSegment;
  if (units === 0) {
    segmentLengths = [];
    perSegment = limits.single;
  } else if (units <= limits.single) {
    segmentLengths = [units];
    perSegment = limits.single;
  } else {
    perSegment = limits.multipart;
    segmentLengths = [0];
    for (const cost of costs) {
      // A character that does not fit whole starts the next segment.
      if (segmentLengths[segmentLengths.length - 1] + cost > perSegment) segmentLengths.push(0);
      segmentLengths[segmentLengths.length - 1] += cost;
    }
  }
  const last = segmentLengths.length === 0 ? 0 : segmentLengths[segmentLengths.length - 1];
  return {
    encoding,
    units,
    characters: chars.length,
    segments: segmentLengths.length,
    perSegment,
    segmentLengths,
    unicodeCulprits,
    remainingInSegment: perSegment - last,
  };
}

/**
 * @typedef {object} UsedPlaceholder
 * @property {string} name e.g. 'client.first_name'
 * @property {string} placeholder as written: '{{client.first_name}}'
 * @property {string} value the sample value put in its place
 * @property {number} length the length assumed for it (its typical length)
 * @property {number} occurrences how many times the template uses it
 * @property {boolean} reviewRequestOnly allowed only in the Review request template
 */

/**
 * @typedef {object} Expansion
 * @property {string} text the template with each known placeholder replaced by its sample value
 * @property {UsedPlaceholder[]} placeholders the known placeholders used, in order of first use
 * @property {{placeholder: string, index: number}[]} unknown every `{{…}}` that is not a placeholder, left as written, with its index in the template
 */

const PLACEHOLDER_PATTERN = /\{\{([^{}]*)\}\}/g;

/**
 * A template with each placeholder replaced by the locale's sample value, as
 * the editor's counter sees it. Anything else in double braces (spaces too)
 * is unknown, as the editor, which refuses to save it, says; it stays as written.
 * @param {string} template
 * @param {string} locale 'bg' or 'en'
 * @returns {Expansion}
 */
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
 * @typedef {object} Money
 * @property {number} eurCents
 * @property {number} bgnCents leva at the fixed rate, rounded to the cent
 * @property {string} text as the articles of the locale write it: «0,12 € (0,23 лв.)», "€0.12 (BGN 0.23)"
 */

/**
 * @typedef {object} MessageCost
 * @property {string} text the message as counted (placeholders replaced)
 * @property {Expansion} expansion
 * @property {SegmentCount} count
 * @property {number} segments
 * @property {number} perMonth messages a month
 * @property {{perSegment: Money, perMessage: Money, perMonth: Money}} sms
 * @property {{perMessage: Money, perMonth: Money, delivered: number, fallbackSms: number, fits: boolean, maxCharacters: number}} viber
 *   Viber with SMS fallback: the delivered messages at the Viber price, the others as fallback SMS.
 * @property {{perMessage: Money, perMonth: Money}} email
 */

/**
 * What a message costs by SMS, Viber and e-mail, per message and a month.
 * The undelivered share of Viber (1 − `viberDelivered`) counts as fallback
 * SMS, as the prices article's monthly estimate does.
 * @param {object} options
 * @param {string} options.text the SMS text, with or without placeholders
 * @param {string} options.locale 'bg' or 'en': the sample values and how sums are written
 * @param {number} [options.perMonth] messages a month (default 1)
 * @param {number} [options.viberDelivered] share of Viber messages delivered, 0–1 (default 1)
 * @returns {MessageCost}
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
  /**
   * @param {number} eurCents
   * @returns {Money}
   */
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
    perMonth,
    sms: {
      perSegment: money(SMS.eurCentsPerSegment),
      perMessage: money(smsCents),
      perMonth: money(smsCents * perMonth),
    },
    viber: {
      perMessage: money(VIBER.eurCentsPerMessage),
      perMonth: money(delivered * VIBER.eurCentsPerMessage + fallbackSms * smsCents),
      delivered,
      fallbackSms,
      fits: count.characters <= VIBER.maxCharacters,
      maxCharacters: VIBER.maxCharacters,
    },
    email: {
      perMessage: money(EMAIL.eurCentsPerMessage),
      perMonth: money(EMAIL.eurCentsPerMessage * perMonth),
    },
  };
}

/**
 * Typographic characters and the GSM-7 forms the prices article advises.
 * @type {Readonly<Record<string, string>>}
 */
export const GSM7_REPLACEMENTS = Object.freeze({
  '„': '"',
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '‚': "'",
  '‘': "'",
  '’': "'",
  '`': "'",
  '–': '-',
  '—': '-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '…': '...',
  '№': 'No',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
});

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

/**
 * A Bulgarian text in Latin letters, for an SMS counted in GSM-7 (160 / 153)
 * instead of UCS-2 (70 / 67): each Cyrillic letter by the official
 * transliteration (the table of search, `CYRILLIC_TO_LATIN`; «ия» at the end
 * of a word is «ia»: София → Sofia), a word in capitals in capitals (ЩАСТИЕ →
 * SHTASTIE), and the typographic quotes, dashes and spaces of
 * `GSM7_REPLACEMENTS` by their plain forms. Anything else stays as it is —
 * an emoji still forces UCS-2, and `countSegments` names it.
 *
 * @param {string} text
 * @returns {string}
 */
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

/**
 * A letter (or «ия») in the table: as written, as its lower case written
 * with the table's capital, or — for a letter with an accent such as «ѝ» —
 * as its base letter.
 *
 * @param {Readonly<Record<string, string>>} table
 * @param {string} cyrillic
 * @returns {string | undefined}
 */
function lookUp(table, cyrillic) {
  if (Object.hasOwn(table, cyrillic)) return table[cyrillic];
  const titled = cyrillic.charAt(0) + cyrillic.slice(1).toLowerCase();
  if (Object.hasOwn(table, titled)) return table[titled];
  const base = cyrillic.normalize('NFD').replace(/\p{M}/gu, '');
  if (base !== cyrillic && Object.hasOwn(table, base)) return table[base];
  return undefined;
}

/**
 * The Latin spelling in capitals when the Cyrillic is part of a word in
 * capitals (a capital next to another capital), as the table writes it
 * otherwise («Ж» → «Zh», in «ЖК» → «ZHK»).
 *
 * @param {string} latin
 * @param {string} cyrillic
 * @param {string[]} chars
 * @param {number} at
 * @param {number} length
 */
function caseLike(latin, cyrillic, chars, at, length) {
  if (!UPPER.test(cyrillic.charAt(0))) return latin;
  const capitals =
    cyrillic.length > 1
      ? UPPER.test(cyrillic.charAt(1))
      : UPPER.test(chars[at - 1] ?? '') || UPPER.test(chars[at + length] ?? '');
  return capitals ? latin.toUpperCase() : latin;
}
