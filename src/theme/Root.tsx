// The consent banner (own chunk) where a tag manager is configured, rendered once hydrated: a
// Suspense boundary in the server HTML would be redone when `useIsBrowser` flips (error #421).
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
