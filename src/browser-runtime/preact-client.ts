/**
 * `react-dom/client` of the production browser bundle (aliased by
 * src/plugins/lean-main-bundle.ts): Preact's `createRoot`/`hydrateRoot`, plus
 * the few places where code written for React expects React's behaviour and
 * Preact differs. Every such difference found by the e2e suite is handled
 * here, in the one file that exists only in Preact builds.
 */
import {options, type VNode} from 'preact';
import {createRoot, hydrateRoot} from 'preact/compat/client';

// Docusaurus imports the default export (`ReactDOM.hydrateRoot(...)`).
export {createRoot, hydrateRoot};
export default {createRoot, hydrateRoot};

type Props = Record<string, unknown>;

/**
 * `inert=""`: preact/compat says it is React 18, so the theme writes the
 * React 18 form of `inert` (an empty string) on the hidden panel of the
 * phone menu. Preact sets it as the DOM property, where "" means false, and
 * Tab went into the hidden panel. The empty string means true here.
 */
const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && (vnode.props as Props).inert === '') {
    (vnode.props as Props).inert = true;
  }
  previousVnode?.(vnode);
};

/**
 * Event objects: Preact hands handlers the browser's own event, and
 * preact/compat gives it React's `isDefaultPrevented`. autocomplete.js (its
 * bundled Zepto, in the search box) takes an event that already has that
 * method for one Zepto has prepared, then calls `isImmediatePropagationStopped`,
 * which only Zepto adds: every keystroke in the search box threw. The event
 * gets that method too.
 */
type ZeptoReadyEvent = Event & {isImmediatePropagationStopped?: () => boolean};
const previousEvent = options.event;
options.event = (event: Event) => {
  const prepared = (previousEvent ? previousEvent(event) : event) as ZeptoReadyEvent;
  if (!prepared.isImmediatePropagationStopped) {
    let stopped = false;
    const stopImmediatePropagation = prepared.stopImmediatePropagation;
    prepared.stopImmediatePropagation = function (this: Event) {
      stopped = true;
      stopImmediatePropagation.call(this);
    };
    prepared.isImmediatePropagationStopped = () => stopped;
  }
  return prepared;
};
