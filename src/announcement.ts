/**
 * The announcement bar (SITE.md §3); writers edit this file only. For a new changelog post: point
 * `post` at it (URL without language prefix), write both texts, change `id` (readers who closed the
 * old one see it). theme-announcement.spec.ts fails while `post` is not the newest post.
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
