/** The count of the message, and which of the reader's characters make it Unicode. */
import type {ReactNode} from 'react';

import {SMS, formatEuro} from '@site/src/notifications/prices.mjs';
import {format} from '../words';
import {MAX_NAMED, type SmsCost} from './useSmsCost';
import type {Text} from './words';
import styles from './styles.module.css';

/** Characters a reader cannot see in a list: named by their code instead. */
export const INVISIBLE = /^[\p{Z}\p{C}]$/u;

export function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A position as the reader counts it: characters from 1, an emoji being one. */
function position(text: string, utf16Index: number): number {
  return Array.from(text.slice(0, utf16Index)).length + 1;
}

type Props = {c: SmsCost; t: Text; onSelect: (index: number, char: string) => void};

export default function Results({c, t, onSelect}: Props): ReactNode {
  const {w, number, counted} = t;
  const {count} = c.cost;
  const limits = count.encoding === 'gsm7' ? SMS.gsm7 : SMS.unicode;
  const {namedCulprits} = c;
  return (
    <>
      <dl className={styles.results}>
        <div>
          <dt>{w.encodingLabel}</dt>
          <dd>{format(count.encoding === 'gsm7' ? w.encodingGsm7 : w.encodingUnicode, limits)}</dd>
        </div>
        <div>
          <dt>{w.charactersLabel}</dt>
          <dd>
            {number(count.characters)}
            {count.units !== count.characters &&
              ` ${format(w.charactersUnits, {units: number(count.units)})}`}
          </dd>
        </div>
        <div>
          <dt>{w.segmentsLabel}</dt>
          <dd>
            {counted(count.segments, w.segments)}
            {count.segments === 1 && ` ${format(w.segmentsSingle, {limit: limits.single})}`}
            {count.segments > 1 &&
              ` ${format(w.segmentsSplit, {limit: limits.multipart, lengths: count.segmentLengths.join(' + ')})}`}
            {count.segments > 0 && (
              <span className={styles.detail}>
                {format(w.segmentsRemaining, {
                  characters: counted(count.remainingInSegment, w.characters),
                })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{w.priceLabel}</dt>
          <dd>
            <strong>{c.cost.sms.perMessage.text}</strong>
            {count.segments > 1 &&
              ` (${count.segments} × ${formatEuro(SMS.eurCentsPerSegment, t.locale)})`}
          </dd>
        </div>
      </dl>

      {count.encoding === 'unicode' && (
        <div className={styles.group}>
          {c.ownCulprits.length > 0 && (
            <>
              <p className={styles.groupTitle}>{format(w.culpritsTitle, SMS.unicode)}</p>
              <ul className={styles.culprits}>
                {c.cyrillicCulprits.length > MAX_NAMED && (
                  <li>{counted(c.cyrillicCulprits.length, w.culpritsCyrillic)}</li>
                )}
                {namedCulprits.slice(0, MAX_NAMED).map(({char, index}) => (
                  <li key={index}>
                    <button
                      type="button"
                      className={styles.culprit}
                      onClick={() => onSelect(index, char)}>
                      {format(INVISIBLE.test(char) ? w.culpritsInvisible : w.culpritsChar, {
                        char,
                        code: codePoint(char),
                        position: number(position(c.form.text, index)),
                      })}
                    </button>
                  </li>
                ))}
                {namedCulprits.length > MAX_NAMED && (
                  <li>
                    {format(w.culpritsMore, {count: number(namedCulprits.length - MAX_NAMED)})}
                  </li>
                )}
              </ul>
              {namedCulprits.length > 0 && <p className={styles.hint}>{w.culpritsHint}</p>}
            </>
          )}
          {c.ownCulprits.length === 0 && c.cyrillicValues.length > 0 && (
            <p className={styles.groupTitle}>
              {format(w.culpritsValues, {
                ...SMS.unicode,
                placeholders: c.cyrillicValues.map(({placeholder}) => placeholder).join(', '),
              })}
            </p>
          )}
        </div>
      )}
    </>
  );
}
