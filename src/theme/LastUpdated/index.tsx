/**
 * EJECT (safe): the full month (SITE.md §6) from a table, not `Intl`; no author. See the README.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

import {formatTextDate} from '@site/src/utils/date-format.mjs';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.atDate.long"
        description="Under an article: the date its text last changed; {date} is e.g. 25 November 2025"
        values={{
          date: <time dateTime={date.toISOString()}>{formatTextDate(currentLocale, date)}</time>,
        }}>
        {'Last updated: {date}'}
      </Translate>
    </span>
  );
}
