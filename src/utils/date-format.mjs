/**
 * Day, full month and year as SITE.md §6 writes dates in text, for the
 * articles' "Last updated" line (src/theme/LastUpdated): the theme writes
 * the short month there. A month table rather than `Intl`, whose long date
 * in English is "November 25, 2025", not SITE.md's order. A unit test checks
 * the text against `Intl`'s British English for every month.
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
