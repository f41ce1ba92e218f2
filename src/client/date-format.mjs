/**
 * The long date of the changelog and the archive ("3 февруари 2025 г.",
 * "February 3, 2025") without `Intl`.
 *
 * The first `Intl.DateTimeFormat` a page creates loads the locale's ICU data:
 * 16–26 ms on our machine, ×4 under Lighthouse's CPU slowdown, inside the
 * hydration of every changelog page. The dates are already in the HTML; a
 * table of month names gives the same text without that cost. Only the long
 * day–month–year form in UTC of our two languages is known here; anything
 * else returns `undefined` and the caller uses `Intl`. A unit test checks the
 * text against Node's `Intl` for every month in both languages.
 */

const MONTHS = {
  bg: [
    'януари',
    'февруари',
    'март',
    'април',
    'май',
    'юни',
    'юли',
    'август',
    'септември',
    'октомври',
    'ноември',
    'декември',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Whether `options` ask for exactly the long date in UTC, in the Gregorian calendar. */
function isLongUtcDate(options) {
  const keys = Object.keys(options).filter((key) => options[key] !== undefined);
  const allowed = new Set(['day', 'month', 'year', 'timeZone', 'calendar']);
  return (
    keys.every((key) => allowed.has(key)) &&
    options.day === 'numeric' &&
    options.month === 'long' &&
    options.year === 'numeric' &&
    options.timeZone === 'UTC' &&
    (options.calendar === undefined || options.calendar === 'gregory')
  );
}

/**
 * @param {string} locale
 * @param {Intl.DateTimeFormatOptions} options
 * @param {Date | number} date
 * @returns {string | undefined} the text, or undefined when this table does not cover the case
 */
export function formatLongDate(locale, options, date) {
  const months = MONTHS[locale];
  if (!months || !isLongUtcDate(options)) return undefined;
  const at = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(at.getTime())) return undefined;
  const day = at.getUTCDate();
  const month = months[at.getUTCMonth()];
  const year = at.getUTCFullYear();
  return locale === 'bg' ? `${day} ${month} ${year} г.` : `${month} ${day}, ${year}`;
}

/**
 * Day, month and year in UTC as SITE.md §6 writes dates in text — «25 ноември
 * 2025 г.», "25 November 2025" — for the articles' "Last updated" line.
 * Another locale gets `Intl`'s long date.
 *
 * @param {string} locale
 * @param {Date | number} date
 * @returns {string}
 */
export function formatTextDate(locale, date) {
  const at = date instanceof Date ? date : new Date(date);
  const months = MONTHS[locale];
  if (!months) {
    return new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(at);
  }
  const text = `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  return locale === 'bg' ? `${text} г.` : text;
}
