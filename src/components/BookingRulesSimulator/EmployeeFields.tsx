/** One employee's part of the form: name, working hours, and the busy time of the day. */
import type {Dispatch, ReactNode, SetStateAction} from 'react';
import clsx from 'clsx';

import {LIMITS} from '@site/src/booking-rules/engine.mjs';
import {format} from '../words';
import type {FormProps} from './fields';
import {
  BUSY_KINDS,
  MAX_BUSY,
  newBusyRow,
  shortTime,
  type BusyKind,
  type BusyRow,
  type EmployeeRow,
} from './form';
import Intervals, {removeButton, smallButton} from './Intervals';
import styles from './styles.module.css';

type Props = FormProps & {
  employee: EmployeeRow;
  index: number;
  addKind: BusyKind;
  setAddKind: Dispatch<SetStateAction<BusyKind>>;
};

export default function EmployeeFields(props: Props): ReactNode {
  const {employee, index: e, addKind, setAddKind, form, setForm, fields, s} = props;
  const prefix = `employees[${e}]`;
  const updateEmployee = (change: (row: EmployeeRow) => EmployeeRow) =>
    setForm((current) => ({
      ...current,
      employees: current.employees.map((row) => (row.key === employee.key ? change(row) : row)),
    }));
  const updateBusy = (key: number, change: Partial<BusyRow>) =>
    updateEmployee((row) => ({
      ...row,
      busy: row.busy.map((b) => (b.key === key ? {...b, ...change} : b)),
    }));
  return (
    <fieldset className={styles.group}>
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
                onChange={(event) => updateEmployee((row) => ({...row, name: event.target.value}))}
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
      <Intervals
        form={form}
        setForm={setForm}
        fields={fields}
        s={s}
        list={employee.hours}
        prefix={`${prefix}.employee`}
        keys={['start', 'end']}
        labels={[s.fieldEmployeeStart, s.fieldEmployeeEnd]}
        onChange={(hours) => updateEmployee((row) => ({...row, hours}))}
        addLabel={format(s.addIntervalEmployee, {name: employee.name})}
      />
      <fieldset className={styles.busyGroup}>
        <legend>{format(s.busyLegend, {name: employee.name})}</legend>
        {employee.busy.length === 0 ? <p className={styles.note}>{s.busyNone}</p> : null}
        {employee.busy.map((row, index) => {
          const name = s.busyKind[row.kind];
          const field = `${prefix}.busy[${index}]`;
          return (
            <fieldset key={row.key} className={styles.busyRow}>
              <legend className={styles.busyLegend}>{name}</legend>
              <div className={styles.fields}>
                {fields.time(
                  `${field}.start`,
                  row.start,
                  (start) => updateBusy(row.key, {start}),
                  s.fieldStart,
                )}
                {fields.time(
                  `${field}.end`,
                  row.end,
                  (end) => updateBusy(row.key, {end}),
                  s.fieldEnd,
                )}
                {row.kind === 'booking'
                  ? fields.number(
                      `${field}.buffer`,
                      'buffer',
                      row.buffer,
                      (buffer) => updateBusy(row.key, {buffer}),
                      format(s.fieldMinutes, {label: s.fieldBookingBuffer}),
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
                      updateEmployee((e) => ({
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
                    {s.busyKind[kind]}
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
