// The site's structural facts, once: TypeScript (via src/constants.ts) and the Node
// scripts, pictures and tools that cannot import TypeScript read them from here.

export const LOCALES = /** @type {const} */ (['bg', 'en']);
export const DEFAULT_LOCALE = /** @type {'bg'} */ ('bg');

// In the order search lists them (SITE.md §2).
export const ROUTE_BASES = Object.freeze(
  /** @type {const} */ ({
    business: 'business',
    marketplace: 'marketplace',
    changelog: 'changelog',
  }),
);

export const AREAS = Object.freeze(
  /** @type {const} */ ([
    {area: 'business', routeBase: ROUTE_BASES.business, contentDir: 'docs'},
    {area: 'marketplace', routeBase: ROUTE_BASES.marketplace, contentDir: 'marketplace'},
    {area: 'changelog', routeBase: ROUTE_BASES.changelog, contentDir: 'changelog'},
  ]),
);

export const SEARCH_RESULT_LIMIT = 8;

// Release notes rank after the articles; a client's words are answered by the marketplace.
export const SEARCH_AREAS = Object.freeze(
  AREAS.map(({area, routeBase}) => ({
    name: area,
    routeBase,
    demoted: area === 'changelog',
    forClients: area === 'marketplace',
  })),
);
