// A page-end part whose code loads when the reader scrolls near it; hydration keeps the server
// HTML until then and a press on it is replayed. Not `lazy` in Suspense: React re-renders that
// from scratch (error #421) when Docusaurus changes a context right after hydration.
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

/** Resolves when `element` comes within `margin` of the viewport or leaves the document. */
export function whenNear(element: Element, margin = NEAR_MARGIN): Promise<void> {
  return new Promise((resolve) => {
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

function focusedPosition(root: Element | null): number | null {
  const active = document.activeElement;
  if (!root || !active || !root.contains(active)) return null;
  const position = [...root.querySelectorAll(FOCUSABLE)].indexOf(active);
  return position >= 0 ? position : null;
}

/** Presses waiting for a live part, by wrapper class: the button's index among the focusable. */
const pendingPresses = new Map<string, number>();
/** The wrappers whose live part is on the page: presses there are the part's own. */
const liveParts = new Set<string>();
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

/** `className`: global and unique on a page, it finds the server HTML. */
export function deferUntilNear(
  className: string,
  load: () => Promise<{default: ComponentType}>,
): ComponentType {
  const Lazy = lazy(load);
  let loaded: ComponentType | null = null;
  // The server renders the part without Suspense (React 19 would stream a boundary's HTML to
  // the page's end), so it loads the module now.
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
    // Focus on a control of the server HTML moves to the same control of the live part.
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
