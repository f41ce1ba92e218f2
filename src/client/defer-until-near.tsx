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
 * - the server renders the part itself.
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

    useEffect(() => {
      if (serverHtml === null || !wrapper.current) return undefined;
      let current = true;
      void whenNear(wrapper.current)
        .then(load)
        .then((module) => {
          loaded = module.default;
          if (!current) return;
          focusToRestore.current = focusedPosition(wrapper.current);
          setPart(() => module.default);
        });
      return () => {
        current = false;
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
