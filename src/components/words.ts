/**
 * Interface text kept beside a component, not in code.json (which every page loads): {name} marks
 * a value, "one|other" the plural forms, as in Docusaurus's translate().
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {Locale} from '@site/src/constants';

/**
 * Each {name} replaced by its value, an unknown {name} left as written: Docusaurus's own, which
 * translate() uses. `format` for text (a string), `interpolate` where a value is an element.
 */
export {interpolate, interpolate as format} from '@docusaurus/Interpolate';

/** The words of the page's language, from a component's own table. */
export function useLocaleWords<T>(words: Record<Locale, T>): T {
  return words[useToolLocale()];
}

/** The page's locale, for the tools' own words. */
export function useToolLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'bg';
}

/** The plural form of "one|other" for a count (Bulgarian and English rules). */
export function plural(count: number, forms: string): string {
  const [one, other = one] = forms.split('|');
  return count === 1 ? one : other;
}
