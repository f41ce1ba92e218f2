/** One employee's part of the form: name, working hours, and the busy time of the day. */
import type {Dispatch, ReactNode, SetStateAction} from 'react';

import {format} from '../words';
import {AddButton, RemoveButton, type Binding, type FormProps} from './fields';
import {
  BUSY_KINDS,
  MAX_BUSY,
  newBusyRow,
  shortTime,
  type BusyKind,
  type BusyRow,
  type EmployeeRow,
} from './form';
import Intervals from './Intervals';
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
  const bindBusy = (row: BusyRow, key: 'start' | 'end' | 'buffer'): Binding => [
    row[key],
    (value) =>
      updateEmployee((person) => ({
        ...person,
        busy: person.busy.map((b) => (b.key === row.key ? {...b, [key]: value} : b)),
      })),
  ];
  return (
    <fieldset className={styles.group}>
      <legend>{employee.name || format(s.newEmployee, {n: e + 1})}</legend>
      {form.employees.length > 1 ? (
        <div className={styles.fields}>
          {fields.text(`${prefix}.name`, s.fieldName, [
            employee.name,
            (name) => updateEmployee((row) => ({...row, name})),
          ])}
          <RemoveButton
            label={format(s.removeEmployeeLabel, {name: employee.name})}
            onClick={() =>
              setForm((current) => {
                const employees = current.employees.filter((row) => row.key !== employee.key);
                // The client's choice stays, unless it was this employee or only one is left.
                const keep = employees.length > 1 && current.choice !== employee.key;
                return {...current, employees, choice: keep ? current.choice : employees[0].key};
              })
            }>
            {s.removeEmployee}
          </RemoveButton>
        </div>
      ) : null}
      <Intervals
        {...props}
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
                {fields.time(`${field}.start`, s.fieldStart, bindBusy(row, 'start'))}
                {fields.time(`${field}.end`, s.fieldEnd, bindBusy(row, 'end'))}
                {row.kind === 'booking'
                  ? fields.number(
                      `${field}.buffer`,
                      format(s.fieldMinutes, {label: s.fieldBookingBuffer}),
                      bindBusy(row, 'buffer'),
                    )
                  : null}
                <RemoveButton
                  label={format(s.busyRemoveLabel, {
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
                </RemoveButton>
              </div>
            </fieldset>
          );
        })}
        {employee.busy.length < MAX_BUSY ? (
          <div className={styles.add}>
            {fields.select(
              `${prefix}-add-kind`,
              s.busyAddKind,
              [addKind, (kind) => setAddKind(kind as BusyKind)],
              BUSY_KINDS.map((kind) => [kind, s.busyKind[kind]]),
            )}
            <AddButton
              onClick={() => {
                updateEmployee((row) => ({
                  ...row,
                  busy: [...row.busy, newBusyRow(form.nextKey, addKind)],
                }));
                setForm((current) => ({...current, nextKey: current.nextKey + 1}));
              }}>
              {s.busyAdd}
            </AddButton>
          </div>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
