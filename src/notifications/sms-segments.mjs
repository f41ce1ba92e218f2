// @ts-check
/**
 * How many SMS segments a text takes and what a message costs — the counter
 * of the template editor, without React or the DOM. Prices and limits come
 * from ./prices.mjs; the Cyrillic → Latin table from the site's search
 * (src/plugins/search/engine/transliterate.mjs), so the Latin spelling Slotera suggests for
 * an SMS is the one search reads back.
 *
 * Counting follows 3GPP TS 23.038:
 *
 * - A text made only of characters of the GSM 7-bit default alphabet (basic
 *   table and extension table) is sent in GSM-7 and counted in septets: one
 *   per character of the basic table, two per character of the extension
 *   table (ESC + the character: form feed ^ { } \ [ ~ ] | €). 160 septets fit
 *   in one SMS, 153 in each segment of a split message.
 * - Any other character — one Cyrillic letter, a typographic quote, an
 *   emoji — switches the whole message to UCS-2, counted in UTF-16 code
 *   units: one per character of the Basic Multilingual Plane, two per astral
 *   character (most emoji). 70 units fit in one SMS, 67 in each segment of a
 *   split message.
 *
 * A split message never breaks a character across segments: the escape pair
 * of an extension character (GSM-7) and the surrogate pair of an astral
 * character (UCS-2) move whole to the next segment, as carriers' encoders do
 * (a phone would otherwise show a stray escape or a broken character). A
 * segment may therefore hold one unit less than 153 or 67, and such a
 * message can need a segment more than units ÷ 153 (or ÷ 67) suggests.
 * National language shift tables are not used: Bulgarian has none.
 */

import {CYRILLIC_TO_LATIN, CYRILLIC_TO_LATIN_WORD_END} from '@slotera/cyrillic-latin';
import {EMAIL, PLACEHOLDERS, SMS, VIBER, checkLocale, formatMoney, levaCents} from './prices.mjs';

/** @typedef {import('./prices.mjs').Locale} Locale */

/**
 * The GSM 7-bit default alphabet (3GPP TS 23.038 §6.2.1), by code 0x00–0x7F,
 * sixteen to a line. 0x1B is the escape to the extension table, not a
 * character (written here as \u001b and left out of the set).
 */
const GSM7_BASIC_TABLE =
  '@£$¥èéùìòÇ\nØø\rÅå' +
  'Δ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ' +
  ' !"#¤%&\'()*+,-./' +
  '0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNO' +
  'PQRSTUVWXYZÄÖÑÜ§' +
  '¿abcdefghijklmno' +
  'pqrstuvwxyzäöñüà';

/**
 * The characters of the basic table (127: all codes but the escape).
 *
 * @type {ReadonlySet<string>}
 */
export const GSM7_BASIC = new Set(Array.from(GSM7_BASIC_TABLE).filter((char) => char !== '\u001b'));

/**
 * The extension table (3GPP TS 23.038 §6.2.1.1), code → character: each is
 * sent as ESC + code, two septets. The other codes are reserved or fall back
 * to the basic table.
 */
const GSM7_EXTENSION_TABLE = new Map([
  [0x0a, '\f'],
  [0x14, '^'],
  [0x28, '{'],
  [0x29, '}'],
  [0x2f, '\\'],
  [0x3c, '['],
  [0x3d, '~'],
  [0x3e, ']'],
  [0x40, '|'],
  [0x65, '€'],
]);

/**
 * The characters of the extension table: two septets each.
 *
 * @type {ReadonlySet<string>}
 */
export const GSM7_EXTENSION = new Set(GSM7_EXTENSION_TABLE.values());

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
 *
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
 * A template with the sample value of the locale in place of each
 * placeholder, as the template editor's counter sees it. Placeholders are
 * matched exactly as the templates article writes them (`{{client.first_name}}`,
 * no spaces inside the braces); anything else in double braces is reported
 * as unknown — the editor refuses to save it — and stays in the text.
 *
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
 * What a message costs by SMS, and beside it by Viber and e-mail; per
 * message and for `perMonth` messages a month.
 *
 * Viber is paid only when delivered; a message not delivered within 10
 * minutes goes as an SMS fallback and is paid at the SMS price.
 * `viberDelivered` is the share delivered by Viber (1 = all, the default);
 * the monthly Viber figure counts the rest as fallback SMS, as the prices
 * article's monthly estimate does. A text longer than Viber's 1000
 * characters has `viber.fits` false.
 *
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
 * Typographic characters a Bulgarian text often has, and their GSM-7
 * equivalents — the replacements the prices article advises (straight
 * quotes, a hyphen for the dash).
 *
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
