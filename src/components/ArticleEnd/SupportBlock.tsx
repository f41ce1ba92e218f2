/**
 * "Still need help?": support channels and hours (PRODUCT-FACTS, Support). Marketplace readers
 * cannot use the business app's chat, so they get e-mail and their own support article.
 */
import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import {EXTERNAL_URLS} from '@site/src/constants';
import styles from './styles.module.css';

/** Business owners and their staff, or people who book through the marketplace. */
export type Audience = 'business' | 'marketplace';

const SUPPORT_EMAIL = EXTERNAL_URLS.supportEmail.replace(/^mailto:/, '');

export default function SupportBlock({audience}: {audience: Audience}): ReactNode {
  const headingId = useId();
  const email = <Link href={EXTERNAL_URLS.supportEmail}>{SUPPORT_EMAIL}</Link>;
  return (
    <section className={styles.support} aria-labelledby={headingId}>
      {/* A plain h2: the theme's Heading adds a "#" link, which this block needs not. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={headingId} className={styles.title}>
        <Translate
          id="supportBlock.title"
          description="Under every article: heading of the way on to a person">
          Still need help?
        </Translate>
      </h2>
      <ul className={styles.channels}>
        {audience === 'business' && (
          <li>
            <Translate
              id="supportBlock.chat"
              description="Support channel: the chat in the business application, its hours and answer time (PRODUCT-FACTS, Support); {help} is the menu name"
              values={{
                help: (
                  <b>
                    <Translate
                      id="supportBlock.chat.menu"
                      description="The Help menu of the business application">
                      Help
                    </Translate>
                  </b>
                ),
              }}>
              {
                'Chat in the business application ({help} menu): Monday to Friday, 9:00–18:00 Bulgarian time, answer within 15 minutes.'
              }
            </Translate>
          </li>
        )}
        <li>
          <Translate
            id="supportBlock.email"
            description="Support channel: e-mail and answer time (PRODUCT-FACTS, Support); {email} is the address"
            values={{email}}>
            {'E-mail {email}: answer within one business day.'}
          </Translate>
        </li>
      </ul>
      <p className={styles.supportLink}>
        {audience === 'business' ? (
          <Link to="/business/support/#contact-channels">
            <Translate
              id="supportBlock.link.business"
              description="Link under every business article to the support article">
              All the ways to reach support
            </Translate>
          </Link>
        ) : (
          <Link to="/marketplace/support/#who-to-contact">
            <Translate
              id="supportBlock.link.marketplace"
              description="Link under every marketplace article: whom to ask, the business or support">
              Whom to ask: the business or our support
            </Translate>
          </Link>
        )}
      </p>
    </section>
  );
}
