// Brand names and addresses (SITE.md §1): a rebrand edits this module only (articles aside).

export const PRODUCT_NAME = 'Slotera';
export const SITE_TITLE = `${PRODUCT_NAME} Studio`;

export const TAGLINE = {
  bg: 'Онлайн платформа за управление на бизнеси с резервации',
  en: 'An online platform for managing appointment-based businesses',
} as const;

/** Where the built site is served; `SITE_URL` overrides it for other hosts. */
export const DEFAULT_SITE_URL = 'https://help.slotera.example';

export const EXTERNAL_URLS = {
  businessWebsite: 'https://business.slotera.example/',
  marketplaceWebsite: 'https://slotera.example/',
  contacts: 'https://business.slotera.example/contacts/',
  supportEmail: 'mailto:support@slotera.example',
} as const;

const SOCIAL_HANDLE = 'slotera';

export const SOCIAL_URLS = {
  Facebook: `https://www.facebook.com/${SOCIAL_HANDLE}`,
  Instagram: `https://www.instagram.com/${SOCIAL_HANDLE}`,
  LinkedIn: `https://www.linkedin.com/company/${SOCIAL_HANDLE}`,
  YouTube: `https://www.youtube.com/@${SOCIAL_HANDLE}`,
} as const;

/** Fixed by the specification (§9), not the current year. */
export const COPYRIGHT = `© 2025 ${PRODUCT_NAME}`;

export {LOCALES, DEFAULT_LOCALE, ROUTE_BASES, AREAS, SEARCH_RESULT_LIMIT} from './site-facts.mjs';
import {LOCALES} from './site-facts.mjs';
export type Locale = (typeof LOCALES)[number];

// A chosen result opens its page with the searched words marked (mark.js, loaded only then).
export const HIGHLIGHT_SEARCH_TERMS = true;
