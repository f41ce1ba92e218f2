/** A month of messages by SMS and by Viber. */
import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {VIBER} from '@site/src/notifications/prices.mjs';
import {format, interpolate} from '../words';
import {MAX_PER_MONTH, type SmsCost} from './useSmsCost';
import type {Text} from './words';
import styles from './styles.module.css';

export default function MonthCost({c, t}: {c: SmsCost; t: Text}): ReactNode {
  const {w, number} = t;
  const {cost, perMonth} = c;
  const inputId = useId();
  const errorId = useId();
  // The channels' names are the same in both languages, as in the articles.
  const channels = [
    ['SMS', cost.sms, w.monthSms],
    ['Viber', cost.viber, w.monthViber],
  ] as const;
  return (
    <div className={clsx(styles.group, styles.month)}>
      <Heading as="h3" className={styles.heading}>
        {w.monthTitle}
      </Heading>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {w.monthLabel}
        </label>
        <input
          id={inputId}
          name="sms-per-month"
          className={styles.number}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PER_MONTH}
          step={1}
          value={c.form.perMonth}
          aria-invalid={perMonth === null || undefined}
          aria-describedby={perMonth === null ? errorId : undefined}
          onChange={(event) => c.update({perMonth: event.currentTarget.value})}
        />
        {perMonth === null && (
          <p id={errorId} className={styles.error}>
            {format(w.monthError, {max: number(MAX_PER_MONTH)})}
          </p>
        )}
      </div>
      <dl className={styles.channels}>
        {channels.map(([name, channel, detail]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <strong>{perMonth === null ? '—' : channel.perMonth.text}</strong>
              <span className={styles.detail}>
                {format(detail, {price: channel.perMessage.text})}
              </span>
              {name === 'Viber' && !cost.viber.fits && (
                <span className={clsx(styles.detail, styles.warning)}>
                  {format(w.monthViberTooLong, {max: number(VIBER.maxCharacters)})}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>
        {interpolate(w.monthFallback, {
          minutes: VIBER.fallbackAfterMinutes,
          link: (
            <Link to="/business/notifications/channels/#viber-fallback">{w.monthFallbackLink}</Link>
          ),
        })}
      </p>
    </div>
  );
}
