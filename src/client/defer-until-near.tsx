/**
 * Parts of a page that a reader meets only at its end — the footer under an
 * article, with "Was this article helpful?" — need not weigh on the page's
 * first load. `deferUntilNear` makes such a part a component whose code loads
 * only when the reader scrolls near it, while the page shows its server HTML
 * from the first paint:
 *
 * - on the page the reader opened, hydration keeps the server's HTML of the
 *   part untouched (a wrapper with `dangerouslySetInnerHTML` holding that
 *   very HTML: React neither compares nor replaces what is inside it); when
 *   the part comes within `NEAR_MARGIN` of the viewport, its code loads and
 *   the live part takes the wrapper's place, drawn the same;
 * - on a page opened inside the site there is no server HTML: the part
 *   renders as soon as its code is there;
 * - the server renders the part itself, inline (loaded ahead, no Suspense);
 * - a reader who presses a button of the server HTML before the live part is
 *   there (a vote under the article, on a slow phone) is not ignored: the
 *   press is noted from the moment the page's code runs, before hydration
 *   too, the part's code loads at once, and the press is replayed on the
 *   same button of the live part.
 *
 * Why not `lazy` inside a Suspense boundary left unhydrated: React renders
 * such a boundary on the client from scratch, dropping its HTML (error #421),
 * as soon as any context above it changes — and Docusaurus changes one right
 * after hydration (`useIsBrowser`).
 */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** How far below the viewport a part starts loading: about a phone screen and a half. */
const NEAR_MARGIN = '1000px';

/**
 * Resolves once `element` comes within `margin` of the viewport, at once
 * where there is no IntersectionObserver, and when the element leaves the
 * document (the page changed before the reader scrolled to it).
 */
export function whenNear(element: Element, margin = NEAR_MARGIN): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const done = () => {
      intersection.disconnect();
      removal.disconnect();
      resolve();
    };
    const intersection = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      {rootMargin: `${margin} 0px`},
    );
    const removal = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    intersection.observe(element);
    removal.observe(document.body, {childList: true, subtree: true});
  });
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The position of the focused element among the focusable ones of `root`, or null. */
function focusedPosition(root: Element | null): number | null {
  const active = document.activeElement;
  if (!root || !active || !root.contains(active)) return null;
  const position = [...root.querySelectorAll(FOCUSABLE)].indexOf(active);
  return position >= 0 ? position : null;
}

/**
 * Presses waiting for a live part, by wrapper class: the position of the
 * pressed button among the part's focusable controls. A link of the server
 * HTML needs no replay: the browser follows it.
 */
const pendingPresses = new Map<string, number>();
/** The wrappers whose live part is on the page: presses there are the part's own. */
const liveParts = new Set<string>();
/** Called when a press is noted: the waiting part loads its code at once. */
const pressListeners = new Map<string, () => void>();

function watchPresses(className: string): void {
  if (typeof document === 'undefined') return;
  document.addEventListener(
    'click',
    (event) => {
      if (liveParts.has(className) || !(event.target instanceof Element)) return;
      const wrapper = event.target.closest(`.${className}`);
      const button = event.target.closest('button');
      if (!wrapper || !button || !wrapper.contains(button)) return;
      const position = [...wrapper.querySelectorAll(FOCUSABLE)].indexOf(button);
      if (position < 0) return;
      pendingPresses.set(className, position);
      pressListeners.get(className)?.();
    },
    true,
  );
}

/** Whether React is still taking over the server-rendered page (Docusaurus marks the end). */
function isHydrating(): boolean {
  return document.documentElement.getAttribute('data-has-hydrated') !== 'true';
}

/**
 * @param className the wrapper's class: global and unique on a page, it finds the server HTML
 * @param load the part's module, e.g. `() => import('./Parts')`
 */
export function deferUntilNear(
  className: string,
  load: () => Promise<{default: ComponentType}>,
): ComponentType {
  const Lazy = lazy(load);
  let loaded: ComponentType | null = null;
  // The server renders the part with no Suspense boundary around it: React 19 moves a
  // boundary's HTML to the end of a long page, shown only by a script. So the server
  // loads the module now, long before the first page renders.
  if (typeof window === 'undefined') {
    void load().then((module) => {
      loaded = module.default;
    });
  }
  // From the moment the page's code runs: a press before hydration counts too.
  watchPresses(className);

  function Deferred(): ReactNode {
    const wrapper = useRef<HTMLDivElement>(null);
    // Read once, in the first render: the HTML the server wrote, while it is still there.
    const [serverHtml] = useState<string | null>(() =>
      typeof window !== 'undefined' && !loaded && isHydrating()
        ? (document.querySelector(`.${className}`)?.innerHTML ?? null)
        : null,
    );
    const [Part, setPart] = useState<ComponentType | null>(() => loaded);
    // A keyboard reader may be on a link of the server HTML when the live
    // part replaces it: focus moves to the same control in the live part
    // instead of falling back to the top of the page.
    const live = useRef<HTMLDivElement>(null);
    const focusToRestore = useRef<number | null>(null);
    useEffect(() => {
      if (!Part || focusToRestore.current === null) return;
      const target = live.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusToRestore.current];
      focusToRestore.current = null;
      target?.focus({preventScroll: true});
    }, [Part]);

    // The live part is on the page: replay a press the server HTML received.
    const isLive = serverHtml === null || Part !== null;
    useEffect(() => {
      if (!isLive) return undefined;
      liveParts.add(className);
      const pressed = pendingPresses.get(className);
      pendingPresses.delete(className);
      if (pressed !== undefined) {
        live.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[pressed]?.click();
      }
      return () => {
        liveParts.delete(className);
      };
    }, [isLive]);

    useEffect(() => {
      if (serverHtml === null || !wrapper.current) return undefined;
      let current = true;
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        void load().then((module) => {
          loaded = module.default;
          if (!current) return;
          focusToRestore.current = focusedPosition(wrapper.current);
          setPart(() => module.default);
        });
      };
      // A press on the server HTML (before now or later) loads the code at once.
      pressListeners.set(className, start);
      if (pendingPresses.has(className)) start();
      void whenNear(wrapper.current).then(start);
      return () => {
        current = false;
        pressListeners.delete(className);
      };
    }, [serverHtml]);

    if (serverHtml !== null && !Part) {
      return (
        <div
          key="server-html"
          ref={wrapper}
          className={className}
          dangerouslySetInnerHTML={{__html: serverHtml}}
        />
      );
    }
    return (
      <div key="live" ref={live} className={className}>
        {Part ? (
          <Part />
        ) : (
          <Suspense fallback={null}>
            <Lazy />
          </Suspense>
        )}
      </div>
    );
  }
  return Deferred;
}
