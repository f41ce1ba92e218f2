/** Loads Google Tag Manager as its snippet does, only once the visitor accepted analytics. */
type TagManagerWindow = Window & {dataLayer?: unknown[]};

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Pushes one event to `dataLayer` — only where the tag manager was loaded,
 * that is, a container is configured and the visitor accepted it (for this
 * page view at least, where storage is blocked). Otherwise nothing is kept
 * or sent. Returns whether the event was pushed.
 */
export function pushAnalyticsEvent(event: {event: string} & Record<string, unknown>): boolean {
  if (!document.querySelector('script[data-tag-manager]')) return false;
  const win = window as TagManagerWindow;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(event);
  return true;
}

export function loadTagManager(containerId: string): void {
  if (document.querySelector(`script[data-tag-manager="${containerId}"]`)) return;
  const win = window as TagManagerWindow;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({'gtm.start': Date.now(), event: 'gtm.js'});
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.dataset.tagManager = containerId;
  document.head.appendChild(script);
}
