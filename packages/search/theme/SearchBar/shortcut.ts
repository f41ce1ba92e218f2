// The box's shortcut, ⌘K on macOS and Ctrl+K elsewhere (`/` too): known only in the browser; the
// server renders Ctrl+K. The platform test is after `utils/platform` of
// @easyops-cn/docusaurus-search-local 0.55.3 (MIT licence, © EasyOps).
import useIsBrowser from '@docusaurus/useIsBrowser';

export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const hints = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData;
  if (hints?.platform) return hints.platform.toLowerCase().includes('mac');
  return /mac/i.test(navigator.userAgent || navigator.platform || '');
}

/** As people write it: `Ctrl+K`, `⌘+K`. */
export function searchShortcutText(isMac: boolean): string {
  return isMac ? '⌘+K' : 'Ctrl+K';
}

/** As `aria-keyshortcuts` writes it, with `/`. */
export function ariaShortcuts(isMac: boolean): string {
  return `${isMac ? 'Meta' : 'Control'}+K /`;
}

export function isShortcut(event: KeyboardEvent, isMac: boolean): boolean {
  return (
    event.key?.toLowerCase() === 'k' &&
    event.metaKey === isMac &&
    event.ctrlKey === !isMac &&
    !event.altKey &&
    !event.shiftKey
  );
}

export function useIsMac(): boolean {
  return useIsBrowser() && isMacPlatform();
}

// Touch-only (SITE.md §3): a phone or a tablet without a mouse.
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

export function useHasKeyboard(): boolean {
  return useIsBrowser() && !window.matchMedia(TOUCH_ONLY_QUERY).matches;
}
