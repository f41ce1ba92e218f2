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

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The index of `element` among the focusable elements inside `root`; -1 if it is not there. */
function focusableIndex(root: Element | null, element: Element | null): number {
  return root && element ? [...root.querySelectorAll(FOCUSABLE)].indexOf(element) : -1;
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
  /** A press on the server HTML that waits for the live part: the button's focusable index. */
  let pendingPress: number | undefined;
  /** Whether the live part is on the page: presses there are the part's own. */
  let partIsLive = false;
  let onPress: (() => void) | undefined;
  if (typeof window === 'undefined') {
    // The server renders the part without Suspense (React 19 would stream a boundary's HTML to
    // the page's end), so it loads the module now.
    void load().then((module) => {
      loaded = module.default;
    });
  } else {
    // From the moment the page's code runs: a press before hydration counts too.
    document.addEventListener(
      'click',
      (event) => {
        if (partIsLive || !(event.target instanceof Element)) return;
        const wrapper = event.target.closest(`.${className}`);
        const position = focusableIndex(wrapper, event.target.closest('button'));
        if (position < 0) return;
        pendingPress = position;
        onPress?.();
      },
      true,
    );
  }

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
    const focusToRestore = useRef(-1);
    useEffect(() => {
      if (!Part || focusToRestore.current < 0) return;
      const target = live.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusToRestore.current];
      focusToRestore.current = -1;
      target?.focus({preventScroll: true});
    }, [Part]);

    // The live part is on the page: replay a press the server HTML received.
    const isLive = serverHtml === null || Part !== null;
    useEffect(() => {
      if (!isLive) return undefined;
      partIsLive = true;
      const pressed = pendingPress;
      pendingPress = undefined;
      if (pressed !== undefined) {
        live.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[pressed]?.click();
      }
      return () => {
        partIsLive = false;
      };
    }, [isLive]);

    useEffect(() => {
      if (serverHtml === null || !wrapper.current) return undefined;
      let current = true;
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        near.disconnect();
        void load().then((module) => {
          loaded = module.default;
          if (!current) return;
          focusToRestore.current = focusableIndex(wrapper.current, document.activeElement);
          setPart(() => module.default);
        });
      };
      const near = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        {rootMargin: `${NEAR_MARGIN} 0px`},
      );
      near.observe(wrapper.current);
      // A press on the server HTML (before now or later) loads the code at once.
      onPress = start;
      if (pendingPress !== undefined) start();
      return () => {
        current = false;
        onPress = undefined;
        near.disconnect();
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
