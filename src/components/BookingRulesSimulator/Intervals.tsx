/** Up to three intervals of working hours, each with its two times and a remove button. */
import type {ReactNode} from 'react';

import {MAX_INTERVALS} from '@site/src/booking-rules/engine.mjs';
import {format} from '../words';
import {AddButton, RemoveButton, type FormProps} from './fields';
import {shortTime, type Interval} from './form';
import styles from './styles.module.css';

type Props = FormProps & {
  list: Interval[];
  prefix: string;
  keys: [string, string];
  labels: [string, string];
  addLabel: string;
  onChange: (list: Interval[]) => void;
};

export default function Intervals(props: Props): ReactNode {
  const {list, prefix, keys, labels, addLabel, onChange, form, setForm, fields, s} = props;
  const change = (key: number, edit: Partial<Interval>) =>
    onChange(list.map((i) => (i.key === key ? {...i, ...edit} : i)));
  return (
    <>
      {list.map((interval, index) => (
        <div key={interval.key} className={styles.fields}>
          {(['start', 'end'] as const).map((end, which) =>
            fields.time(
              `${prefix}[${index}].${keys[which]}`,
              index === 0
                ? labels[which]
                : format(s.fieldIntervalN, {label: labels[which], n: index + 1}),
              [interval[end], (time) => change(interval.key, {[end]: time})],
            ),
          )}
          {list.length > 1 ? (
            <RemoveButton
              label={format(s.removeInterval, {
                start: shortTime(interval.start),
                end: shortTime(interval.end),
              })}
              onClick={() => onChange(list.filter((i) => i.key !== interval.key))}>
              {s.busyRemove}
            </RemoveButton>
          ) : null}
        </div>
      ))}
      {list.length < MAX_INTERVALS ? (
        <AddButton
          label={addLabel}
          onClick={() => {
            // The new interval starts where the last one ended; the reader then changes it.
            const start = list[list.length - 1]?.end ?? '09:00';
            onChange([...list, {key: form.nextKey, start, end: start}]);
            setForm((current) => ({...current, nextKey: current.nextKey + 1}));
          }}>
          {s.addInterval}
        </AddButton>
      ) : null}
    </>
  );
}
