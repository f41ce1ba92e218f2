/**
 * Root wrapper (safe to swizzle: the theme's Root renders only children).
 * Adds the analytics consent banner when a tag manager container is
 * configured; without one, nothing is added and nothing third-party loads.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import ConsentBanner from '@site/src/components/ConsentBanner';

export default function Root({children}: {children: ReactNode}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const containerId = siteConfig.customFields?.gtmContainerId;
  return (
    <>
      {children}
      {typeof containerId === 'string' && containerId !== '' && (
        <ConsentBanner containerId={containerId} />
      )}
    </>
  );
}
