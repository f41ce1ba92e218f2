/**
 * The announcement bar above the navbar (SITE.md §3). Writers edit this file only.
 *
 * When a new changelog post is published:
 * 1. point `post` at it (its URL without the language prefix, as in the browser's address bar);
 * 2. write the text in both languages;
 * 3. change `id` — every visitor who closed the old announcement sees the new one.
 *
 * An e2e test (tests/e2e/theme-announcement.spec.ts) fails while `post` is not the newest post
 * in changelog/.
 */
import {DEFAULT_LOCALE, PRODUCT_NAME, type Locale} from './constants';
import {escapeHtml} from './utils/escape-html.mjs';

export const ANNOUNCEMENT = {
  /** Change it with every new announcement. Shared by both languages. */
  id: 'changelog-2025-11-05-accessibility',
  /** The newest changelog post. */
  post: '/changelog/2025/11/05/accessibility-improvements/',
  text: {
    bg: {
      lead: `Ново в ${PRODUCT_NAME}:`,
      link: 'подобрения в достъпността на бизнес приложението',
    },
    en: {
      lead: `New in ${PRODUCT_NAME}:`,
      link: 'accessibility improvements in the business application',
    },
  },
} satisfies {id: string; post: string; text: Record<Locale, {lead: string; link: string}>};

/** The `themeConfig.announcementBar` of one locale's build. */
export function announcementBar(locale: Locale): {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
} {
  const {lead, link} = ANNOUNCEMENT.text[locale];
  // The bar's content is raw HTML (no <Link>): the language prefix is added here.
  const href = locale === DEFAULT_LOCALE ? ANNOUNCEMENT.post : `/${locale}${ANNOUNCEMENT.post}`;
  return {
    id: ANNOUNCEMENT.id,
    content: `${escapeHtml(lead)} <a href="${escapeHtml(href)}">${escapeHtml(link)}</a>`,
    // The theme writes these as inline colours (default white and black, in
    // both colour modes): Infima's variables follow the reader's mode, and the
    // bar takes the navbar's surface and text colours in each.
    backgroundColor: 'var(--ifm-navbar-background-color)',
    textColor: 'var(--ifm-font-color-base)',
    isCloseable: true,
  };
}
