/**
 * What a search that finds nothing offers besides "did you mean", and who hears of it: the seam
 * through which a site adds its own. A site overrides this module
 * (`src/theme/SearchNoResults/index.ts`); the plugin's own offers nothing and tells no one.
 */

export interface StartingPoint {
  /** Path from the site's root, without the language's base: `/business/…/#…`. */
  to: string;
  label: string;
}

export interface NoResultsHelp {
  /** The heading over the starting points. */
  title: string;
  /** Places to start instead, best first (the box and the page show the first four). */
  startingPoints: StartingPoint[];
  /** Where a reader gets help from people, in the same form as `to`; null: no link. */
  supportPath: string | null;
}

/** The help for a page in `locale`. */
export const noResultsHelp: (locale: string) => NoResultsHelp = () => ({
  title: '',
  startingPoints: [],
  supportPath: null,
});

/**
 * A search ended with no results: the query the reader stopped at (once typing has stopped,
 * reported once), and the page's language.
 */
export const reportNoResults: (query: string, locale: string) => void = () => {};
