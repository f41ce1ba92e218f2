/**
 * "25 ноември 2025 г." / "25 November 2025" (SITE.md §6) from a month table: `Intl` orders English
 * as "November 25, 2025". A unit test checks it against `Intl`'s British English.
 */
const words = (text) => text.split(' ');
const MONTHS = {
  bg: words('януари февруари март април май юни юли август септември октомври ноември декември'),
  en: words(
    'January February March April May June July August September October November December',
  ),
};

/**
 * The date in UTC as SITE.md §6 writes it; another locale gets `Intl`'s long date.
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
