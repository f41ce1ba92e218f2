/**
 * The route list of SITE.md §2, kept as data: the route tests compare the
 * build against this list, never the build against itself. Every route is
 * relative to a locale's root (bg at `/`, en at `/en/`) and ends with `/`.
 */

export const LOCALE_PREFIXES = {bg: '/', en: '/en/'};

/**
 * The business pages: the specification's 40, then the pages SITE.md §2 adds
 * where readers need them (none replaces or moves a listed route).
 */
export const BUSINESS_PAGES = [
  'intro',
  'accessibility',
  'calendar',
  'clients',
  'dashboard',
  'employees',
  'marketing',
  'memberships',
  'reports',
  'support',
  'translates',
  'billing/auto-top-up',
  'billing/faq',
  'billing/invoices',
  'billing/subscriptions',
  'billing/wallet',
  'get-started/business',
  'get-started/employees',
  'get-started/locations',
  'get-started/next-steps',
  'get-started/resources',
  'get-started/services',
  'get-started/working-hours',
  'integrations/external-connectivity',
  'integrations/google-calendar',
  'integrations/his-bg',
  'notifications/channels',
  'notifications/prices',
  'notifications/templates',
  'online-bookings/custom-domain',
  'online-bookings/utm-tracking',
  'payments/discounts',
  'payments/payment-methods',
  'services/manage-prices',
  'widget/javascript',
  'widget/options',
  'widget/wordpress',
  'working-hours/blocked-time',
  'working-hours/employees',
  'working-hours/location',
  // Added (SITE.md §2): the Online bookings category's page — the booking
  // rules screen and why a time cannot be booked.
  'online-bookings',
];

export const BUSINESS_TAGS = [
  'billing',
  'blocked-time',
  'campaigns',
  'discounts',
  'employees',
  'getting-started',
  'invoices',
  'location',
  'locations',
  'marketing',
  'payments',
  'resources',
  'schedule',
  'services',
  'settings',
  'subscription',
  'wallet',
  'working-hours',
];

export const MARKETPLACE_PAGES = ['intro', 'geo-location', 'support'];

export const CHANGELOG_AUTHOR = 'slotera-team';
export const CHANGELOG_TAGS = [
  'authentication',
  'business-application',
  'discounts',
  'login',
  'marketplace',
  'updates',
];

/** Release notes: 11 to 20 dated posts between these dates (inclusive). */
export const CHANGELOG_POSTS = {min: 11, max: 20, first: '2024-08-15', last: '2025-11-05'};

/** `/changelog/YYYY/MM/DD/slug/`: the only routes under /changelog/ not listed one by one. */
export const CHANGELOG_POST_ROUTE = /^\/changelog\/(\d{4})\/(\d{2})\/(\d{2})\/[a-z0-9-]+\/$/;

/** Outside the three content areas: home and the search plugin's page. */
export const OTHER_PAGES = ['/', '/search/'];

/** Every named route of one locale, relative to its root. */
export const LISTED_ROUTES = [
  ...OTHER_PAGES,
  ...BUSINESS_PAGES.map((page) => `/business/${page}/`),
  '/business/tags/',
  ...BUSINESS_TAGS.map((tag) => `/business/tags/${tag}/`),
  ...MARKETPLACE_PAGES.map((page) => `/marketplace/${page}/`),
  '/changelog/',
  '/changelog/page/2/',
  '/changelog/archive/',
  '/changelog/authors/',
  `/changelog/authors/${CHANGELOG_AUTHOR}/`,
  `/changelog/authors/${CHANGELOG_AUTHOR}/page/2/`,
  '/changelog/tags/',
  ...CHANGELOG_TAGS.map((tag) => `/changelog/tags/${tag}/`),
  '/changelog/tags/business-application/page/2/',
];

/**
 * Listed routes whose content has not been written yet. The route test
 * checks that each of these is ABSENT from the build, so whoever writes the
 * page must also remove it from here: the list never silently drifts.
 */
export const NOT_YET_WRITTEN: string[] = [];

/** Drafts: files with `draft: true`, never in the production build. */
export const DRAFT_ROUTES: string[] = [
  '/business/employee-roles/',
  '/business/inventory/inventories/',
  '/business/inventory/locations/',
  '/business/inventory/orders/',
  '/business/inventory/stocktakes/',
];
