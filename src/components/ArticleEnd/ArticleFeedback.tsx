/**
 * "Was this article helpful?": Yes/No, after No an optional reason, then thanks. Remembered per page
 * in site storage; sent to `dataLayer` (`article_feedback`) only where the tag manager was accepted.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';

import {pushAnalyticsEvent} from '@site/src/components/ConsentBanner/tagManager';
import styles from './styles.module.css';

const REASONS = ['missing-information', 'hard-to-follow', 'wrong-or-outdated', 'other'] as const;
type Reason = (typeof REASONS)[number];
type Vote = 'yes' | 'no';
/** asking → (No) → reason → thanks; asking → (Yes) → thanks. */
type Step = 'asking' | 'reason' | 'thanks';

/** Site storage key of a page's vote (the theme adds the site's namespace). */
export const FEEDBACK_STORAGE_PREFIX = 'slotera.feedback.';

function reasonLabel(reason: Reason): string {
  switch (reason) {
    case 'missing-information':
      return translate({
        id: 'articleFeedback.reason.missingInformation',
        message: 'Information is missing',
        description: 'Reason after "No": the article lacks what the reader needed',
      });
    case 'hard-to-follow':
      return translate({
        id: 'articleFeedback.reason.hardToFollow',
        message: 'Hard to follow',
        description: 'Reason after "No": the article is hard to understand',
      });
    case 'wrong-or-outdated':
      return translate({
        id: 'articleFeedback.reason.wrongOrOutdated',
        message: 'Wrong or out of date',
        description: 'Reason after "No": the article does not match the product',
      });
    default:
      return translate({
        id: 'articleFeedback.reason.other',
        message: 'Something else',
        description: 'Reason after "No": any other reason',
      });
  }
}

export default function ArticleFeedback(): ReactNode {
  // The page the vote is about: its address, as the reader sees it.
  const page = useLocation().pathname;
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const headingId = useId();
  const [step, setStep] = useState<Step>('asking');
  // A No whose reason is not chosen yet: sent without one if the reader leaves.
  const pendingNo = useRef(false);
  // The pressed button disappears with its step: focus goes to what replaces it.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (step === 'thanks' ? statusRef : titleRef).current?.focus();
  }, [step]);

  const send = (vote: Vote, reason: Reason | null) => {
    pushAnalyticsEvent({
      event: 'article_feedback',
      page,
      locale: currentLocale,
      vote,
      reason,
    });
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  // A vote given earlier on this device: thank instead of asking again.
  useEffect(() => {
    setStep(createStorageSlot(FEEDBACK_STORAGE_PREFIX + page).get() ? 'thanks' : 'asking');
    pendingNo.current = false;
    const flush = () => {
      if (!pendingNo.current) return;
      pendingNo.current = false;
      sendRef.current('no', null);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Another page opened inside the site.
      flush();
    };
  }, [page]);

  const vote = (value: Vote) => {
    moveFocus.current = true;
    createStorageSlot(FEEDBACK_STORAGE_PREFIX + page).set(value);
    if (value === 'yes') {
      send('yes', null);
      setStep('thanks');
    } else {
      pendingNo.current = true;
      setStep('reason');
    }
  };

  const finishNo = (reason: Reason | null) => {
    moveFocus.current = true;
    pendingNo.current = false;
    send('no', reason);
    setStep('thanks');
  };

  return (
    <section className={styles.feedback} aria-labelledby={headingId}>
      {/* A plain h2: the theme's Heading adds a "#" link, which a question needs not. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={headingId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {step === 'reason' ? (
          <Translate
            id="articleFeedback.reasonQuestion"
            description="Asked after the reader answered No: what was wrong (optional)">
            What was the problem?
          </Translate>
        ) : (
          <Translate
            id="articleFeedback.question"
            description="Under every article: the question before the Yes and No buttons">
            Was this article helpful?
          </Translate>
        )}
      </h2>
      {step === 'asking' && (
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={() => vote('yes')}>
            <Translate id="articleFeedback.yes" description="Answer: the article helped">
              Yes
            </Translate>
          </button>
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={() => vote('no')}>
            <Translate id="articleFeedback.no" description="Answer: the article did not help">
              No
            </Translate>
          </button>
        </div>
      )}
      {step === 'reason' && (
        <div className={styles.buttons}>
          {REASONS.map((reason) => (
            <button
              key={reason}
              type="button"
              className="button button--outline button--primary"
              onClick={() => finishNo(reason)}>
              {reasonLabel(reason)}
            </button>
          ))}
          <button type="button" className="button button--link" onClick={() => finishNo(null)}>
            <Translate
              id="articleFeedback.skip"
              description="Button after No: send the answer without a reason">
              Skip
            </Translate>
          </button>
        </div>
      )}
      {/* Present from the start, so that the thank-you is announced. */}
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={step === 'thanks' ? styles.thanks : styles.emptyStatus}>
        {step === 'thanks' && (
          <Translate id="articleFeedback.thanks" description="After the reader answered: thanks">
            Thank you! Your answer helps us improve the help centre.
          </Translate>
        )}
      </p>
    </section>
  );
}
