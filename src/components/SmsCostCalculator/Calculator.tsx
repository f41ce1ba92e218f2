/**
 * The live SMS cost calculator (loaded by ./index.tsx when the reader comes
 * near it). The reader pastes a template; the calculator counts it as the
 * template editor's counter does — placeholders replaced by the sample values
 * of the templates article — and shows the alphabet, the characters, the SMS
 * segments and what one message and a month of them cost, with Viber beside
 * it; it names the characters that make a message "Cyrillic" and offers the
 * same text in Latin letters.
 *
 * All counting and every sum come from src/notifications/ (the module the
 * unit tests check against the articles); nothing here counts on its own.
 * Its interface text is in ./words.ts (not in the locales' code.json, which every
 * page loads), picked by the site's current locale.
 * The first render depends on the locale alone, so the server's HTML of it is
 * the worked example a reader without JavaScript sees.
 */
import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';

import {
  PLACEHOLDERS,
  SMS,
  VIBER,
  formatEuro,
  formatMoney,
  type Locale,
} from '@site/src/notifications/prices.mjs';
import {
  countSegments,
  expandPlaceholders,
  messageCost,
  toLatin,
} from '@site/src/notifications/sms-segments.mjs';
import styles from './styles.module.css';
import {format, interpolate, plural} from '../words';
import {WORDS} from './words';

/**
 * The reminder of the templates article's SMS example (docs/notifications/
 * templates.md#example-sms and its twin): 103 Cyrillic characters, 2
 * segments in Bulgarian; 124 Latin characters, 1 segment in English — the
 * figures the articles state. Content, not interface text: a translation of
 * it would no longer match the articles.
 */
const DEFAULT_TEMPLATE: Record<Locale, string> = {
  bg: '{{business.name}}: Напомняме за {{service.name}} на {{booking.date}} в {{booking.time}} ч. Промяна: {{booking.manage_url}}',
  en: '{{business.name}}: Reminder of your {{service.name}} with {{employee.name}} on {{booking.date}} at {{booking.time}}. To change or cancel: {{booking.manage_url}}',
};

/** The placeholder the hint under the text field shows. */
const EXAMPLE_PLACEHOLDER = '{{client.first_name}}';
/** The channels' names: the same in both languages, as in the articles. */
const CHANNEL = {sms: 'SMS', viber: 'Viber'} as const;

/** The prices article's monthly example: 200 reminders. */
const DEFAULT_PER_MONTH = 200;
const MAX_PER_MONTH = 1_000_000;

/** Placeholders exactly as `expandPlaceholders` matches them. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Characters a reader cannot see in a list: named by their code instead. */
const INVISIBLE = /^[\p{Z}\p{C}]$/u;
/** Characters named one by one; more Cyrillic letters than this are counted instead. */
const MAX_NAMED = 8;
/** How long typing must pause before the result is read out. */
const ANNOUNCE_AFTER_MS = 800;

/** The calculator's server HTML, still in the page when this component first renders. */
const WRAPPER = '.sms-cost-calculator';

interface FormState {
  text: string;
  perMonth: string;
  latinNames: boolean;
}

/**
 * What the reader typed into the server's HTML before this code arrived (on
 * a slow phone): kept, instead of resetting the form under their fingers.
 * Called once, on the client, when the live part replaces that HTML; on a
 * page opened inside the site there is none, and the defaults stand.
 */
function formBeforeLoad(locale: Locale): FormState {
  const defaults = {
    text: DEFAULT_TEMPLATE[locale],
    perMonth: String(DEFAULT_PER_MONTH),
    latinNames: false,
  };
  if (typeof document === 'undefined') return defaults;
  const wrapper = document.querySelector(WRAPPER);
  const text = wrapper?.querySelector<HTMLTextAreaElement>('textarea[name="sms-text"]');
  const perMonth = wrapper?.querySelector<HTMLInputElement>('input[name="sms-per-month"]');
  const latinNames = wrapper?.querySelector<HTMLInputElement>('input[name="sms-latin-names"]');
  return {
    text: text?.value ?? defaults.text,
    perMonth: perMonth?.value ?? defaults.perMonth,
    latinNames: latinNames?.checked ?? defaults.latinNames,
  };
}

/** Messages a month as typed, or null when it is not a whole number in range. */
function parsePerMonth(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number <= MAX_PER_MONTH ? number : null;
}

/** The template with each placeholder replaced by its sample value in Latin letters. */
function withLatinNames(template: string, locale: Locale): string {
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(PLACEHOLDERS, name) ? toLatin(PLACEHOLDERS[name].example[locale]) : match,
  );
}

/** A position in the text as the reader counts it: characters from 1, an emoji being one. */
function position(text: string, utf16Index: number): number {
  return Array.from(text.slice(0, utf16Index)).length + 1;
}

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

export default function Calculator(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const locale: Locale = currentLocale === 'en' ? 'en' : 'bg';
  const w = WORDS[locale];
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  const [form, setForm] = useState<FormState>(() => formBeforeLoad(locale));
  const {text, latinNames} = form;
  const perMonth = parsePerMonth(form.perMonth);

  const ids = {
    text: useId(),
    textHint: useId(),
    unknown: useId(),
    perMonth: useId(),
    perMonthError: useId(),
    latinNames: useId(),
  };
  const root = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const liveSummary = useRef<HTMLParagraphElement>(null);

  /**
   * On a phone the keyboard covers the lower half of the screen: after a
   * change, the line under the field is scrolled just above the keyboard
   * (the visual viewport), never moving the field's top off the screen.
   */
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

  // The live part is here: tests and the page know it answers now.
  useEffect(() => {
    root.current?.setAttribute('data-ready', 'true');
  }, []);

  const expansion = expandPlaceholders(text, locale);
  const sent = latinNames ? withLatinNames(text, locale) : text;
  const cost = messageCost({text: sent, locale, perMonth: perMonth ?? 0});
  const {count} = cost;
  // What in the reader's own words forces Unicode: the braces and names of
  // placeholders are all GSM-7, so these are characters of the text itself.
  const ownCulprits = countSegments(text).unicodeCulprits;
  const cyrillicCulprits = ownCulprits.filter(({char}) => CYRILLIC.test(char));
  const namedCulprits =
    cyrillicCulprits.length > MAX_NAMED
      ? ownCulprits.filter(({char}) => !CYRILLIC.test(char))
      : ownCulprits;
  const placeholderValue = (value: string) => (latinNames ? toLatin(value) : value);
  const cyrillicValues = expansion.placeholders.filter(({value}) =>
    CYRILLIC.test(placeholderValue(value)),
  );

  // The same message in Latin letters, names included: offered while there is something to change.
  const latinTemplate = toLatin(text);
  const latinCost = messageCost({
    text: withLatinNames(latinTemplate, locale),
    locale,
    perMonth: perMonth ?? 0,
  });
  const offerLatin = latinCost.text !== cost.text;
  const monthlySaving = cost.sms.perMonth.eurCents - latinCost.sms.perMonth.eurCents;

  const segmentsText = (segments: number) =>
    format(plural(segments, w.segments), {count: number.format(segments)});
  const charactersText = (characters: number) =>
    format(plural(characters, w.characters), {count: number.format(characters)});
  const messagesText = (messages: number) =>
    format(plural(messages, w.messages), {count: number.format(messages)});

  // Read out once typing pauses, not at every key; never on the first render.
  const summary =
    perMonth === null
      ? format(w.announcementPerMessage, {
          segments: segmentsText(cost.segments),
          price: cost.sms.perMessage.text,
        })
      : format(w.announcementFull, {
          segments: segmentsText(cost.segments),
          price: cost.sms.perMessage.text,
          messages: messagesText(perMonth),
          smsTotal: cost.sms.perMonth.text,
          viberTotal: cost.viber.perMonth.text,
        });
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(summary);
  useEffect(() => {
    if (summary === announced.current) return undefined;
    const timer = window.setTimeout(() => {
      announced.current = summary;
      setAnnouncement(summary);
    }, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [summary]);

  /** A character as a list names it: in quotes, or by its code when it cannot be seen. */
  const characterName = (char: string) =>
    INVISIBLE.test(char) ? codePoint(char) : format(w.character, {char});

  const selectInText = (index: number, char: string) => {
    const field = textarea.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(index, index + char.length);
  };

  const applyLatin = () => {
    setForm((current) => ({...current, text: latinTemplate, latinNames: true}));
    // The button goes away with the Cyrillic text: the reader continues in the text.
    textarea.current?.focus();
  };

  const perSegmentEuro = formatEuro(SMS.eurCentsPerSegment, locale);
  const limits = count.encoding === 'gsm7' ? SMS.gsm7 : SMS.unicode;

  return (
    <div ref={root} className={styles.calculator}>
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
          value={text}
          aria-describedby={clsx(ids.textHint, expansion.unknown.length > 0 && ids.unknown)}
          aria-invalid={expansion.unknown.length > 0 || undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setForm((current) => ({...current, text: value}));
            keepSummaryInView();
          }}
        />
        {/* The result where the eyes are while typing; the status below reads it out. */}
        <p
          ref={liveSummary}
          className={clsx(styles.liveSummary, 'sms-cost-calculator__summary')}
          aria-hidden="true">
          {format(w.liveSummary, {
            characters: charactersText(count.characters),
            segments: segmentsText(count.segments),
            price: cost.sms.perMessage.text,
          })}
        </p>
        <p id={ids.textHint} className={styles.hint}>
          {interpolate(w.textHint, {example: <code>{EXAMPLE_PLACEHOLDER}</code>})}
        </p>
        {expansion.unknown.length > 0 && (
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
              const value = placeholderValue(used.value);
              return (
                <li key={used.name}>
                  <code>{used.placeholder}</code>
                  {' → '}
                  {format(w.placeholdersValue, {
                    value,
                    characters: charactersText(Array.from(value).length),
                  })}
                  {used.occurrences > 1 &&
                    ` ${format(w.placeholdersOccurrences, {count: number.format(used.occurrences)})}`}
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
          {(latinNames || cyrillicValues.length > 0) && (
            <div className={styles.checkbox}>
              <input
                id={ids.latinNames}
                type="checkbox"
                name="sms-latin-names"
                checked={latinNames}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setForm((current) => ({...current, latinNames: checked}));
                }}
              />
              <label htmlFor={ids.latinNames}>{w.latinNamesLabel}</label>
            </div>
          )}
        </div>
      )}

      <dl className={styles.results}>
        <div>
          <dt>{w.encodingLabel}</dt>
          <dd>
            {count.encoding === 'gsm7'
              ? format(w.encodingGsm7, {single: limits.single, multipart: limits.multipart})
              : format(w.encodingUnicode, {single: limits.single, multipart: limits.multipart})}
          </dd>
        </div>
        <div>
          <dt>{w.charactersLabel}</dt>
          <dd>
            {number.format(count.characters)}
            {count.units !== count.characters &&
              ` ${format(w.charactersUnits, {units: number.format(count.units)})}`}
          </dd>
        </div>
        <div>
          <dt>{w.segmentsLabel}</dt>
          <dd>
            {segmentsText(count.segments)}
            {count.segments === 1 && ` ${format(w.segmentsSingle, {limit: limits.single})}`}
            {count.segments > 1 &&
              ` ${format(w.segmentsSplit, {limit: limits.multipart, lengths: count.segmentLengths.join(' + ')})}`}
            {count.segments > 0 && (
              <span className={styles.detail}>
                {format(w.segmentsRemaining, {
                  characters: charactersText(count.remainingInSegment),
                })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{w.priceLabel}</dt>
          <dd>
            <strong>{cost.sms.perMessage.text}</strong>
            {count.segments > 1 && ` (${count.segments} × ${perSegmentEuro})`}
          </dd>
        </div>
      </dl>

      {count.encoding === 'unicode' && (
        <div className={styles.group}>
          {ownCulprits.length > 0 && (
            <>
              <p className={styles.groupTitle}>
                {format(w.culpritsTitle, {
                  single: SMS.unicode.single,
                  multipart: SMS.unicode.multipart,
                })}
              </p>
              <ul className={styles.culprits}>
                {cyrillicCulprits.length > MAX_NAMED && (
                  <li>
                    {format(plural(cyrillicCulprits.length, w.culpritsCyrillic), {
                      count: number.format(cyrillicCulprits.length),
                    })}
                  </li>
                )}
                {namedCulprits.slice(0, MAX_NAMED).map(({char, index}) => (
                  <li key={index}>
                    <button
                      type="button"
                      className={styles.culprit}
                      onClick={() => selectInText(index, char)}>
                      {INVISIBLE.test(char)
                        ? format(w.culpritsInvisible, {
                            code: codePoint(char),
                            position: number.format(position(text, index)),
                          })
                        : format(w.culpritsChar, {
                            char,
                            position: number.format(position(text, index)),
                          })}
                    </button>
                  </li>
                ))}
                {namedCulprits.length > MAX_NAMED && (
                  <li>
                    {format(w.culpritsMore, {
                      count: number.format(namedCulprits.length - MAX_NAMED),
                    })}
                  </li>
                )}
              </ul>
              {namedCulprits.length > 0 && <p className={styles.hint}>{w.culpritsHint}</p>}
            </>
          )}
          {ownCulprits.length === 0 && cyrillicValues.length > 0 && (
            <p className={styles.groupTitle}>
              {format(w.culpritsValues, {
                placeholders: cyrillicValues.map(({placeholder}) => placeholder).join(', '),
                single: SMS.unicode.single,
                multipart: SMS.unicode.multipart,
              })}
            </p>
          )}
        </div>
      )}

      {offerLatin && (
        <div className={clsx(styles.group, styles.latin)}>
          <Heading as="h3" className={styles.heading}>
            {w.latinTitle}
          </Heading>
          <p className={styles.latinText}>{latinTemplate}</p>
          <p>
            {expansion.placeholders.length > 0
              ? format(w.latinResult, {
                  segments: segmentsText(latinCost.segments),
                  price: latinCost.sms.perMessage.text,
                })
              : format(w.latinResultNoPlaceholders, {
                  segments: segmentsText(latinCost.segments),
                  price: latinCost.sms.perMessage.text,
                })}
            {latinCost.count.encoding === 'unicode' &&
              ` ${format(w.latinStillUnicode, {
                single: SMS.unicode.single,
                multipart: SMS.unicode.multipart,
                characters: [...new Set(latinCost.count.unicodeCulprits.map(({char}) => char))]
                  .map((char) => characterName(char))
                  .join(', '),
              })}`}
            {perMonth !== null &&
              monthlySaving > 0 &&
              ` ${format(w.latinSaving, {messages: messagesText(perMonth), saving: formatMoney(monthlySaving, locale)})}`}
          </p>
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={applyLatin}>
            {w.latinUse}
          </button>
        </div>
      )}

      <div className={clsx(styles.group, styles.month)}>
        <Heading as="h3" className={styles.heading}>
          {w.monthTitle}
        </Heading>
        <div className={styles.field}>
          <label htmlFor={ids.perMonth} className={styles.label}>
            {w.monthLabel}
          </label>
          <input
            id={ids.perMonth}
            name="sms-per-month"
            className={styles.number}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_PER_MONTH}
            step={1}
            value={form.perMonth}
            aria-invalid={perMonth === null || undefined}
            aria-describedby={perMonth === null ? ids.perMonthError : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setForm((current) => ({...current, perMonth: value}));
            }}
          />
          {perMonth === null && (
            <p id={ids.perMonthError} className={styles.error}>
              {format(w.monthError, {max: number.format(MAX_PER_MONTH)})}
            </p>
          )}
        </div>
        <dl className={styles.channels}>
          <div>
            <dt>{CHANNEL.sms}</dt>
            <dd>
              <strong>{perMonth === null ? '—' : cost.sms.perMonth.text}</strong>
              <span className={styles.detail}>
                {format(w.monthSms, {price: cost.sms.perMessage.text})}
              </span>
            </dd>
          </div>
          <div>
            <dt>{CHANNEL.viber}</dt>
            <dd>
              <strong>{perMonth === null ? '—' : cost.viber.perMonth.text}</strong>
              <span className={styles.detail}>
                {format(w.monthViber, {price: cost.viber.perMessage.text})}
              </span>
              {!cost.viber.fits && (
                <span className={clsx(styles.detail, styles.warning)}>
                  {format(w.monthViberTooLong, {max: number.format(VIBER.maxCharacters)})}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <p className={styles.hint}>
          {interpolate(w.monthFallback, {
            minutes: VIBER.fallbackAfterMinutes,
            link: (
              <Link to="/business/notifications/channels/#viber-fallback">
                {w.monthFallbackLink}
              </Link>
            ),
          })}
        </p>
      </div>

      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
