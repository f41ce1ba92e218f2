/**
 * The search shortcut as people write it, for the search box's placeholder and the home page's
 * invitation to search: `Ctrl+K`, or `⌘+K` on macOS. Which of the two is known only in the browser;
 * the server renders Ctrl+K.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import boxOptions from '@generated/slotera-search/default/box-options.json';

import {getKeymapHints, isMacPlatform} from './keymap';

export function searchShortcutText(isMac: boolean): string {
  return getKeymapHints(boxOptions.searchBarShortcutKeymap, isMac)
    .map((hint) => hint.charAt(0).toUpperCase() + hint.slice(1))
    .join('+');
}

/** True once hydrated on a Mac (`isMacPlatform` reads the browser's platform). */
export function useIsMac(): boolean {
  return useIsBrowser() && isMacPlatform();
}

/**
 * A touch-only device (SITE.md §3): its main pointer cannot hover and is coarse — a phone or a
 * tablet without a mouse.
 */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/** True once hydrated on a device with a keyboard. */
export function useHasKeyboard(): boolean {
  return useIsBrowser() && !window.matchMedia(TOUCH_ONLY_QUERY).matches;
}
