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
  const employees = result.dayReasons.map((d) => d.employee);
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
  const noticeFrom =
    form.nowDate === form.date ? minutesOf(form.nowTime) : form.nowDate < form.date ? 0 : null;
  const noticeTo =
    earliest.date === form.date
      ? minutesOf(earliest.time)
      : earliest.date > form.date
        ? 24 * 60
        : null;
  const showNotice =
    noticeFrom !== null &&
    noticeTo !== null &&
    noticeTo > noticeFrom &&
    noticeTo > axisStart &&
    noticeFrom < axisEnd;

  const hours: number[] = [];
  for (let minutes = axisStart; minutes <= axisEnd; minutes += 60) hours.push(minutes / 60);
  // A label every hour where there is room (a phone shows every second one).
  const every = Math.ceil(hours.length / 13);

  const pickedStart = picked === null ? null : minutesOf(picked);
  const duration = Number(form.duration);
  const buffer = Number(form.buffer);

  const marker =
    pickedStart === null ? null : (
      <span className={styles.marker} style={{left: `${at(pickedStart)}%`}} />
    );

  return (
    <div className={styles.diagram} aria-hidden="true">
      <div className={styles.row}>
        <span className={styles.rowLabel}>
          {s.diagramLocation} {spans(form.location)}
        </span>
        <span className={styles.track}>
          {bars(form.location)}
          {marker}
        </span>
      </div>
      {employees.map((employee) => (
        <div key={employee.key}>
          <div className={styles.row}>
            <span className={styles.rowLabel}>
              {employees.length > 1 ? employee.name : s.diagramEmployee} {spans(employee.hours)}
            </span>
            <span className={styles.track}>
              {bars(employee.hours)}
              {marker}
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.rowLabel}>{s.diagramBusy}</span>
            <span className={styles.track}>
              {employee.busy.map((row) => {
                const start = minutesOf(row.start);
                const end = minutesOf(row.end);
                const after = row.kind === 'booking' ? Number(row.buffer) : 0;
                return [
                  <span
                    key={row.key}
                    className={clsx(styles.busy, styles[`busy-${row.kind}`])}
                    style={place(start, end)}
                  />,
                  after > 0 ? (
                    <span
                      key={`${row.key}-buffer`}
                      className={clsx(styles.busy, styles.busyBuffer)}
                      style={place(end, end + after)}
                    />
                  ) : null,
                ];
              })}
              {marker}
            </span>
          </div>
        </div>
      ))}
      {showNotice ? (
        <div className={styles.row}>
          <span className={styles.rowLabel}>
            {s.section['notice']}{' '}
            {earliest.date === form.date ? `→ ${shortTime(earliest.time)}` : ''}
          </span>
          <span className={styles.track}>
            <span className={styles.notice} style={place(noticeFrom, noticeTo)} />
            {marker}
          </span>
        </div>
      ) : null}
      <div className={styles.row}>
        <span className={clsx(styles.rowLabel, styles.offeredLabel)}>
          {s.diagramOffered}
          {`: ${result.times.length}`}
        </span>
        <span className={styles.track}>
          {result.slots.map((slot) => (
            <span
              key={slot.time}
              className={slot.offered ? styles.dot : styles.tick}
              style={{left: `${at(minutesOf(slot.time))}%`}}
            />
          ))}
          {marker}
        </span>
      </div>
      {pickedStart !== null ? (
        <div className={styles.row}>
          <span className={styles.rowLabel}>
            {s.diagramPicked} {`${clock(pickedStart)}–${clock(pickedStart + duration)}`}
            {buffer > 0
              ? ` + ${clock(pickedStart + duration)}–${clock(pickedStart + duration + buffer)}`
              : ''}
          </span>
          <span className={styles.track}>
            <span className={styles.service} style={place(pickedStart, pickedStart + duration)} />
            {buffer > 0 ? (
              <span
                className={styles.buffer}
                style={place(pickedStart + duration, pickedStart + duration + buffer)}
              />
            ) : null}
            {marker}
          </span>
        </div>
      ) : null}
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
