import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useStorageSlot} from '@docusaurus/theme-common';

import {loadTagManager} from './tagManager';
import styles from './styles.module.css';

/** Stored choice; the theme prefixes the key with the site's namespace. */
export const CONSENT_STORAGE_KEY = 'slotera.consent.analytics';
type Choice = 'granted' | 'denied';

/**
 * EU consent for the tag manager (SITE.md §1): nothing third-party loads
 * until the visitor accepts; a refusal is remembered and nothing loads.
 * Rendered only when a container id is configured.
 */
export default function ConsentBanner({containerId}: {containerId: string}): ReactNode {
  const [stored, slot] = useStorageSlot(CONSENT_STORAGE_KEY);
  const choice = stored === 'granted' || stored === 'denied' ? (stored as Choice) : null;
  // Storage may be blocked: then the choice lives for this page view only.
  const [sessionChoice, setSessionChoice] = useState<Choice | null>(null);
  const effective = choice ?? sessionChoice;
  // The banner is decided after hydration, so the static HTML never shows it
  // to a visitor who has already chosen.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (effective === 'granted') loadTagManager(containerId);
  }, [effective, containerId]);

  if (!hydrated || effective !== null) return null;

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
          <Translate id="consent.title" description="Title of the analytics consent banner">
            Cookies for statistics
          </Translate>
        </h2>
        <p>
          <Translate
            id="consent.message"
            description="Text of the analytics consent banner: what accepting does">
            With your permission we use Google Tag Manager to count visits and learn which articles
            help. Nothing is loaded until you accept, and you can read every page either way.
          </Translate>
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={() => decide('denied')}>
          <Translate id="consent.refuse" description="Consent banner button: refuse analytics">
            Refuse
          </Translate>
        </button>
        <button type="button" className="button button--primary" onClick={() => decide('granted')}>
          <Translate id="consent.accept" description="Consent banner button: accept analytics">
            Accept
          </Translate>
        </button>
      </div>
    </section>
  );
}
