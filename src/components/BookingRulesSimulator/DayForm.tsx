// The simulator's form; working hours take up to three intervals, as in the product.
import {useState, type ReactNode} from 'react';

import {STEPS} from '@site/src/booking-rules/engine.mjs';
import {format} from '../words';
import EmployeeFields from './EmployeeFields';
import {AddButton, type Binding, type FormProps} from './fields';
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
import Intervals from './Intervals';
import styles from './styles.module.css';

type TextKey = 'duration' | 'buffer' | 'notice' | 'windowDays' | 'step' | 'nowDate' | 'nowTime';

export default function DayForm(props: FormProps): ReactNode {
  const {form, setForm, fields, s} = props;
  const [addKind, setAddKind] = useState<BusyKind>('blocked');
  const update = (change: Partial<FormState>) => setForm((current) => ({...current, ...change}));
  const bind = (key: TextKey): Binding => [form[key], (value) => update({[key]: value})];
  const minutesLabel = (label: string) => format(s.fieldMinutes, {label});

  return (
    <>
      <fieldset className={styles.group}>
        <legend>{s.dayLegend}</legend>
        <div className={styles.fields}>
          {fields.date('date', s.fieldDate, [
            form.date,
            // The client opens the page on the day shown unless the reader said otherwise.
            (date) =>
              setForm((current) => ({
                ...current,
                date,
                nowDate: current.nowDate === current.date ? date : current.nowDate,
              })),
          ])}
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
          {form.employees.length > 1
            ? fields.select(
                'choice',
                s.fieldChoice,
                [
                  String(form.choice),
                  (choice) => update({choice: choice === 'any' ? 'any' : Number(choice)}),
                ],
                [
                  ...form.employees.map((e) => [String(e.key), e.name] as const),
                  ['any', s.choiceAny],
                ],
              )
            : null}
          {form.employees.length < MAX_EMPLOYEES ? (
            <AddButton
              onClick={() => {
                const key = form.nextKey;
                const first = form.location[0];
                const employee: EmployeeRow = {
                  key,
                  name: format(s.newEmployee, {n: form.employees.length + 1}),
                  hours: [
                    {key: key + 1, start: first?.start ?? '09:00', end: first?.end ?? '18:00'},
                  ],
                  busy: [],
                };
                // A second employee is what «Без предпочитание» is for.
                update({employees: [...form.employees, employee], choice: 'any', nextKey: key + 2});
              }}>
              {s.addEmployee}
            </AddButton>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.serviceLegend}</legend>
        <div className={styles.fields}>
          {fields.number('service.duration', minutesLabel(s.fieldDuration), bind('duration'))}
          {fields.number('service.buffer', minutesLabel(s.section['does-not-fit']), bind('buffer'))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.rulesLegend}</legend>
        <div className={styles.fields}>
          {/* The notice's number and its unit side by side, then the step and the window. */}
          {fields.number('noticeMinutes', s.section['notice'], bind('notice'))}
          {fields.select(
            'notice-unit',
            s.fieldNoticeUnit,
            [form.noticeUnit, (unit) => update({noticeUnit: unit as NoticeUnit})],
            NOTICE_UNITS.map((unit) => [unit, s.unit[unit]]),
          )}
          {fields.select(
            'step',
            s.fieldStep,
            bind('step'),
            STEPS.map((step) => [String(step), format(s.fieldStepOption, {step})]),
          )}
          {fields.number('windowDays', s.fieldWindow, bind('windowDays'))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{s.clientLegend}</legend>
        <div className={styles.fields}>
          {fields.date(NOW_DATE, s.fieldNowDate, bind('nowDate'))}
          {fields.time(NOW_TIME, s.fieldNowTime, bind('nowTime'))}
        </div>
      </fieldset>
    </>
  );
}
