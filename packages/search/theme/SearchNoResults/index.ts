// The seam for what a search that finds nothing offers, and who hears of it: a site overrides this
// module (README "Seams"); the plugin's own offers nothing and tells no one.

export interface StartingPoint {
  /** Path from the site's root, without the language's base: `/business/…/#…`. */
  to: string;
  label: string;
}

export interface NoResultsHelp {
  title: string;
  /** Best first; the box and the page show the first four. */
  startingPoints: StartingPoint[];
  /** Where a reader gets help from people, in the same form as `to`; null: no link. */
  supportPath: string | null;
}

export const noResultsHelp: (locale: string) => NoResultsHelp = () => ({
  title: '',
  startingPoints: [],
  supportPath: null,
});

/** Once typing has stopped, reported once. */
export const reportNoResults: (query: string, locale: string) => void = () => {};
