/**
 * "Last updated" under an article — EJECTED from theme-classic 3.10.2
 * (`LastUpdated`, safe to swizzle). Why not a wrap: the theme's date is fixed
 * to the short month ("25.11.2025 г.", "Nov 25, 2025"); SITE.md §6 and the
 * article-end issue write «Последна промяна: 25 ноември 2025 г.» / "Last
 * updated: 25 November 2025". The date comes from a month table
 * (src/utils/date-format.mjs), so no `Intl.DateTimeFormat` loads ICU data
 * while every article hydrates. The author is never shown (the site does not
 * turn it on). The theme's class name and `<time dateTime>` are kept; its
 * `itemProp="dateModified"` is not: no page has a microdata item for it to
 * belong to (the W3C Nu checker's error on every article), and the release
 * notes' JSON-LD carries the date.
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
