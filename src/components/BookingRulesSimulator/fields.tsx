// The simulator's form controls. A time is a text field, not type="time", which browsers show in
// the reader's own clock (2:00 PM) while the article and Slotera use 24 hours.
import type {Dispatch, ReactNode, SetStateAction} from 'react';

import type {ErrorCode} from '@site/src/booking-rules/engine.mjs';
import type {FormState} from './form';
import type {Strings} from './strings';
import styles from './styles.module.css';

export type FormProps = {
  form: FormState;
  setForm: Dispatch<SetStateAction<FormState>>;
  fields: Fields;
  s: Strings;
};

export type FieldKind =
  'time' | 'date' | 'duration' | 'buffer' | 'notice' | 'window' | 'step' | 'close' | 'end' | 'name';

function errorMessage(s: Strings, kind: FieldKind, code: ErrorCode): string {
  const e = s.error;
  if (code === 'end-before-start') return kind === 'close' ? e.closeBeforeOpen : e.endBeforeStart;
  if (code === 'intervals' || code === 'overlap') return e[code];
  if (code === 'step' || kind === 'step') return e.step;
  if (code === 'range') {
    return e.range[kind === 'duration' || kind === 'buffer' || kind === 'notice' ? kind : 'window'];
  }
  if (kind === 'time' || kind === 'close' || kind === 'end') return e.time;
  return kind === 'date' || kind === 'notice' || kind === 'name' ? e[kind] : e.number;
}

type Control = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type Fields = {
  idOf: (field: string) => string;
  field: (props: {
    field: string;
    kind: FieldKind;
    label: ReactNode;
    children: (control: Control) => ReactNode;
  }) => ReactNode;
  time: (
    field: string,
    value: string,
    onChange: (value: string) => void,
    label: ReactNode,
  ) => ReactNode;
  number: (
    field: string,
    kind: FieldKind,
    value: string,
    onChange: (value: string) => void,
    label: ReactNode,
    range: {min: number; max: number},
  ) => ReactNode;
};

/** Functions, not components: a component declared in a render is a new type each time, and React
 * would replace the input being typed in. */
export function makeFields(
  baseId: string,
  errors: ReadonlyMap<string, ErrorCode>,
  s: Strings,
): Fields {
  const idOf = (field: string) => `${baseId}${field.replace(/[^\w]/g, '-')}`;

  const field: Fields['field'] = ({field: name, kind, label, children}) => {
    const id = idOf(name);
    const code = errors.get(name);
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
  };

  const time: Fields['time'] = (name, value, onChange, label) =>
    field({
      field: name,
      kind: name.endsWith('close') ? 'close' : name.endsWith('end') ? 'end' : 'time',
      label,
      children: (control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="09:00"
          maxLength={5}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ),
    });

  const number: Fields['number'] = (name, kind, value, onChange, label, range) =>
    field({
      field: name,
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

  return {idOf, field, time, number};
}
