// The announcement bar (SITE.md §3). New changelog post: point `post` at it, write both texts,
// change `id` (readers who closed the old one see it); an e2e test checks `post` is the newest.
import {DEFAULT_LOCALE, PRODUCT_NAME, type Locale} from './constants';
import {escapeHtml} from './utils/escape-html.mjs';

export const ANNOUNCEMENT = {
  id: 'changelog-2025-11-05-accessibility',
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

export function announcementBar(locale: Locale) {
  const {lead, link} = ANNOUNCEMENT.text[locale];
  // The bar's content is raw HTML (no <Link>): the language prefix is added here.
  const href = locale === DEFAULT_LOCALE ? ANNOUNCEMENT.post : `/${locale}${ANNOUNCEMENT.post}`;
  return {
    id: ANNOUNCEMENT.id,
    content: `${escapeHtml(lead)} <a href="${escapeHtml(href)}">${escapeHtml(link)}</a>`,
    // The theme writes inline colours, the same in both modes; Infima's variables follow the mode.
    backgroundColor: 'var(--ifm-navbar-background-color)',
    textColor: 'var(--ifm-font-color-base)',
    isCloseable: true,
  };
}
