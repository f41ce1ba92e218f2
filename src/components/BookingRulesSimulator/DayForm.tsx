/**
 * The simulator's form: the day and the location's hours, each employee's
 * hours and busy time, whom the client chooses, the service, the rules and
 * when the client opens the page. Working hours take up to three intervals
 * (a lunch break, a split shift), as in the product.
 */
import {useState, type Dispatch, type ReactNode, type SetStateAction} from 'react';
import clsx from 'clsx';

import {LIMITS, MAX_INTERVALS, STEPS} from '@site/src/booking-rules/engine.mjs';
import {format} from '../words';
import type {Fields} from './fields';
import {
  BUSY_KINDS,
  MAX_BUSY,
  MAX_EMPLOYEES,
  NOTICE_UNITS,
  NOW_DATE,
  NOW_TIME,
  newBusyRow,
  shortTime,
  type BusyKind,
  type BusyRow,
  type EmployeeRow,
  type FormState,
  type Interval,
  type NoticeUnit,
} from './form';
import type {Strings} from './strings';
import {busyKindName, sectionName} from './words';
import styles from './styles.module.css';

type Props = {
  form: FormState;
  setForm: Dispatch<SetStateAction<FormState>>;
  fields: Fields;
  s: Strings;
};

const smallButton = 'button button--secondary button--sm';
const removeButton = clsx('button button--outline button--secondary button--sm', styles.remove);

export default function DayForm({form, setForm, fields, s}: Props): ReactNode {
  const [addKind, setAddKind] = useState<BusyKind>('blocked');
  const update = (change: Partial<FormState>) => setForm((current) => ({...current, ...change}));
  const updateEmployee = (key: number, change: (e: EmployeeRow) => EmployeeRow) =>
    setForm((current) => ({
      ...current,
      employees: current.employees.map((e) => (e.key === key ? change(e) : e)),
    }));
  const updateBusy = (employee: number, key: number, change: Partial<BusyRow>) =>
    updateEmployee(employee, (e) => ({
      ...e,
      busy: e.busy.map((row) => (row.key === key ? {...row, ...change} : row)),
    }));
  const minutesLabel = (label: string) => format(s.fieldMinutes, {label});

  /** Up to three intervals of working hours, each with its two times and a remove button. */
  function intervals(
    list: Interval[],
    prefix: string,
    keys: [string, string],
    labels: [string, string],
    onChange: (list: Interval[]) => void,
    addLabel: string,
  ): ReactNode {
    const label = (text: string, index: number) =>
      index === 0 ? text : format(s.fieldIntervalN, {label: text, n: index + 1});
    return (
      <>
        {list.map((interval, index) => (
          <div key={interval.key} className={styles.fields}>
            {fields.time(
              `${prefix}[${index}].${keys[0]}`,
              interval.start,
              (start) => onChange(list.map((i) => (i.key === interval.key ? {...i, start} : i))),
              label(labels[0], index),
            )}
            {fields.time(
              `${prefix}[${index}].${keys[1]}`,
              interval.end,
              (end) => onChange(list.map((i) => (i.key === interval.key ? {...i, end} : i))),
              label(labels[1], index),
            )}
            {list.length > 1 ? (
              <div className={styles.removeCell}>
                <button
                  type="button"
                  className={removeButton}
                  aria-label={format(s.removeInterval, {
                    start: shortTime(interval.start),
                    end: shortTime(interval.end),
                  })}
                  onClick={() => onChange(list.filter((i) => i.key !== interval.key))}>
                  {s.busyRemove}
                </button>
              </div>
            ) : null}
          </div>
        ))}
        {list.length < MAX_INTERVALS ? (
          <button
            type="button"
            className={clsx(smallButton, styles.addButton)}
            aria-label={addLabel}
            onClick={() => {
              // The new interval starts where the last one ended; the reader then changes it.
              const start = list[list.length - 1]?.end ?? '09:00';
              onChange([...list, {key: form.nextKey, start, end: start}]);
              setForm((current) => ({...current, nextKey: current.nextKey + 1}));
            }}>
            {s.addInterval}
          </button>
        ) : null}
      </>
    );
  }

  function employeeGroup(employee: EmployeeRow, e: number): ReactNode {
    const prefix = `employees[${e}]`;
    return (
      <fieldset key={employee.key} className={styles.group}>
        <legend>{employee.name || format(s.newEmployee, {n: e + 1})}</legend>
        {form.employees.length > 1 ? (
          <div className={styles.fields}>
            {fields.field({
              field: `${prefix}.name`,
              kind: 'name',
              label: s.fieldName,
              children: (control) => (
                <input
                  {...control}
                  type="text"
                  className={styles.input}
                  value={employee.name}
                  onChange={(event) =>
                    updateEmployee(employee.key, (row) => ({...row, name: event.target.value}))
                  }
                />
              ),
            })}
            <div className={styles.removeCell}>
              <button
                type="button"
                className={removeButton}
                aria-label={format(s.removeEmployeeLabel, {name: employee.name})}
                onClick={() =>
                  setForm((current) => {
                    const employees = current.employees.filter((row) => row.key !== employee.key);
                    // The client's choice stays, unless it was this employee or only one is left.
                    const keep = employees.length > 1 && current.choice !== employee.key;
                    return {
                      ...current,
                      employees,
                      choice: keep ? current.choice : employees[0].key,
                    };
                  })
                }>
                {s.removeEmployee}
              </button>
            </div>
          </div>
        ) : null}
        {intervals(
          employee.hours,
          `${prefix}.employee`,
          ['start', 'end'],
          [s.fieldEmployeeStart, s.fieldEmployeeEnd],
          (hours) => updateEmployee(employee.key, (row) => ({...row, hours})),
          format(s.addIntervalEmployee, {name: employee.name}),
        )}
        <fieldset className={styles.busyGroup}>
          <legend>{format(s.busyLegend, {name: employee.name})}</legend>
          {employee.busy.length === 0 ? <p className={styles.note}>{s.busyNone}</p> : null}
          {employee.busy.map((row, index) => {
            const name = busyKindName(s, row.kind);
            const field = `${prefix}.busy[${index}]`;
            return (
              <fieldset key={row.key} className={styles.busyRow}>
                <legend className={styles.busyLegend}>{name}</legend>
                <div className={styles.fields}>
                  {fields.time(
                    `${field}.start`,
                    row.start,
                    (start) => updateBusy(employee.key, row.key, {start}),
                    s.fieldStart,
                  )}
                  {fields.time(
                    `${field}.end`,
                    row.end,
                    (end) => updateBusy(employee.key, row.key, {end}),
                    s.fieldEnd,
                  )}
                  {row.kind === 'booking'
                    ? fields.number(
                        `${field}.buffer`,
                        'buffer',
                        row.buffer,
                        (buffer) => updateBusy(employee.key, row.key, {buffer}),
                        minutesLabel(s.fieldBookingBuffer),
                        LIMITS.buffer,
                      )
                    : null}
                  <div className={styles.removeCell}>
                    <button
                      type="button"
                      className={removeButton}
                      aria-label={format(s.busyRemoveLabel, {
                        name,
                        start: shortTime(row.start),
                        end: shortTime(row.end),
                      })}
                      onClick={() =>
                        updateEmployee(employee.key, (e) => ({
                          ...e,
                          busy: e.busy.filter((other) => other.key !== row.key),
                        }))
                      }>
                      {s.busyRemove}
                    </button>
                  </div>
                </div>
              </fieldset>
            );
          })}
          {employee.busy.length < MAX_BUSY ? (
            <div className={styles.add}>
              <div className={styles.field}>
                <label htmlFor={fields.idOf(`${prefix}-add-kind`)}>{s.busyAddKind}</label>
                <select
                  id={fields.idOf(`${prefix}-add-kind`)}
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
                className={clsx(smallButton, styles.addButton)}
                onClick={() =>
                  setForm((current) => ({
                    ...current,
                    employees: current.employees.map((row) =>
                      row.key === employee.key
                        ? {...row, busy: [...row.busy, newBusyRow(current.nextKey, addKind)]}
                        : row,
                    ),
                    nextKey: current.nextKey + 1,
                  }))
                }>
                {s.busyAdd}
              </button>
            </div>
          ) : null}
        </fieldset>
      </fieldset>
    );
  }

  return (
    <>
      <fieldset className={styles.group}>
        <legend>{s.dayLegend}</legend>
        <div className={styles.fields}>
          {fields.field({
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
        </div>
        {intervals(
          form.location,
          'location',
          ['open', 'close'],
          [s.fieldLocationOpen, s.fieldLocationClose],
          (location) => update({location}),
          s.addIntervalLocation,
        )}
      </fieldset>

      {form.employees.map(employeeGroup)}

      <fieldset className={styles.group}>
        <legend>{s.choiceLegend}</legend>
        <div className={styles.add}>
          {form.employees.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor={fields.idOf('choice')}>{s.fieldChoice}</label>
              <select
                id={fields.idOf('choice')}
                className={styles.input}
                value={String(form.choice)}
                onChange={(event) =>
                  update({
                    choice: event.target.value === 'any' ? 'any' : Number(event.target.value),
                  })
                }>
                {form.employees.map((employee) => (
                  <option key={employee.key} value={String(employee.key)}>
                    {employee.name}
                  </option>
                ))}
                <option value="any">{s.choiceAny}</option>
              </select>
            </div>
          ) : null}
          {form.employees.length < MAX_EMPLOYEES ? (
            <button
              type="button"
              className={clsx(smallButton, styles.addButton)}
              onClick={() =>
                setForm((current) => {
                  let key = current.nextKey;
                  const first = current.location[0];
                  const employee: EmployeeRow = {
                    key: key++,
                    name: format(s.newEmployee, {n: current.employees.length + 1}),
                    hours: [
                      {key: key++, start: first?.start ?? '09:00', end: first?.end ?? '18:00'},
                    ],
                    busy: [],
                  };
                  return {
                    ...current,
                    employees: [...current.employees, employee],
                    // A second employee is what «Без предпочитание» is for.
                    choice: 'any',
                    nextKey: key,
                  };
                })
              }>
              {s.addEmployee}
            </button>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.serviceLegend}</legend>
        <div className={styles.fields}>
          {fields.number(
            'service.duration',
            'duration',
            form.duration,
            (duration) => update({duration}),
            minutesLabel(s.fieldDuration),
            LIMITS.duration,
          )}
          {fields.number(
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
          {fields.number(
            'noticeMinutes',
            'notice',
            form.notice,
            (notice) => update({notice}),
            sectionName(s, 'notice'),
            {min: 0, max: LIMITS.noticeMinutes.max},
          )}
          <div className={styles.field}>
            <label htmlFor={fields.idOf('notice-unit')}>{s.fieldNoticeUnit}</label>
            <select
              id={fields.idOf('notice-unit')}
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
          {fields.field({
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
          {fields.number(
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
          {fields.field({
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
          {fields.time(NOW_TIME, form.nowTime, (nowTime) => update({nowTime}), s.fieldNowTime)}
        </div>
      </fieldset>
    </>
  );
}
