// The simulator's answer: the times the client sees, why the picked one is or is not, the diagram.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import {REASON_ANCHORS, type ReasonCode} from '@site/src/booking-rules/engine.mjs';
import {format, plural} from '../words';
import Diagram from './Diagram';
import {explainEmptyDay, explainSlot, type Context} from './explain';
import {shortTime} from './form';
import type {Strings} from './strings';
import type {ViewSlot} from './view';
import styles from './styles.module.css';

type Props = {
  context: Context | null;
  s: Strings;
  picked: ViewSlot | null;
  onPick: (time: string) => void;
  radioName: string;
};

function SectionLink({s, reason}: {s: Strings; reason: ReasonCode}): ReactNode {
  return <Link to={REASON_ANCHORS[reason]}>{s.section[reason]}</Link>;
}

function EmployeeReason({
  context,
  entry,
  prefix,
}: {
  context: Context;
  entry: ViewSlot['byEmployee'][number];
  prefix: string | null;
}): ReactNode {
  const {s} = context;
  const {sentence, reason} = explainSlot(entry.slot, context, entry.employee);
  const others = entry.slot.reasons.filter((other) => other !== reason);
  return (
    <>
      <p className={entry.slot.offered && !prefix ? styles.offeredText : undefined}>
        {prefix ? <strong>{`${prefix}: `}</strong> : null}
        {sentence}
        {reason && prefix ? (
          <>
            {' → '}
            <SectionLink s={s} reason={reason} />
          </>
        ) : null}
      </p>
      {reason && !prefix ? (
        <p>
          → <SectionLink s={s} reason={reason} />
        </p>
      ) : null}
      {others.length > 0 && !prefix ? (
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

export default function Answer({context, s, picked, onPick, radioName}: Props): ReactNode {
  if (!context) {
    return (
      <div className={styles.result}>
        <p role="status" className={styles.summary}>
          {s.resultInvalid}
        </p>
        <div className={styles.explanation} aria-live="polite" />
      </div>
    );
  }
  const {result} = context;
  const count = result.times.length;
  const summary = count === 0 ? s.resultNone : format(plural(count, s.resultCount), {count});
  const emptyDay = count === 0 ? explainEmptyDay(context) : null;

  let explanation: ReactNode = null;
  if (picked && !result.any) {
    explanation = <EmployeeReason context={context} entry={picked.byEmployee[0]} prefix={null} />;
  } else if (picked) {
    const time = shortTime(picked.time);
    explanation = (
      <>
        <p className={picked.offered ? styles.offeredText : undefined}>
          {picked.offered
            ? format(s.pickAnyOffered, {time, names: context.formatList(picked.employees)})
            : format(s.pickAnyNobody, {time})}
        </p>
        {picked.byEmployee.map((entry) => (
          <EmployeeReason
            key={entry.employee.key}
            context={context}
            entry={entry}
            prefix={entry.employee.name}
          />
        ))}
      </>
    );
  }

  return (
    <div className={styles.result}>
      <p role="status" className={styles.summary}>
        {summary}
      </p>
      {count > 0 ? (
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
      {/* Above the times, so that the reason for the tapped one is on the same screen. */}
      <div className={styles.explanation} aria-live="polite">
        {explanation ??
          (result.slots.length > 0 ? <p className={styles.note}>{s.pickHint}</p> : null)}
      </div>
      <fieldset className={styles.pick}>
        <legend>{s.pickLegend}</legend>
        <div className={styles.times}>
          {result.slots.map((slot) => (
            <label
              key={slot.time}
              className={clsx(styles.time, slot.offered ? styles.timeOffered : styles.timeHidden)}>
              <input
                type="radio"
                name={radioName}
                value={slot.time}
                className={styles.radio}
                checked={picked?.time === slot.time}
                onChange={() => onPick(slot.time)}
                // The time and whether it is offered: the face shows the second by its look.
                aria-label={format(slot.offered ? s.pickOffered : s.pickHidden, {
                  time: shortTime(slot.time),
                })}
              />
              <span className={styles.face}>{shortTime(slot.time)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Diagram form={context.form} s={s} result={result} picked={picked?.time ?? null} />
    </div>
  );
}
