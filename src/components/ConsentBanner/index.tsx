import {useEffect, useState, type ReactNode} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';

import {useLocaleWords} from '../words';

import {loadTagManager} from './tagManager';
import styles from './styles.module.css';

/** Stored choice; the theme prefixes the key with the site's namespace. */
export const CONSENT_STORAGE_KEY = 'slotera.consent.analytics';
type Choice = 'granted' | 'denied';

/** Not in code.json, which every page's main bundle carries. */
const WORDS = {
  bg: {
    title: 'Бисквитки за статистика',
    message:
      'С ваше разрешение използваме Google Tag Manager, за да броим посещенията и да разберем кои статии помагат. Нищо не се зарежда, преди да приемете, а всяка страница можете да четете и без това.',
    refuse: 'Отказвам',
    accept: 'Приемам',
  },
  en: {
    title: 'Cookies for statistics',
    message:
      'With your permission we use Google Tag Manager to count visits and learn which articles help. Nothing is loaded until you accept, and you can read every page either way.',
    refuse: 'Refuse',
    accept: 'Accept',
  },
};

/**
 * EU consent for the tag manager (SITE.md §1): nothing third-party loads
 * until the visitor accepts; a refusal is remembered and nothing loads.
 * Root renders it only after hydration and only when a container id is configured.
 */
export default function ConsentBanner({containerId}: {containerId: string}): ReactNode {
  const words = useLocaleWords(WORDS);
  const [stored, slot] = useStorageSlot(CONSENT_STORAGE_KEY);
  const choice = stored === 'granted' || stored === 'denied' ? (stored as Choice) : null;
  // Storage may be blocked: then the choice lives for this page view only.
  const [sessionChoice, setSessionChoice] = useState<Choice | null>(null);
  const effective = choice ?? sessionChoice;

  useEffect(() => {
    if (effective === 'granted') loadTagManager(containerId);
  }, [effective, containerId]);

  if (effective !== null) return null;

  const decide = (value: Choice) => {
    setSessionChoice(value);
    slot.set(value);
  };

  return (
    <section className={styles.banner} role="region" aria-labelledby="consent-banner-title">
      <div className={styles.text}>
        {/* A plain h2: the theme's Heading adds a "#" link, which a banner needs not (it
            read the id out in English: «Пряка връзка към consent-banner-title»). */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id="consent-banner-title" className={styles.title}>
          {words.title}
        </h2>
        <p>{words.message}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => decide('denied')}>
          {words.refuse}
        </button>
        <button type="button" className="button button--primary" onClick={() => decide('granted')}>
          {words.accept}
        </button>
      </div>
    </section>
  );
}
