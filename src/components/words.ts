/**
 * Interface text kept beside a component, not in code.json (which every page loads): {name} marks
 * a value, "one|other" the plural forms, as in Docusaurus's translate().
 */
import {Fragment, createElement, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {Locale} from '@site/src/constants';

/** The words of the page's language, from a component's own table. */
export function useLocaleWords<T>(words: Record<Locale, T>): T {
  return words[useToolLocale()];
}

/** `{name}` as Docusaurus's translate() matches it. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The page's locale, for the tools' own words. */
export function useToolLocale(): Locale {
  return useDocusaurusContext().i18n.currentLocale === 'en' ? 'en' : 'bg';
}

/** The plural form of "one|other" for a count (Bulgarian and English rules). */
export function plural(count: number, forms: string): string {
  const [one, other = one] = forms.split('|');
  return count === 1 ? one : other;
}

/** The text with each {name} replaced by its value; an unknown {name} stays as written. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/**
 * As `format`, for values that are elements (links, code): the parts to
 * render. A plain module (no JSX), so the elements are made with createElement.
 */
export function interpolate(text: string, values: Record<string, ReactNode>): ReactNode[] {
  // split() puts the captured names at the odd indexes.
  return text.split(PLACEHOLDER).map((part, index) => {
    if (index % 2 === 0) return part;
    return createElement(
      Fragment,
      {key: index},
      Object.hasOwn(values, part) ? values[part] : `{${part}}`,
    );
  });
}
