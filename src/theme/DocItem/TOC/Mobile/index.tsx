// WRAP: once the contents scroll away, a button at the bottom of a phone's screen opens them in a
// modal <dialog> (issue #50), the links built only then.
import {useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TOCItems from '@theme/TOCItems';
import OriginalTOCMobile from '@theme-original/DocItem/TOC/Mobile';

import styles from './styles.module.css';

const LABEL = () =>
  translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description: 'The label used by the button on the collapsible TOC component',
  });

export default function DocItemTOCMobileWrapper(): ReactNode {
  const {toc, frontMatter} = useDoc();
  const top = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [away, setAway] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = top.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      setAway(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The marked section in view inside the list, once the links are there.
  useEffect(() => {
    if (!open) return;
    dialog.current
      ?.querySelector('.table-of-contents__link--active')
      ?.scrollIntoView({block: 'center'});
  }, [open]);

  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  /** A heading's link closes the contents (the link itself goes there); so does the backdrop. */
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) close();
  };

  return (
    <>
      <div ref={top}>
        <OriginalTOCMobile />
      </div>
      {away && (
        <button type="button" className={styles.openButton} aria-haspopup="dialog" onClick={show}>
          <span aria-hidden="true" className={styles.icon} />
          {LABEL()}
        </button>
      )}
      {/* Clicks on the backdrop land on the dialog itself; keys are the dialog's own (Escape). */}
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-label={LABEL()}
        onClick={onDialogClick}
        onClose={() => setOpen(false)}>
        <div className={styles.sheetInner}>
          <div className={styles.sheetBar}>
            <span className={styles.sheetTitle}>{LABEL()}</span>
            <button type="button" className={styles.closeButton} onClick={close}>
              <Translate
                id="tocSheet.close"
                description="Button closing the phone's table of contents opened from the bottom of the screen">
                Close
              </Translate>
            </button>
          </div>
          {open && (
            <nav aria-label={LABEL()}>
              <TOCItems
                toc={toc}
                className={styles.list}
                linkClassName={styles.link}
                linkActiveClassName="table-of-contents__link--active"
                minHeadingLevel={frontMatter.toc_min_heading_level}
                maxHeadingLevel={frontMatter.toc_max_heading_level}
              />
            </nav>
          )}
        </div>
      </dialog>
    </>
  );
}
