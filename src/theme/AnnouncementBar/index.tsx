/**
 * EJECT (index only, unsafe): a new announcement shows from the first load; a region, not a
 * second banner. See src/theme/README.md.
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

// The theme's storage keys (theme-common `contexts/announcementBar`): keep in sync on upgrades.
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
