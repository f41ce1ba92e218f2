// The simulator's form controls. A time is a text field, not type="time", which browsers show in
// the reader's own clock (2:00 PM) while the article and Slotera use 24 hours.
import type {Dispatch, InputHTMLAttributes, ReactNode, SetStateAction} from 'react';
import clsx from 'clsx';

import {LIMITS, type ErrorCode} from '@site/src/booking-rules/engine.mjs';
import type {FormState} from './form';
import type {Strings} from './strings';
import styles from './styles.module.css';

export type FormProps = {
  form: FormState;
  setForm: Dispatch<SetStateAction<FormState>>;
  fields: Fields;
  s: Strings;
};

/** A field's value and what a change of it does. */
export type Binding = readonly [value: string, onChange: (value: string) => void];

type Control = {id: string; 'aria-invalid'?: true; 'aria-describedby'?: string};

const TIME_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'off',
  spellCheck: false,
  placeholder: '09:00',
  maxLength: 5,
} as const;

// By the last part of the engine's field name ('service.duration', 'employees[0].busy[1].end').
const lastPart = (field: string) => field.slice(field.lastIndexOf('.') + 1);
const RANGE_ERRORS = {duration: 'duration', buffer: 'buffer', noticeMinutes: 'notice'} as const;
const NUMBERS = ['duration', 'buffer', 'windowDays'];

function errorMessage(s: Strings, field: string, code: ErrorCode): string {
  const e = s.error;
  const name = lastPart(field);
  if (code === 'end-before-start') return name === 'close' ? e.closeBeforeOpen : e.endBeforeStart;
  if (code === 'intervals' || code === 'overlap') return e[code];
  if (code === 'step' || name === 'step') return e.step;
  if (code === 'range') return e.range[RANGE_ERRORS[name as 'buffer'] ?? 'window'];
  if (name === 'noticeMinutes') return e.notice;
  if (name === 'date' || name === 'name') return e[name];
  return NUMBERS.includes(name) ? e.number : e.time;
}

export const smallButton = 'button button--secondary button--sm';
export const outlineButton = 'button button--outline button--secondary button--sm';

type ButtonProps = {label?: string; onClick: () => void; children: ReactNode};

/** "+ Add …" under a list. */
export function AddButton({label, onClick, children}: ButtonProps): ReactNode {
  return (
    <button
      type="button"
      className={clsx(smallButton, styles.addButton)}
      aria-label={label}
      onClick={onClick}>
      {children}
    </button>
  );
}

/** "Remove" in its own cell at the end of a row; `label` names what it removes. */
export function RemoveButton({label, onClick, children}: ButtonProps & {label: string}): ReactNode {
  return (
    <div className={styles.removeCell}>
      <button type="button" className={outlineButton} aria-label={label} onClick={onClick}>
        {children}
      </button>
    </div>
  );
}

/** Functions, not components: a component declared in a render is a new type each time, and React
 * would replace the input being typed in. */
export function makeFields(baseId: string, errors: ReadonlyMap<string, ErrorCode>, s: Strings) {
  const field = (name: string, label: ReactNode, control: (props: Control) => ReactNode) => {
    const id = `${baseId}${name.replace(/[^\w]/g, '-')}`;
    const code = errors.get(name);
    const errorId = `${id}-error`;
    return (
      // Keyed, so that a list of fields may be mapped.
      <div key={id} className={styles.field}>
        <label htmlFor={id}>{label}</label>
        {control(code ? {id, 'aria-invalid': true, 'aria-describedby': errorId} : {id})}
        {code ? (
          <p id={errorId} className={styles.error}>
            {errorMessage(s, name, code)}
          </p>
        ) : null}
      </div>
    );
  };

  const input =
    (attributes: InputHTMLAttributes<HTMLInputElement>) =>
    (name: string, label: ReactNode, [value, onChange]: Binding) =>
      field(name, label, (control) => (
        <input
          {...control}
          {...attributes}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ));

  const select = (
    name: string,
    label: ReactNode,
    [value, onChange]: Binding,
    options: readonly (readonly [value: string, text: ReactNode])[],
  ) =>
    field(name, label, (control) => (
      <select
        {...control}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    ));

  // The engine's range for the field: LIMITS.duration for 'service.duration'.
  const number = (name: string, label: ReactNode, binding: Binding) => {
    const range = LIMITS[lastPart(name) as keyof typeof LIMITS];
    return input({type: 'number', inputMode: 'numeric', ...range})(name, label, binding);
  };

  return {
    select,
    date: input({type: 'date'}),
    text: input({type: 'text'}),
    time: input(TIME_INPUT),
    number,
  };
}

export type Fields = ReturnType<typeof makeFields>;
