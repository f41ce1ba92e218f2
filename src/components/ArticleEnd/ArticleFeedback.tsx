/**
 * "Was this article helpful?": Yes/No, after No an optional reason, then thanks. Remembered per page
 * in site storage; sent to `dataLayer` (`article_feedback`) only where the tag manager was accepted.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot, useEvent} from '@docusaurus/theme-common';

import {pushAnalyticsEvent} from '@site/src/components/ConsentBanner/tagManager';
import styles from './styles.module.css';
import {useWords, type Reason} from './words';

const REASONS: Reason[] = ['missing-information', 'hard-to-follow', 'wrong-or-outdated', 'other'];
const VOTES = ['yes', 'no'] as const;
type Vote = (typeof VOTES)[number];
const OUTLINE = 'button button--outline button--primary';
/** asking → (No) → reason → thanks; asking → (Yes) → thanks. */
type Step = 'asking' | 'reason' | 'thanks';

/** Site storage key of a page's vote (the theme adds the site's namespace). */
export const FEEDBACK_STORAGE_PREFIX = 'slotera.feedback.';

export default function ArticleFeedback(): ReactNode {
  // The page the vote is about: its address, as the reader sees it.
  const page = useLocation().pathname;
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const headingId = useId();
  const words = useWords();
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

  const send = useEvent((vote: Vote, reason: Reason | null) => {
    pushAnalyticsEvent({
      event: 'article_feedback',
      page,
      locale: currentLocale,
      vote,
      reason,
    });
  });

  // A vote given earlier on this device: thank instead of asking again.
  useEffect(() => {
    setStep(createStorageSlot(FEEDBACK_STORAGE_PREFIX + page).get() ? 'thanks' : 'asking');
    pendingNo.current = false;
    const flush = () => {
      if (!pendingNo.current) return;
      pendingNo.current = false;
      send('no', null);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Another page opened inside the site.
      flush();
    };
  }, [page, send]);

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

  // The step's buttons: Yes and No, then after No the reasons.
  const choices =
    step === 'asking'
      ? VOTES.map((value) => [value, words[value], () => vote(value)] as const)
      : REASONS.map((reason) => [reason, words.reasons[reason], () => finishNo(reason)] as const);

  return (
    <section className={styles.feedback} aria-labelledby={headingId}>
      {/* A plain h2: the theme's Heading adds a "#" link, which a question needs not. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={headingId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {step === 'reason' ? words.reasonQuestion : words.question}
      </h2>
      {step !== 'thanks' && (
        <div className={styles.buttons}>
          {choices.map(([key, label, onClick]) => (
            <button key={key} type="button" className={OUTLINE} onClick={onClick}>
              {label}
            </button>
          ))}
          {step === 'reason' && (
            <button type="button" className="button button--link" onClick={() => finishNo(null)}>
              {words.skip}
            </button>
          )}
        </div>
      )}
      {/* Present from the start, so that the thank-you is announced. */}
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={step === 'thanks' ? styles.thanks : styles.emptyStatus}>
        {step === 'thanks' && words.thanks}
      </p>
    </section>
  );
}
