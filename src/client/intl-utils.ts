/**
 * Replaces `@docusaurus/theme-common/lib/utils/IntlUtils.js` (the alias is in
 * src/plugins/quiet-startup.ts): the same two hooks, but `useDateTimeFormat`
 * creates no `Intl.DateTimeFormat` for the long date the changelog shows —
 * src/client/date-format.mjs says why. Every other format, and every method
 * but `format`, goes to `Intl` as before.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {formatLongDate} from './date-format.mjs';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

class TableFirstDateTimeFormat {
  private intl: Intl.DateTimeFormat | undefined;

  constructor(
    private readonly locale: string,
    private readonly options: Intl.DateTimeFormatOptions,
  ) {}

  private real(): Intl.DateTimeFormat {
    this.intl ??= new Intl.DateTimeFormat(this.locale, this.options);
    return this.intl;
  }

  format(date?: Date | number): string {
    return (
      (date !== undefined && formatLongDate(this.locale, this.options, date)) ||
      this.real().format(date)
    );
  }

  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
    return this.real().formatToParts(date);
  }

  formatRange(start: Date | number, end: Date | number): string {
    return this.real().formatRange(start, end);
  }

  formatRangeToParts(start: Date | number, end: Date | number): Intl.DateTimeRangeFormatPart[] {
    return this.real().formatRangeToParts(start, end);
  }

  resolvedOptions(): Intl.ResolvedDateTimeFormatOptions {
    return this.real().resolvedOptions();
  }
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return new TableFirstDateTimeFormat(currentLocale, {
    calendar,
    ...options,
  }) as unknown as Intl.DateTimeFormat;
}
