/**
 * «Защо не се предлага този час?» — the booking rules simulator of
 * docs/online-bookings/index.md (#try-it). The reader changes the worked
 * example's day (hours in up to three intervals, several employees and
 * «Без предпочитание», busy time, service, rules, when the client opens the
 * page) and sees the start times a client is offered, and for any time of the
 * step grid, the rule that hides it, linked to the section that explains it.
 *
 * The rules are src/booking-rules/engine.mjs, the same code the article's
 * examples are tested against; this file keeps the state and lays out the
 * answer (./Answer.tsx, first, so that a phone shows it on the first screen)
 * and the form (./DayForm.tsx). It is the live part behind ./index.tsx, which
 * loads it only when the reader comes near it; the server renders it in its
 * first state (the worked example, nothing picked), so that without
 * JavaScript the page shows the example's 9 start times.
 *
 * Its interface text is in ./strings.ts (not in the locales' code.json, which
 * every page loads), picked by the site's current locale.
 */
import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {offeredTimesAnyEmployee} from '@site/src/booking-rules/engine.mjs';
import type {ErrorCode} from '@site/src/booking-rules/engine.mjs';
import Answer from './Answer';
import DayForm from './DayForm';
import type {Context} from './explain';
import {makeFields} from './fields';
import {buildInput, exampleForm, type ExampleName, type FormState} from './form';
import {STRINGS} from './strings';
import {useKeepPlaceBelow} from './useKeepPlaceBelow';
import {viewOf} from './view';
import styles from './styles.module.css';

export default function Simulator(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const locale = currentLocale === 'en' ? 'en' : 'bg';
  const s = STRINGS[locale];
  const load = (which: ExampleName) => exampleForm(which, (name) => s.employeeNames[name] ?? name);

  const [form, setForm] = useState<FormState>(() => load('worked'));
  const [picked, setPicked] = useState<string | null>(null);
  // Set once the live part answers (the server's HTML of it does not): for tests, as the article end does.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useKeepPlaceBelow();
  const baseId = useId();

  const built = useMemo(() => buildInput(form), [form]);
  const result = useMemo(() => offeredTimesAnyEmployee(built.input), [built]);

  /** The first error of each field; "now" is placed on its date or time by buildInput. */
  const errors = new Map<string, ErrorCode>();
  for (const error of [...built.errors, ...(result.ok ? [] : result.errors)]) {
    if (error.field === 'now' || errors.has(error.field)) continue;
    errors.set(error.field, error.code as ErrorCode);
  }
  const valid = result.ok && errors.size === 0;
  const fields = makeFields(baseId, errors, s);

  const view = result.ok && valid ? viewOf(result, form.employees, form.choice) : null;
  const context: Context | null = view
    ? {
        form,
        result: view,
        s,
        formatDate: (date) => {
          const [y, m, d] = date.split('-').map(Number);
          return new Intl.DateTimeFormat(currentLocale === 'bg' ? 'bg' : 'en-GB', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(Date.UTC(y, m - 1, d));
        },
      }
    : null;
  // A picked time that the new grid no longer has (another step) is dropped.
  const pickedSlot = (view && picked !== null && view.slots.find((s) => s.time === picked)) || null;

  const reset = (which: ExampleName) => {
    setForm(load(which));
    setPicked(null);
  };

  return (
    <div className={styles.simulator} data-ready={ready ? 'true' : undefined}>
      <p className={clsx(styles.note, styles.intro)}>{s.introTimeZone}</p>

      <Answer
        context={context}
        s={s}
        picked={pickedSlot}
        onPick={setPicked}
        radioName={`${baseId}pick`}
      />

      {/* The article's examples, then the form: after the answer, not before it. */}
      <div className={styles.examples}>
        <button
          type="button"
          className={clsx('button button--secondary button--sm', styles.reset)}
          onClick={() => reset('worked')}>
          {s.reset}
        </button>
        <button
          type="button"
          className="button button--outline button--secondary button--sm"
          onClick={() => reset('split')}>
          {s.exampleSplit}
        </button>
        <button
          type="button"
          className="button button--outline button--secondary button--sm"
          onClick={() => reset('any')}>
          {s.exampleAny}
        </button>
      </div>

      <DayForm form={form} setForm={setForm} fields={fields} s={s} />
    </div>
  );
}
