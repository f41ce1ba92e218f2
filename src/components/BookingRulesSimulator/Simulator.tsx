/**
 * «Защо не се предлага този час?» — the booking rules simulator of
 * docs/online-bookings/index.md (#try-it). The reader changes the worked
 * example's day (hours, busy time, service, rules, when the client opens the
 * page) and sees the start times a client is offered, and for any time of the
 * step grid, the rule that hides it, linked to the section that explains it.
 *
 * The rules are src/booking-rules/engine.mjs, the same code the article's
 * examples are tested against; this file only draws the form and words the
 * result. It is the live part behind ./index.tsx, which loads it only when
 * the reader comes near it; the server renders it in its first state (the
 * worked example, nothing picked), so that without JavaScript the page shows
 * the example's 9 start times.
 *
 * Its interface text is in ./strings.ts (not in the locales' code.json, which
 * every page loads), picked by the site's current locale and handed to
 * ./Diagram.tsx, ./explain.ts and ./words.ts.
 */
import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {LIMITS, REASON_ANCHORS, STEPS, offeredTimes} from '@site/src/booking-rules/engine.mjs';
import type {ErrorCode, ReasonCode, Slot} from '@site/src/booking-rules/engine.mjs';
import {format, plural} from '../words';
import Diagram from './Diagram';
import {explainEmptyDay, explainSlot, type Context} from './explain';
import {
  BUSY_KINDS,
  MAX_BUSY,
  NOTICE_UNITS,
  NOW_DATE,
  NOW_TIME,
  buildInput,
  exampleForm,
  newBusyRow,
  shortTime,
  type BusyKind,
  type BusyRow,
  type FormState,
  type NoticeUnit,
} from './form';
import {STRINGS, type Strings} from './strings';
import {useKeepPlaceBelow} from './useKeepPlaceBelow';
import {busyKindName, errorMessage, sectionName, type FieldKind} from './words';
import styles from './styles.module.css';

type FieldProps = {
  /** The engine's name of the field ('location.close', 'busy[1].end', …). */
  field: string;
  kind: FieldKind;
  label: ReactNode;
  /** The control, given its id and error attributes. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** The link to the article's section that explains a reason (same page). */
function SectionLink({s, reason}: {s: Strings; reason: ReasonCode}): ReactNode {
  return <Link to={REASON_ANCHORS[reason]}>{sectionName(s, reason)}</Link>;
}

export default function Simulator(): ReactNode {
  const [form, setForm] = useState<FormState>(exampleForm);
  const [picked, setPicked] = useState<string | null>(null);
  const [addKind, setAddKind] = useState<BusyKind>('blocked');
  // Set once the live part answers (the server's HTML of it does not): for tests, as the article end does.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useKeepPlaceBelow();
  const baseId = useId();
  const idOf = (field: string) => `${baseId}${field.replace(/[^\w]/g, '-')}`;
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const locale = currentLocale === 'en' ? 'en' : 'bg';
  const s = STRINGS[locale];

  const built = useMemo(() => buildInput(form), [form]);
  const result = useMemo(() => offeredTimes(built.input), [built]);

  /** The first error of each field; "now" is placed on its date or time by buildInput. */
  const errors = new Map<string, ErrorCode>();
  for (const error of [...built.errors, ...(result.ok ? [] : result.errors)]) {
    if (error.field === 'now' || errors.has(error.field)) continue;
    errors.set(error.field, error.code as ErrorCode);
  }
  const valid = result.ok && errors.size === 0;

  const context: Context | null = result.ok
    ? {
        form,
        result,
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
  const pickedSlot: Slot | null =
    (result.ok && picked !== null && result.slots.find((slot) => slot.time === picked)) || null;

  const update = (change: Partial<FormState>) => setForm((current) => ({...current, ...change}));
  const updateBusy = (key: number, change: Partial<BusyRow>) =>
    setForm((current) => ({
      ...current,
      busy: current.busy.map((row) => (row.key === key ? {...row, ...change} : row)),
    }));

  // A function, not a component: a component declared here would be a new
  // type on every render, and React would replace the input being typed in.
  function renderField({field, kind, label, children}: FieldProps): ReactNode {
    const id = idOf(field);
    const code = errors.get(field);
    const errorId = `${id}-error`;
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        {children({
          id,
          'aria-invalid': code ? true : undefined,
          'aria-describedby': code ? errorId : undefined,
        })}
        {code ? (
          <p id={errorId} className={styles.error}>
            {errorMessage(s, kind, code)}
          </p>
        ) : null}
      </div>
    );
  }

  const timeInput = (
    field: string,
    value: string,
    onChange: (value: string) => void,
    label: ReactNode,
  ) =>
    renderField({
      field,
      kind: field.endsWith('close') ? 'close' : field.endsWith('end') ? 'end' : 'time',
      label,
      children: (control) => (
        <input
          {...control}
          type="time"
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ),
    });

  const numberInput = (
    field: string,
    kind: FieldKind,
    value: string,
    onChange: (value: string) => void,
    label: ReactNode,
    range: {min: number; max: number},
  ) =>
    renderField({
      field,
      kind,
      label,
      children: (control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ),
    });

  const minutesLabel = (label: string) => format(s.fieldMinutes, {label});

  let summary: ReactNode;
  let explanation: ReactNode = null;
  if (!valid || !result.ok || !context) {
    summary = s.resultInvalid;
  } else {
    const count = result.times.length;
    summary = count === 0 ? s.resultNone : format(plural(count, s.resultCount), {count});
    if (pickedSlot) {
      const {sentence, reason} = explainSlot(pickedSlot, context);
      const others = pickedSlot.reasons.filter((other) => other !== reason);
      explanation = (
        <>
          <p className={pickedSlot.offered ? styles.offeredText : undefined}>{sentence}</p>
          {reason ? (
            <p>
              → <SectionLink s={s} reason={reason} />
            </p>
          ) : null}
          {others.length > 0 ? (
            <p>
              {s.reasonAlso}{' '}
              {others.map((other, index) => (
                <span key={other}>
                  {index > 0 ? ', ' : null}
                  <SectionLink s={s} reason={other} />
                </span>
              ))}
            </p>
          ) : null}
        </>
      );
    }
  }

  const emptyDay =
    valid && result.ok && context && result.times.length === 0 ? explainEmptyDay(context) : null;
  const radioName = `${baseId}pick`;

  return (
    <div className={styles.simulator} data-ready={ready ? 'true' : undefined}>
      <div className={styles.toolbar}>
        <p className={styles.note}>{s.introTimeZone}</p>
        <button
          type="button"
          className={clsx('button button--secondary button--sm', styles.reset)}
          onClick={() => {
            setForm(exampleForm());
            setPicked(null);
          }}>
          {s.reset}
        </button>
      </div>

      <fieldset className={styles.group}>
        <legend>{s.dayLegend}</legend>
        <div className={styles.fields}>
          {renderField({
            field: 'date',
            kind: 'date',
            label: s.fieldDate,
            children: (control) => (
              <input
                {...control}
                type="date"
                className={styles.input}
                value={form.date}
                onChange={(event) => {
                  const date = event.target.value;
                  // The client opens the page on the day shown unless the reader said otherwise.
                  setForm((current) => ({
                    ...current,
                    date,
                    nowDate: current.nowDate === current.date ? date : current.nowDate,
                  }));
                }}
              />
            ),
          })}
          {timeInput('location.open', form.open, (open) => update({open}), s.fieldLocationOpen)}
          {timeInput(
            'location.close',
            form.close,
            (close) => update({close}),
            s.fieldLocationClose,
          )}
          {timeInput(
            'employee.start',
            form.employeeStart,
            (employeeStart) => update({employeeStart}),
            s.fieldEmployeeStart,
          )}
          {timeInput(
            'employee.end',
            form.employeeEnd,
            (employeeEnd) => update({employeeEnd}),
            s.fieldEmployeeEnd,
          )}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.busyLegend}</legend>
        {form.busy.length === 0 ? <p className={styles.note}>{s.busyNone}</p> : null}
        {form.busy.map((row, index) => {
          const name = busyKindName(s, row.kind);
          return (
            <fieldset key={row.key} className={styles.busyRow}>
              <legend className={styles.busyLegend}>{name}</legend>
              <div className={styles.fields}>
                {timeInput(
                  `busy[${index}].start`,
                  row.start,
                  (start) => updateBusy(row.key, {start}),
                  s.fieldStart,
                )}
                {timeInput(
                  `busy[${index}].end`,
                  row.end,
                  (end) => updateBusy(row.key, {end}),
                  s.fieldEnd,
                )}
                {row.kind === 'booking'
                  ? numberInput(
                      `busy[${index}].buffer`,
                      'buffer',
                      row.buffer,
                      (buffer) => updateBusy(row.key, {buffer}),
                      minutesLabel(s.fieldBookingBuffer),
                      LIMITS.buffer,
                    )
                  : null}
                <div className={styles.removeCell}>
                  <button
                    type="button"
                    className={clsx(
                      'button button--outline button--secondary button--sm',
                      styles.remove,
                    )}
                    aria-label={format(s.busyRemoveLabel, {
                      name,
                      start: shortTime(row.start),
                      end: shortTime(row.end),
                    })}
                    onClick={() =>
                      setForm((current) => ({
                        ...current,
                        busy: current.busy.filter((other) => other.key !== row.key),
                      }))
                    }>
                    {s.busyRemove}
                  </button>
                </div>
              </div>
            </fieldset>
          );
        })}
        {form.busy.length < MAX_BUSY ? (
          <div className={styles.add}>
            <div className={styles.field}>
              <label htmlFor={idOf('add-kind')}>{s.busyAddKind}</label>
              <select
                id={idOf('add-kind')}
                className={styles.input}
                value={addKind}
                onChange={(event) => setAddKind(event.target.value as BusyKind)}>
                {BUSY_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {busyKindName(s, kind)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={clsx('button button--secondary button--sm', styles.addButton)}
              onClick={() =>
                setForm((current) => ({
                  ...current,
                  busy: [...current.busy, newBusyRow(current, addKind)],
                  nextKey: current.nextKey + 1,
                }))
              }>
              {s.busyAdd}
            </button>
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.serviceLegend}</legend>
        <div className={styles.fields}>
          {numberInput(
            'service.duration',
            'duration',
            form.duration,
            (duration) => update({duration}),
            minutesLabel(s.fieldDuration),
            LIMITS.duration,
          )}
          {numberInput(
            'service.buffer',
            'buffer',
            form.buffer,
            (buffer) => update({buffer}),
            minutesLabel(sectionName(s, 'does-not-fit')),
            LIMITS.buffer,
          )}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.rulesLegend}</legend>
        <div className={styles.fields}>
          {/* The notice's number and its unit side by side, then the step and the window. */}
          {numberInput(
            'noticeMinutes',
            'notice',
            form.notice,
            (notice) => update({notice}),
            sectionName(s, 'notice'),
            {min: 0, max: LIMITS.noticeMinutes.max},
          )}
          <div className={styles.field}>
            <label htmlFor={idOf('notice-unit')}>{s.fieldNoticeUnit}</label>
            <select
              id={idOf('notice-unit')}
              className={styles.input}
              value={form.noticeUnit}
              onChange={(event) => update({noticeUnit: event.target.value as NoticeUnit})}>
              {NOTICE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit === 'minutes' ? s.unitMinutes : unit === 'hours' ? s.unitHours : s.unitDays}
                </option>
              ))}
            </select>
          </div>
          {renderField({
            field: 'step',
            kind: 'step',
            label: s.fieldStep,
            children: (control) => (
              <select
                {...control}
                className={styles.input}
                value={form.step}
                onChange={(event) => update({step: event.target.value})}>
                {STEPS.map((step) => (
                  <option key={step} value={String(step)}>
                    {format(s.fieldStepOption, {step})}
                  </option>
                ))}
              </select>
            ),
          })}
          {numberInput(
            'windowDays',
            'window',
            form.windowDays,
            (windowDays) => update({windowDays}),
            s.fieldWindow,
            LIMITS.windowDays,
          )}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.clientLegend}</legend>
        <div className={styles.fields}>
          {renderField({
            field: NOW_DATE,
            kind: 'date',
            label: s.fieldNowDate,
            children: (control) => (
              <input
                {...control}
                type="date"
                className={styles.input}
                value={form.nowDate}
                onChange={(event) => update({nowDate: event.target.value})}
              />
            ),
          })}
          {timeInput(NOW_TIME, form.nowTime, (nowTime) => update({nowTime}), s.fieldNowTime)}
        </div>
      </fieldset>

      <div className={styles.result}>
        <p role="status" className={styles.summary}>
          {summary}
        </p>
        {valid && result.ok && context ? (
          <>
            {result.times.length > 0 ? (
              <p className={styles.list}>{result.times.map(shortTime).join(', ')}</p>
            ) : emptyDay ? (
              <p>
                {emptyDay.sentence}
                {emptyDay.reason ? (
                  <>
                    {' → '}
                    <SectionLink s={s} reason={emptyDay.reason} />
                  </>
                ) : null}
              </p>
            ) : null}
            <Diagram form={form} s={s} result={result} picked={pickedSlot?.time ?? null} />
            <fieldset className={styles.pick}>
              <legend>{s.pickLegend}</legend>
              <div className={styles.times}>
                {result.slots.map((slot) => (
                  <label
                    key={slot.time}
                    className={clsx(
                      styles.time,
                      slot.offered ? styles.timeOffered : styles.timeHidden,
                    )}>
                    <input
                      type="radio"
                      name={radioName}
                      value={slot.time}
                      className={styles.radio}
                      checked={pickedSlot?.time === slot.time}
                      onChange={() => setPicked(slot.time)}
                      // The time and whether it is offered: the face shows the second by its look.
                      aria-label={
                        slot.offered
                          ? format(s.pickOffered, {time: shortTime(slot.time)})
                          : format(s.pickHidden, {time: shortTime(slot.time)})
                      }
                    />
                    <span className={styles.face}>{shortTime(slot.time)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        ) : null}
        <div className={styles.explanation} aria-live="polite">
          {explanation ??
            (valid && result.ok && result.slots.length > 0 ? (
              <p className={styles.note}>{s.pickHint}</p>
            ) : null)}
        </div>
      </div>
    </div>
  );
}
