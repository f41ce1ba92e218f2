// The site's structural facts, once: TypeScript (via src/constants.ts) and the Node
// scripts, pictures and tools that cannot import TypeScript read them from here.

export const LOCALES = /** @type {const} */ (['bg', 'en']);
export const DEFAULT_LOCALE = /** @type {'bg'} */ ('bg');

/** Route bases of the three content areas (SITE.md §2), in the order search lists them. */
export const ROUTE_BASES = Object.freeze(
  /** @type {const} */ ({
    business: 'business',
    marketplace: 'marketplace',
    changelog: 'changelog',
  }),
);

/** The content areas in search order: area name, route base, where its Markdown lives. */
export const AREAS = Object.freeze(
  /** @type {const} */ ([
    {area: 'business', routeBase: ROUTE_BASES.business, contentDir: 'docs'},
    {area: 'marketplace', routeBase: ROUTE_BASES.marketplace, contentDir: 'marketplace'},
    {area: 'changelog', routeBase: ROUTE_BASES.changelog, contentDir: 'changelog'},
  ]),
);

/** How many suggestions the search box shows. */
export const SEARCH_RESULT_LIMIT = 8;

/**
 * The areas as the search takes them (@slotera/docusaurus-search's `areas`, labels aside):
 * release notes rank after the articles, a client's words are answered by the marketplace.
 */
export const SEARCH_AREAS = Object.freeze(
  AREAS.map(({area, routeBase}) => ({
    name: area,
    routeBase,
    demoted: area === 'changelog',
    forClients: area === 'marketplace',
  })),
);
