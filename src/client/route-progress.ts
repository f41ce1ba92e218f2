/**
 * The progress bar at the top of the window while the next page loads.
 * Replaces the theme's client module `@docusaurus/theme-classic/lib/nprogress`
 * in the browser bundle (the alias is in src/plugins/lean-main-bundle.ts): that
 * module drives the nprogress library, ≈ 1.4 KB gzip of every page's main
 * bundle for one bar. Same contract and look: the bar appears only when a
 * navigation to another page takes longer than 200 ms, creeps towards the
 * end while it waits, fills and fades out when the page is there. It uses
 * the theme's element and classes (`#nprogress .bar`, the theme's
 * nprogress.css, imported here since the theme's module no longer is) and
 * its colour variable `--docusaurus-progress-bar-color`.
 */
import type {ClientModule} from '@docusaurus/types';

import '@docusaurus/theme-classic/lib/nprogress.css';

const DELAY_MS = 200;
const TRICKLE_MS = 200;
const FADE_MS = 200;

let bar: HTMLElement | undefined;
let container: HTMLElement | undefined;
let progress = 0;
let trickle: number | undefined;

function render() {
  bar!.style.transform = `translate3d(${(progress - 1) * 100}%,0,0)`;
}

function start() {
  clearInterval(trickle);
  container?.remove();
  container = document.createElement('div');
  container.id = 'nprogress';
  container.setAttribute('role', 'presentation');
  bar = container.appendChild(document.createElement('div'));
  bar.className = 'bar';
  bar.appendChild(document.createElement('div')).className = 'peg';
  bar.style.transition = `transform ${TRICKLE_MS}ms ease`;
  progress = 0.08;
  render();
  document.body.appendChild(container);
  // Fast at first, ever slower, never reaching the end on its own.
  trickle = window.setInterval(() => {
    progress += (0.994 - progress) * 0.08;
    render();
  }, TRICKLE_MS);
}

function done() {
  clearInterval(trickle);
  if (!container) return;
  const finished = container;
  container = undefined;
  progress = 1;
  render();
  finished.style.transition = `opacity ${FADE_MS}ms linear ${TRICKLE_MS}ms`;
  finished.style.opacity = '0';
  window.setTimeout(() => finished.remove(), TRICKLE_MS + FADE_MS);
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timeout = window.setTimeout(start, DELAY_MS);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    done();
  },
};

export default clientModule;
