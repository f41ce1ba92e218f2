// @ts-check
/**
 * The prices and limits of Slotera's notifications and the sample values of
 * the template placeholders, in code once. docs/notifications/prices.md states
 * the same figures; tests/unit/sms-prices.test.mjs reads its tables, so a price
 * changed in one place alone fails. Money is in euro cents (exact sums); leva
 * follow at the fixed rate, rounded to the cent, as the articles write them.
 */
import {LOCALES} from '../site-facts.mjs';

/** @typedef {typeof LOCALES[number]} Locale */

/**
 * @typedef {object} SegmentLimits
 * @property {number} single What one SMS holds when the message is not split.
 * @property {number} multipart What each segment holds when it is (the rest is the concatenation header).
 */

/**
 * @typedef {object} Placeholder
 * @property {Readonly<Record<Locale, number>>} typicalLength The length the counter assumes, per locale: the length of `example`.
 * @property {Readonly<Record<Locale, string>>} example The sample value, as the templates article shows it.
 * @property {boolean} reviewRequestOnly Allowed only in the Review request template.
 */

/** Euro to leva, fixed (SITE.md §6; the same constant as scripts/check-content.mjs). */
export const LEVA_PER_EURO = 1.95583;

/** SMS: paid per segment, when sent. GSM-7 counts septets, Unicode (UCS-2) UTF-16 units. */
export const SMS = Object.freeze({
  eurCentsPerSegment: 6,
  chargedWhen: /** @type {const} */ ('sent'),
  gsm7: /** @type {Readonly<SegmentLimits>} */ (Object.freeze({single: 160, multipart: 153})),
  unicode: /** @type {Readonly<SegmentLimits>} */ (Object.freeze({single: 70, multipart: 67})),
});

/** Viber: one price per message up to 1000 characters, paid only when delivered. */
export const VIBER = Object.freeze({
  eurCentsPerMessage: 4,
  maxCharacters: 1000,
  chargedWhen: /** @type {const} */ ('delivered'),
  /** Not delivered within this time: the SMS fallback is sent (and paid) instead. */
  fallbackAfterMinutes: 10,
});

/** E-mail: free, with no limit on the number. */
export const EMAIL = Object.freeze({eurCentsPerMessage: 0});

/**
 * The placeholders with the sample values of docs/notifications/templates.md#placeholders,
 * from which the articles' worked examples (103 Cyrillic, 124 Latin characters) come out.
 * @type {Readonly<Record<string, Readonly<Placeholder>>>}
 */
export const PLACEHOLDERS = Object.freeze({
  'client.first_name': placeholder('Мария', 'Maria'),
  'client.last_name': placeholder('Петрова', 'Petrova'),
  'business.name': placeholder('Салон Лале', 'Salon Lale'),
  'location.name': placeholder('Лале Център', 'Lale Centre'),
  'location.address': placeholder('ул. „Шипка“ 12, София', '12 Shipka St, Sofia'),
  'service.name': placeholder('Подстригване', 'Haircut'),
  'employee.name': placeholder('Елена', 'Elena'),
  'booking.date': placeholder('15.08.2025', '15.08.2025'),
  'booking.time': placeholder('14:30', '14:30'),
  'booking.manage_url': placeholder(
    'https://slotera.example/m/7KQ2M',
    'https://slotera.example/m/7KQ2M',
  ),
  'review.url': placeholder(
    'https://slotera.example/r/7KQ2M',
    'https://slotera.example/r/7KQ2M',
    true,
  ),
});

/**
 * @param {string} bg
 * @param {string} en
 * @param {boolean} [reviewRequestOnly]
 * @returns {Readonly<Placeholder>}
 */
function placeholder(bg, en, reviewRequestOnly = false) {
  return Object.freeze({
    // Characters as the editor shows them (code points).
    typicalLength: Object.freeze({bg: Array.from(bg).length, en: Array.from(en).length}),
    example: Object.freeze({bg, en}),
    reviewRequestOnly,
  });
}

/**
 * Throws for anything but a locale of the site.
 * @param {string} locale
 * @returns {Locale}
 */
export function checkLocale(locale) {
  if (/** @type {readonly string[]} */ (LOCALES).includes(locale))
    return /** @type {Locale} */ (locale);
  throw new RangeError(`Unknown locale "${locale}": expected one of ${LOCALES.join(', ')}`);
}

/**
 * Leva cents of a sum in euro cents, at the fixed rate, rounded to the cent.
 * @param {number} eurCents
 */
export function levaCents(eurCents) {
  checkCents(eurCents);
  return Math.round(eurCents * LEVA_PER_EURO);
}

const NBSP = '\u00a0';

/**
 * Euro as the articles write it, with no-break spaces: «1 500,00 €» (bg), "€1,500.00" (en).
 * @param {number} eurCents
 * @param {string} locale
 */
export function formatEuro(eurCents, locale) {
  const {sign, whole, cents} = parts(eurCents);
  return checkLocale(locale) === 'bg'
    ? `${sign}${group(whole, NBSP)},${cents}${NBSP}€`
    : `${sign}€${group(whole, ',')}.${cents}`;
}

/**
 * Leva as the articles write them: «0,23 лв.» (bg), "BGN 0.23" (en).
 * @param {number} bgnCents leva cents (see `levaCents`)
 * @param {string} locale
 */
export function formatLeva(bgnCents, locale) {
  const {sign, whole, cents} = parts(bgnCents);
  return checkLocale(locale) === 'bg'
    ? `${sign}${group(whole, NBSP)},${cents}${NBSP}лв.`
    : `BGN${NBSP}${sign}${group(whole, ',')}.${cents}`;
}

/**
 * A price as the articles write it: «0,12 € (0,23 лв.)», "€0.12 (BGN 0.23)".
 * @param {number} eurCents
 * @param {string} locale
 */
export function formatMoney(eurCents, locale) {
  return `${formatEuro(eurCents, locale)} (${formatLeva(levaCents(eurCents), locale)})`;
}

/** @param {number} value */
function checkCents(value) {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`A sum in cents must be a whole number, not ${value}`);
  }
}

/** @param {number} amountCents */
function parts(amountCents) {
  checkCents(amountCents);
  const abs = Math.abs(amountCents);
  return {
    sign: amountCents < 0 ? '-' : '',
    whole: String(Math.floor(abs / 100)),
    cents: String(abs % 100).padStart(2, '0'),
  };
}

/**
 * Thousands separated: «1 500», "1,500".
 * @param {string} digits
 * @param {string} separator
 */
function group(digits, separator) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
