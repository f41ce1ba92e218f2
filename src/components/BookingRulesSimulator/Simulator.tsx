// The live booking rules simulator (docs/online-bookings/index.md#try-it): the answer comes first,
// so a phone shows it on the first screen; the rules are src/booking-rules/engine.mjs.
import {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {offeredTimesAnyEmployee} from '@site/src/booking-rules/engine.mjs';
import type {ErrorCode} from '@site/src/booking-rules/engine.mjs';
import {useToolLocale} from '../words';
import Answer from './Answer';
import DayForm from './DayForm';
import type {Context} from './explain';
import {makeFields, outlineButton, smallButton} from './fields';
import {buildInput, exampleForm, type ExampleName, type FormState} from './form';
import {STRINGS} from './strings';
import {useKeepPlaceBelow} from './useKeepPlaceBelow';
import {viewOf} from './view';
import styles from './styles.module.css';

const EXAMPLES = [
  ['worked', 'reset'],
  ['split', 'exampleSplit'],
  ['any', 'exampleAny'],
] as const;

export default function Simulator(): ReactNode {
  const locale = useToolLocale();
  const s = STRINGS[locale];
  // "Maria, Elena and Petar", "4 November 2025": British English, as the article.
  const intlLocale = locale === 'bg' ? 'bg' : 'en-GB';
  const load = (which: ExampleName) => exampleForm(which, (name) => s.employeeNames[name] ?? name);

  const [form, setForm] = useState<FormState>(() => load('worked'));
  const [picked, setPicked] = useState<string | null>(null);
  // Set once the live part answers (the server's HTML of it does not): for tests, as the article end does.
  const ready = useIsBrowser();
  useKeepPlaceBelow();
  const baseId = useId();

  const built = useMemo(() => buildInput(form), [form]);
  const result = useMemo(() => offeredTimesAnyEmployee(built.input), [built]);

  // The first error of each field; buildInput places "now" on its date or time.
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
        formatDate: (date) =>
          new Date(date).toLocaleDateString(intlLocale, {dateStyle: 'long', timeZone: 'UTC'}),
        formatList: (list) => new Intl.ListFormat(intlLocale).format(list),
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
        {EXAMPLES.map(([which, label]) => (
          <button
            key={which}
            type="button"
            className={which === 'worked' ? smallButton : outlineButton}
            onClick={() => reset(which)}>
            {s[label]}
          </button>
        ))}
      </div>

      <DayForm form={form} setForm={setForm} fields={fields} s={s} />
    </div>
  );
}
