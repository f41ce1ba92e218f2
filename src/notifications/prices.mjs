// @ts-check
// Notification prices, limits and placeholder samples, once in code; a unit test reads the tables
// of docs/notifications/prices.md, so a price changed in one place alone fails. Money in euro cents.
import {LOCALES} from '../site-facts.mjs';

/** @typedef {typeof LOCALES[number]} Locale */

/** @typedef {{single: number, multipart: number}} SegmentLimits */
/** @typedef {{typicalLength: Readonly<Record<Locale, number>>, example: Readonly<Record<Locale, string>>, reviewRequestOnly: boolean}} Placeholder */

/** Fixed rate (SITE.md §6). */
export const LEVA_PER_EURO = 1.95583;

export const SMS = Object.freeze({
  eurCentsPerSegment: 6,
  gsm7: /** @type {Readonly<SegmentLimits>} */ (Object.freeze({single: 160, multipart: 153})),
  unicode: /** @type {Readonly<SegmentLimits>} */ (Object.freeze({single: 70, multipart: 67})),
});

export const VIBER = Object.freeze({
  eurCentsPerMessage: 4,
  maxCharacters: 1000,
  fallbackAfterMinutes: 10,
});

export const EMAIL = Object.freeze({eurCentsPerMessage: 0});

const LINKS = 'https://slotera.example';

/** Samples of docs/notifications/templates.md#placeholders. @type {Readonly<Record<string, Readonly<Placeholder>>>} */
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
  'booking.manage_url': placeholder(`${LINKS}/m/7KQ2M`, `${LINKS}/m/7KQ2M`),
  'review.url': placeholder(`${LINKS}/r/7KQ2M`, `${LINKS}/r/7KQ2M`, true),
});

/** @param {string} bg @param {string} en @param {boolean} [reviewRequestOnly] @returns {Readonly<Placeholder>} */
function placeholder(bg, en, reviewRequestOnly = false) {
  return Object.freeze({
    // Characters as the editor shows them (code points).
    typicalLength: Object.freeze({bg: Array.from(bg).length, en: Array.from(en).length}),
    example: Object.freeze({bg, en}),
    reviewRequestOnly,
  });
}

/** @param {string} locale @returns {Locale} */
export function checkLocale(locale) {
  if (/** @type {readonly string[]} */ (LOCALES).includes(locale))
    return /** @type {Locale} */ (locale);
  throw new RangeError(`Unknown locale "${locale}": expected one of ${LOCALES.join(', ')}`);
}

/** @param {number} eurCents */
export function levaCents(eurCents) {
  checkCents(eurCents);
  return Math.round(eurCents * LEVA_PER_EURO);
}

const NBSP = '\u00a0';

/** «1 500,00 €», "€1,500.00". @param {number} eurCents @param {string} locale */
export function formatEuro(eurCents, locale) {
  const {sign, whole, cents} = parts(eurCents);
  return checkLocale(locale) === 'bg'
    ? `${sign}${group(whole, NBSP)},${cents}${NBSP}€`
    : `${sign}€${group(whole, ',')}.${cents}`;
}

/** «0,23 лв.», "BGN 0.23". @param {number} bgnCents @param {string} locale */
export function formatLeva(bgnCents, locale) {
  const {sign, whole, cents} = parts(bgnCents);
  return checkLocale(locale) === 'bg'
    ? `${sign}${group(whole, NBSP)},${cents}${NBSP}лв.`
    : `BGN${NBSP}${sign}${group(whole, ',')}.${cents}`;
}

/** «0,12 € (0,23 лв.)», "€0.12 (BGN 0.23)". @param {number} eurCents @param {string} locale */
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

/** @param {string} digits @param {string} separator */
function group(digits, separator) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
