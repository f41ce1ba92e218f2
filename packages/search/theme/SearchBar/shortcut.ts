// The shortcut as people write it (`Ctrl+K`, `⌘+K` on macOS): known only in the browser; the
// server renders Ctrl+K.
import useIsBrowser from '@docusaurus/useIsBrowser';
import boxOptions from '@generated/slotera-search/default/box-options.json';

import {getKeymapHints, isMacPlatform} from './keymap';

export function searchShortcutText(isMac: boolean): string {
  return getKeymapHints(boxOptions.searchBarShortcutKeymap, isMac)
    .map((hint) => hint.charAt(0).toUpperCase() + hint.slice(1))
    .join('+');
}

export function useIsMac(): boolean {
  return useIsBrowser() && isMacPlatform();
}

// Touch-only (SITE.md §3): a phone or a tablet without a mouse.
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

export function useHasKeyboard(): boolean {
  return useIsBrowser() && !window.matchMedia(TOUCH_ONLY_QUERY).matches;
}
