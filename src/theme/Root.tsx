/**
 * Root wrapper (safe to swizzle: the theme's Root renders only children).
 * Adds the analytics consent banner when a tag manager container is
 * configured; without one, nothing is added and nothing third-party loads.
 * The banner's code is a chunk of its own, loaded only where a container is
 * configured: the other builds' pages do not carry it in their main bundle
 * (notes/perf-log.md). The banner shows only after hydration anyway, so loading it
 * then changes nothing a visitor sees.
 *
 * The lazy part is rendered only once the page is hydrated (`useIsBrowser`):
 * a Suspense boundary in the server HTML whose chunk arrives after hydration
 * is re-rendered from scratch when Docusaurus flips `useIsBrowser` above it,
 * and React reports that as an error (#421) in the console.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

const ConsentBanner = lazy(() => import('@site/src/components/ConsentBanner'));

export default function Root({children}: {children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const containerId = siteConfig.customFields?.gtmContainerId;
  const isBrowser = useIsBrowser();
  return (
    <>
      {children}
      {isBrowser && typeof containerId === 'string' && containerId !== '' && (
        <Suspense fallback={null}>
          <ConsentBanner containerId={containerId} />
        </Suspense>
      )}
    </>
  );
}
