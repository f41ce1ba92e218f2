// The simulator's form; working hours take up to three intervals, as in the product.
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';

import {LIMITS, STEPS} from '@site/src/booking-rules/engine.mjs';
import {format} from '../words';
import EmployeeFields from './EmployeeFields';
import type {FormProps} from './fields';
import {
  MAX_EMPLOYEES,
  NOTICE_UNITS,
  NOW_DATE,
  NOW_TIME,
  type BusyKind,
  type EmployeeRow,
  type FormState,
  type NoticeUnit,
} from './form';
import Intervals, {smallButton} from './Intervals';
import styles from './styles.module.css';

export default function DayForm(props: FormProps): ReactNode {
  const {form, setForm, fields, s} = props;
  const [addKind, setAddKind] = useState<BusyKind>('blocked');
  const update = (change: Partial<FormState>) => setForm((current) => ({...current, ...change}));
  const minutesLabel = (label: string) => format(s.fieldMinutes, {label});

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
        <Intervals
          {...props}
          list={form.location}
          prefix="location"
          keys={['open', 'close']}
          labels={[s.fieldLocationOpen, s.fieldLocationClose]}
          onChange={(location) => update({location})}
          addLabel={s.addIntervalLocation}
        />
      </fieldset>

      {form.employees.map((employee, index) => (
        <EmployeeFields
          key={employee.key}
          {...props}
          employee={employee}
          index={index}
          addKind={addKind}
          setAddKind={setAddKind}
        />
      ))}

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
            minutesLabel(s.section['does-not-fit']),
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
            s.section['notice'],
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
                  {s.unit[unit]}
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
