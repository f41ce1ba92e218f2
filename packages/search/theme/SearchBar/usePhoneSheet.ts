/**
 * On a phone the navbar's search opens as a full-screen sheet (issue #40): a large field at the
 * top, the results under it (the keyboard, at the bottom, does not hide the first one), a visible
 * Close button. The sheet is an entry in the browser's history, so Back closes it, as readers
 * expect of anything that covers the whole screen; Escape and Close close it too, and the focus
 * goes back to the button that opened it.
 */
import {useCallback, useEffect, useRef, useState} from 'react';

/** Where the sheet takes over from the dropdown: the search plugin's phone breakpoint. */
export const PHONE_SHEET_QUERY = '(max-width: 576px)';

/** What the open sheet does with a popstate event (null: no sheet, the router's event). */
let sheetPopState: ((event: PopStateEvent) => void) | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => sheetPopState?.(event));
}

/** The navbar box's opener of its sheet (one navbar per page), for the home page's box. */
let navbarSheetOpener: ((returnFocusTo: HTMLElement) => boolean) | null = null;

/** The navbar's box offers its sheet to the other boxes of the page; returns the unregister. */
export function offerNavbarSheet(open: (returnFocusTo: HTMLElement) => boolean): () => void {
  navbarSheetOpener = open;
  return () => {
    if (navbarSheetOpener === open) navbarSheetOpener = null;
  };
}

/** Opens the navbar's sheet, focus in its field; `returnFocusTo` gets the focus back. */
export function openNavbarSheet(returnFocusTo: HTMLElement): boolean {
  return navbarSheetOpener?.(returnFocusTo) ?? false;
}

export interface PhoneSheet {
  open: boolean;
  /** Opens the sheet if the screen is a phone's; says whether it did. */
  openSheet(returnFocusTo?: HTMLElement): boolean;
  /** Closes it: by the reader (Close, Escape) or to open a result (`navigate`). */
  closeSheet(how: 'reader' | 'navigate'): void;
  /** The phone's search button, which gets the focus back. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
}

export function usePhoneSheet(enabled: boolean, onClose: () => void): PhoneSheet {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  /** Our own `history.back()` is on its way: its popstate is ours too. */
  const goingBack = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  /** Set when the sheet closes by the reader: the button gets the focus once it is drawn again. */
  const returnFocus = useRef(false);
  /** The button that opened the sheet, when not the navbar's own. */
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    (returnFocusTo.current ?? triggerRef.current)?.focus();
    returnFocusTo.current = null;
  }, [open]);

  /** The page's scroll restoration, while the sheet keeps it manual. */
  const restoration = useRef<ScrollRestoration>('auto');

  const finish = useCallback((byReader: boolean) => {
    openRef.current = false;
    // After the popstate of the sheet's entry, which restores no scroll position.
    window.setTimeout(() => {
      window.history.scrollRestoration = restoration.current;
    }, 0);
    returnFocus.current = byReader;
    setOpen(false);
    onCloseRef.current();
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
      // Leaving the sheet's entry must not "restore" the scroll position: the browser would fire a
      // scroll event without movement, and the navbar hides on that.
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
        // Back, pressed by the reader: the entry is gone already.
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

/** What Tab can reach in the sheet, in order (the hidden ones are left out below). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab in the sheet: to its next or previous control, round from the last to the
 * first.
 */
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
