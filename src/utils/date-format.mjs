// "25 November 2025" (SITE.md §6) from a month table: `Intl` writes English "November 25, 2025".
const words = (text) => text.split(' ');
const MONTHS = {
  bg: words('януари февруари март април май юни юли август септември октомври ноември декември'),
  en: words(
    'January February March April May June July August September October November December',
  ),
};

// In UTC; another locale gets `Intl`'s long date.
/** @param {string} locale @param {Date | number} date @returns {string} */
export function formatTextDate(locale, date) {
  const at = date instanceof Date ? date : new Date(date);
  const months = MONTHS[locale];
  if (!months) {
    return new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(at);
  }
  const text = `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  return locale === 'bg' ? `${text} г.` : text;
}
