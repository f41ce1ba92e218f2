/**
 * EJECT of the theme's AnnouncementBar (`swizzle --eject`, marked unsafe by the theme as an
 * internal component). Only this file and its CSS (the theme's, unchanged); the bar's Content and
 * CloseButton are still the theme's. Two changes, see src/theme/README.md:
 *
 * 1. A new announcement id must show the bar again to readers who closed the old one, on their
 *    very first page load. The theme's inline script hides the bar before React runs whenever a
 *    dismissal is stored, whatever its id; React then clears the stale dismissal, but the
 *    `data-announcement-bar-initially-dismissed` attribute stays and the bar stays hidden until
 *    the next page load. A tiny script in <head>, before the theme's, clears a dismissal stored
 *    for another id: the bar shows from the first paint. (The theme's own code does the same
 *    after hydration; this only does it earlier.)
 * 2. The theme gives the bar `role="banner"`, the landmark of the site header; a page with its
 *    own <header> (the home page) then has two banners (axe: landmark-no-duplicate-banner). The
 *    bar is a labelled region instead: «Съобщение» / "Announcement".
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import SiteStorage from '@generated/site-storage';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';

import styles from './styles.module.css';

/** A JavaScript string literal that is also safe inside an HTML <script> element. */
const jsString = (value: string): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The theme's storage keys (theme-common `contexts/announcementBar`, namespaced by the site).
 * Keep in sync with the theme when upgrading Docusaurus (the e2e tests check the behaviour).
 */
function resetStaleDismissalScript(id: string): string {
  const idKey = `docusaurus.announcement.id${SiteStorage.namespace}`;
  const dismissKey = `docusaurus.announcement.dismiss${SiteStorage.namespace}`;
  return `(function(){try{var s=window[${jsString(SiteStorage.type)}];if(s.getItem(${jsString(idKey)})!==${jsString(id)}){s.setItem(${jsString(dismissKey)},'false');}}catch(e){}})();`;
}

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  // Server-rendered only, as core's own inline scripts: in the browser it has already run, and
  // a copy added by React would be a new inline script (which the CSP does not allow).
  const staleDismissalScript = announcementBar && !ExecutionEnvironment.canUseDOM && (
    <Head>
      <script>{resetStaleDismissalScript(announcementBar.id)}</script>
    </Head>
  );
  if (!isActive) {
    return staleDismissalScript;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar!;
  return (
    <>
      {staleDismissalScript}
      <div
        className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
        style={{backgroundColor, color: textColor}}
        role="region"
        aria-label={translate({
          id: 'announcementBar.ariaLabel',
          message: 'Announcement',
          description: 'The accessible name of the announcement bar above the navbar',
        })}>
        {isCloseable && <div className={styles.announcementBarPlaceholder} />}
        <AnnouncementBarContent className={styles.announcementBarContent} />
        {isCloseable && (
          <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />
        )}
      </div>
    </>
  );
}
