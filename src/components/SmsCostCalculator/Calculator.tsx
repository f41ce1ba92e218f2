// The template field of the SMS calculator. The first render depends on the locale alone, so the
// server's HTML is the worked example a reader without JavaScript sees.
import {useId, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {format, interpolate, plural, useToolLocale} from '../words';
import LatinOffer from './LatinOffer';
import MonthCost from './MonthCost';
import Results from './Results';
import {CYRILLIC, useAnnouncement, useSmsCost} from './useSmsCost';
import {wordsOf} from './words';
import styles from './styles.module.css';

const EXAMPLE_PLACEHOLDER = '{{client.first_name}}';

export default function Calculator(): ReactNode {
  const locale = useToolLocale();
  const t = useMemo(() => wordsOf(locale), [locale]);
  const {w, number, counted} = t;
  const c = useSmsCost(locale);
  const {form, update, expansion, cost, perMonth} = c;
  const {count} = cost;

  const ids = {text: useId(), textHint: useId(), unknown: useId(), latinNames: useId()};
  const textarea = useRef<HTMLTextAreaElement>(null);
  const liveSummary = useRef<HTMLParagraphElement>(null);

  // The live part is here: tests and the page know it answers now.
  const ready = useIsBrowser();

  // On a phone: the line under the field above the keyboard, never the field's top off screen.
  const keepSummaryInView = () => {
    window.requestAnimationFrame(() => {
      const line = liveSummary.current?.getBoundingClientRect();
      const field = textarea.current?.getBoundingClientRect();
      if (!line || !field) return;
      const visibleBottom = window.visualViewport
        ? window.visualViewport.offsetTop + window.visualViewport.height
        : window.innerHeight;
      const overflow = line.bottom - visibleBottom;
      if (overflow > 0) window.scrollBy(0, Math.min(overflow, Math.max(0, field.top - 8)));
    });
  };

  const segments = counted(cost.segments, w.segments);
  const price = cost.sms.perMessage.text;
  const announcement = useAnnouncement(
    format(perMonth === null ? w.announcementPerMessage : w.announcementFull, {
      segments,
      price,
      messages: counted(perMonth ?? 0, w.messages),
      smsTotal: cost.sms.perMonth.text,
      viberTotal: cost.viber.perMonth.text,
    }),
  );

  const selectInText = (index: number, char: string) => {
    textarea.current?.focus();
    textarea.current?.setSelectionRange(index, index + char.length);
  };

  const applyLatin = () => {
    update({text: c.latinTemplate, latinNames: true});
    // The button goes away with the Cyrillic text: the reader continues in the text.
    textarea.current?.focus();
  };

  const unknown = expansion.unknown.length > 0;
  return (
    <div className={styles.calculator} data-ready={ready ? 'true' : undefined}>
      <div className={styles.field}>
        <label htmlFor={ids.text} className={styles.label}>
          {w.textLabel}
        </label>
        <textarea
          id={ids.text}
          ref={textarea}
          name="sms-text"
          className={styles.textarea}
          rows={5}
          value={form.text}
          aria-describedby={clsx(ids.textHint, unknown && ids.unknown)}
          aria-invalid={unknown || undefined}
          onChange={(event) => {
            update({text: event.currentTarget.value});
            keepSummaryInView();
          }}
        />
        {/* The result where the eyes are while typing; the status below reads it out. */}
        <p
          ref={liveSummary}
          className={clsx(styles.liveSummary, 'sms-cost-calculator__summary')}
          aria-hidden="true">
          {format(w.liveSummary, {
            characters: counted(count.characters, w.characters),
            segments,
            price,
          })}
        </p>
        <p id={ids.textHint} className={styles.hint}>
          {interpolate(w.textHint, {example: <code>{EXAMPLE_PLACEHOLDER}</code>})}
        </p>
        {unknown && (
          <p id={ids.unknown} className={styles.error}>
            {format(plural(expansion.unknown.length, w.unknownList), {
              list: expansion.unknown.map(({placeholder}) => placeholder).join(', '),
            })}{' '}
            {interpolate(w.unknownFix, {
              link: (
                <Link to="/business/notifications/templates/#placeholders">{w.unknownLink}</Link>
              ),
            })}
          </p>
        )}
      </div>

      {expansion.placeholders.length > 0 && (
        <div className={styles.group}>
          <p className={styles.groupTitle}>{w.placeholdersTitle}</p>
          <ul className={styles.placeholders}>
            {expansion.placeholders.map((used) => {
              const value = c.placeholderValue(used.value);
              return (
                <li key={used.name}>
                  <code>{used.placeholder}</code>
                  {' → '}
                  {format(w.placeholdersValue, {
                    value,
                    characters: counted(Array.from(value).length, w.characters),
                  })}
                  {used.occurrences > 1 &&
                    ` ${format(w.placeholdersOccurrences, {count: number(used.occurrences)})}`}
                  {CYRILLIC.test(value) && ` ${w.placeholdersCyrillic}`}
                  {used.reviewRequestOnly && (
                    <>
                      {' '}
                      {interpolate(w.placeholdersReviewOnly, {
                        template: <b>{w.placeholdersReviewTemplate}</b>,
                      })}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
          {(form.latinNames || c.cyrillicValues.length > 0) && (
            <div className={styles.checkbox}>
              <input
                id={ids.latinNames}
                type="checkbox"
                name="sms-latin-names"
                checked={form.latinNames}
                onChange={(event) => update({latinNames: event.currentTarget.checked})}
              />
              <label htmlFor={ids.latinNames}>{w.latinNamesLabel}</label>
            </div>
          )}
        </div>
      )}

      <Results c={c} t={t} onSelect={selectInText} />
      {c.offerLatin && <LatinOffer c={c} t={t} onUse={applyLatin} />}
      <MonthCost c={c} t={t} />

      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
