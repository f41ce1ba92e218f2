// From @easyops-cn/docusaurus-search-local 0.55.3 (`theme/LoadingRing`; MIT licence, © EasyOps),
// after https://loading.io/css/.
import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './LoadingRing.module.css';

export default function LoadingRing({className}: {className?: string}): ReactNode {
  return (
    <div className={clsx(styles.loadingRing, className)}>
      <div />
      <div />
      <div />
      <div />
    </div>
  );
}
