/**
 * "Still need help?": support channels and hours (PRODUCT-FACTS, Support). Marketplace readers
 * cannot use the business app's chat, so they get e-mail and their own support article.
 */
import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {EXTERNAL_URLS} from '@site/src/constants';
import {interpolate} from '../words';
import styles from './styles.module.css';
import {useWords} from './words';

/** Business owners and their staff, or people who book through the marketplace. */
export type Audience = 'business' | 'marketplace';

const SUPPORT_EMAIL = EXTERNAL_URLS.supportEmail.replace(/^mailto:/, '');

export default function SupportBlock({audience}: {audience: Audience}): ReactNode {
  const headingId = useId();
  const words = useWords();
  const email = <Link href={EXTERNAL_URLS.supportEmail}>{SUPPORT_EMAIL}</Link>;
  return (
    <section className={styles.support} aria-labelledby={headingId}>
      {/* A plain h2: the theme's Heading adds a "#" link, which this block needs not. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={headingId} className={styles.title}>
        {words.supportTitle}
      </h2>
      <ul className={styles.channels}>
        {audience === 'business' && (
          <li>{interpolate(words.chat, {help: <b>{words.chatMenu}</b>})}</li>
        )}
        <li>{interpolate(words.email, {email})}</li>
      </ul>
      <p className={styles.supportLink}>
        {audience === 'business' ? (
          <Link to="/business/support/#contact-channels">{words.linkBusiness}</Link>
        ) : (
          <Link to="/marketplace/support/#who-to-contact">{words.linkMarketplace}</Link>
        )}
      </p>
    </section>
  );
}
