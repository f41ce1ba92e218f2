// The day as the article's slot-layers picture draws it; it pictures what the text beside it says,
// so screen readers skip it.
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';

import {clock, minutesOf, shortTime, spans, type FormState, type Interval} from './form';
import type {Strings} from './strings';
import type {View} from './view';
import styles from './styles.module.css';

type Props = {
  form: FormState;
  s: Strings;
  result: View;
  picked: string | null;
};

export default function Diagram({form, s, result, picked}: Props): ReactNode {
  // The employees shown: the one the client picked, or all under «Без предпочитание».
  const employees = result.employees;
  const all = [...form.location, ...employees.flatMap((e) => e.hours)];
  // Whole hours around every set of hours, as the engine's candidate starts.
  const axisStart = Math.floor(Math.min(...all.map((h) => minutesOf(h.start))) / 60) * 60;
  const axisEnd = Math.ceil(Math.max(...all.map((h) => minutesOf(h.end))) / 60) * 60;
  const span = axisEnd - axisStart;
  const at = (minutes: number) => Math.min(100, Math.max(0, ((minutes - axisStart) / span) * 100));
  const place = (from: number, to: number): CSSProperties => ({
    left: `${at(from)}%`,
    width: `${Math.max(0, at(to) - at(from))}%`,
  });
  const bars = (list: Interval[]) =>
    list.map((h) => (
      <span
        key={h.key}
        className={styles.hoursBar}
        style={place(minutesOf(h.start), minutesOf(h.end))}
      />
    ));

  // The notice: from when the page is opened (or the day's start) to the earliest possible time.
  const earliest = result.earliestWall;
  /** A moment on the day shown: 0:00 if it is before the day, 24:00 if after. */
  const onDay = ({date, time}: {date: string; time: string}) =>
    date < form.date ? 0 : date > form.date ? 24 * 60 : minutesOf(time);
  const noticeFrom = onDay({date: form.nowDate, time: form.nowTime});
  const noticeTo = onDay(earliest);
  const showNotice = noticeTo > noticeFrom && noticeTo > axisStart && noticeFrom < axisEnd;

  const hours = Array.from({length: span / 60 + 1}, (_, i) => axisStart / 60 + i);
  // A label every hour where there is room (a phone shows every second one).
  const every = Math.ceil(hours.length / 13);

  const pickedStart = picked === null ? null : minutesOf(picked);
  const serviceEnd = (pickedStart ?? 0) + Number(form.duration);
  const buffer = Number(form.buffer);

  const marker =
    pickedStart === null ? null : (
      <span className={styles.marker} style={{left: `${at(pickedStart)}%`}} />
    );
  /** A labelled track, with the picked time's marker over it. */
  const row = (label: ReactNode, track: ReactNode, labelClass?: string) => (
    <div className={styles.row}>
      <span className={clsx(styles.rowLabel, labelClass)}>{label}</span>
      <span className={styles.track}>
        {track}
        {marker}
      </span>
    </div>
  );

  return (
    <div className={styles.diagram} aria-hidden="true">
      {row(`${s.diagramLocation} ${spans(form.location)}`, bars(form.location))}
      {employees.map((employee) => (
        <div key={employee.key}>
          {row(
            `${employees.length > 1 ? employee.name : s.diagramEmployee} ${spans(employee.hours)}`,
            bars(employee.hours),
          )}
          {row(
            s.diagramBusy,
            employee.busy.map((busy) => {
              const start = minutesOf(busy.start);
              const end = minutesOf(busy.end);
              const after = busy.kind === 'booking' ? Number(busy.buffer) : 0;
              return [
                <span
                  key={busy.key}
                  className={clsx(styles.busy, styles[`busy-${busy.kind}`])}
                  style={place(start, end)}
                />,
                after > 0 ? (
                  <span
                    key={`${busy.key}-buffer`}
                    className={clsx(styles.busy, styles.busyBuffer)}
                    style={place(end, end + after)}
                  />
                ) : null,
              ];
            }),
          )}
        </div>
      ))}
      {showNotice
        ? row(
            `${s.section['notice']} ${earliest.date === form.date ? `→ ${shortTime(earliest.time)}` : ''}`,
            <span className={styles.notice} style={place(noticeFrom, noticeTo)} />,
          )
        : null}
      {row(
        `${s.diagramOffered}: ${result.times.length}`,
        result.slots.map((slot) => (
          <span
            key={slot.time}
            className={slot.offered ? styles.dot : styles.tick}
            style={{left: `${at(minutesOf(slot.time))}%`}}
          />
        )),
        styles.offeredLabel,
      )}
      {pickedStart !== null
        ? row(
            `${s.diagramPicked} ${clock(pickedStart)}–${clock(serviceEnd)}` +
              (buffer > 0 ? ` + ${clock(serviceEnd)}–${clock(serviceEnd + buffer)}` : ''),
            <>
              <span className={styles.service} style={place(pickedStart, serviceEnd)} />
              {buffer > 0 ? (
                <span className={styles.buffer} style={place(serviceEnd, serviceEnd + buffer)} />
              ) : null}
            </>,
          )
        : null}
      <div className={styles.hours}>
        {hours.map((hour, index) => (
          <span
            key={hour}
            className={clsx(
              styles.hour,
              index === 0 && styles.hourFirst,
              index === hours.length - 1 && styles.hourLast,
              index % every !== 0 && styles.hourHidden,
              index % (every * 2) !== 0 && styles.hourMinor,
            )}
            style={{left: `${at(hour * 60)}%`}}>
            {`${hour}:00`}
          </span>
        ))}
      </div>
    </div>
  );
}
