/** The same message in Latin letters, offered while it would change something. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

import {SMS, formatMoney} from '@site/src/notifications/prices.mjs';
import {format} from '../words';
import {INVISIBLE, codePoint} from './Results';
import type {SmsCost} from './useSmsCost';
import type {Text} from './words';
import styles from './styles.module.css';

type Props = {c: SmsCost; t: Text; onUse: () => void};

export default function LatinOffer({c, t, onUse}: Props): ReactNode {
  const {w, counted} = t;
  const {latinCost, perMonth} = c;
  const result = {
    segments: counted(latinCost.segments, w.segments),
    price: latinCost.sms.perMessage.text,
  };
  /** A character in quotes, or by its code when it cannot be seen. */
  const characterName = (char: string) =>
    INVISIBLE.test(char) ? codePoint(char) : format(w.character, {char});
  return (
    <div className={clsx(styles.group, styles.latin)}>
      <Heading as="h3" className={styles.heading}>
        {w.latinTitle}
      </Heading>
      <p className={styles.latinText}>{c.latinTemplate}</p>
      <p>
        {format(
          c.expansion.placeholders.length > 0 ? w.latinResult : w.latinResultNoPlaceholders,
          result,
        )}
        {latinCost.count.encoding === 'unicode' &&
          ` ${format(w.latinStillUnicode, {
            ...SMS.unicode,
            characters: [...new Set(latinCost.count.unicodeCulprits.map(({char}) => char))]
              .map(characterName)
              .join(', '),
          })}`}
        {perMonth !== null &&
          c.monthlySaving > 0 &&
          ` ${format(w.latinSaving, {messages: counted(perMonth, w.messages), saving: formatMoney(c.monthlySaving, t.locale)})}`}
      </p>
      <button type="button" className="button button--outline button--primary" onClick={onUse}>
        {w.latinUse}
      </button>
    </div>
  );
}
