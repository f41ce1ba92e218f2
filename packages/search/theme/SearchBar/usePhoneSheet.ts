// On a phone the search is a full-screen sheet (the keyboard hides no result). It is a history
// entry, so Back closes it as readers expect; focus returns to the button that opened it.
import {useCallback, useEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';

export const PHONE_SHEET_QUERY = '(max-width: 576px)';

/** What the open sheet does with a popstate event (null: no sheet, the router's event). */
let sheetPopState: ((event: PopStateEvent) => void) | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => sheetPopState?.(event));
}

// The navbar box's opener (one per page), for the home page's box.
let navbarSheetOpener: ((returnFocusTo: HTMLElement) => boolean) | null = null;

export function offerNavbarSheet(open: (returnFocusTo: HTMLElement) => boolean): () => void {
  navbarSheetOpener = open;
  return () => {
    if (navbarSheetOpener === open) navbarSheetOpener = null;
  };
}

export function openNavbarSheet(returnFocusTo: HTMLElement): boolean {
  return navbarSheetOpener?.(returnFocusTo) ?? false;
}

export function usePhoneSheet(enabled: boolean, onClose: () => void) {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  /** Our own `history.back()` is on its way: its popstate is ours too. */
  const goingBack = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const returnFocusTo = useRef<HTMLElement | null>(null);
  const restoration = useRef<ScrollRestoration>('auto');

  const finish = useCallback((byReader: boolean) => {
    openRef.current = false;
    // After the popstate of the sheet's entry, which restores no scroll position.
    window.setTimeout(() => {
      window.history.scrollRestoration = restoration.current;
    }, 0);
    // Rendered closed at once: the button that opened it shows again, to take the focus back.
    flushSync(() => setOpen(false));
    onCloseRef.current();
    if (byReader) (returnFocusTo.current ?? triggerRef.current)?.focus();
    returnFocusTo.current = null;
  }, []);

  const closeSheet = useCallback(
    (how: 'reader' | 'navigate') => {
      if (!openRef.current) return;
      if (how === 'reader') {
        goingBack.current = true;
        window.history.back();
      }
      finish(how === 'reader');
    },
    [finish],
  );

  const openSheet = useCallback(
    (opener?: HTMLElement) => {
      if (openRef.current) return true;
      if (!enabled || !window.matchMedia(PHONE_SHEET_QUERY).matches) return false;
      openRef.current = true;
      returnFocusTo.current = opener ?? null;
      setOpen(true);
      // A "restored" scroll position fires a scroll event, and the navbar hides on that.
      restoration.current = window.history.scrollRestoration;
      window.history.scrollRestoration = 'manual';
      window.history.pushState(window.history.state, '');
      return true;
    },
    [enabled],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const onPopState = (event: PopStateEvent) => {
      if (goingBack.current) {
        goingBack.current = false;
        event.stopImmediatePropagation();
      } else if (openRef.current) {
        event.stopImmediatePropagation();
        finish(true);
      }
    };
    // A phone turned to landscape, a window made wider: the dropdown takes over.
    const phone = window.matchMedia(PHONE_SHEET_QUERY);
    const onChange = () => {
      if (!phone.matches) closeSheet('reader');
    };
    sheetPopState = onPopState;
    phone.addEventListener('change', onChange);
    return () => {
      if (sheetPopState === onPopState) sheetPopState = null;
      phone.removeEventListener('change', onChange);
    };
  }, [enabled, finish, closeSheet]);

  return {open, openSheet, closeSheet, triggerRef};
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function keepTabInside(event: React.KeyboardEvent<HTMLElement>, skip: string): void {
  if (event.key !== 'Tab') return;
  const sheet = event.currentTarget;
  const controls = [...sheet.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0 && !control.closest(skip),
  );
  if (controls.length === 0) return;
  event.preventDefault();
  const here = controls.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const next = here === -1 ? (event.shiftKey ? controls.length - 1 : 0) : here + step;
  controls[(next + controls.length) % controls.length].focus();
}
