/** Up to three intervals of working hours, each with its two times and a remove button. */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import {MAX_INTERVALS} from '@site/src/booking-rules/engine.mjs';
import {format} from '../words';
import type {FormProps} from './fields';
import {shortTime, type Interval} from './form';
import styles from './styles.module.css';

export const smallButton = 'button button--secondary button--sm';
export const removeButton = clsx(
  'button button--outline button--secondary button--sm',
  styles.remove,
);

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
  const label = (text: string, index: number) =>
    index === 0 ? text : format(s.fieldIntervalN, {label: text, n: index + 1});
  const change = (key: number, edit: Partial<Interval>) =>
    onChange(list.map((i) => (i.key === key ? {...i, ...edit} : i)));
  return (
    <>
      {list.map((interval, index) => (
        <div key={interval.key} className={styles.fields}>
          {fields.time(
            `${prefix}[${index}].${keys[0]}`,
            interval.start,
            (start) => change(interval.key, {start}),
            label(labels[0], index),
          )}
          {fields.time(
            `${prefix}[${index}].${keys[1]}`,
            interval.end,
            (end) => change(interval.key, {end}),
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
